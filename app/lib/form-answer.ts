import { data } from "react-router";

/**
 * The answer of a form posted without JavaScript, never kept by a cache: it
 * holds what the visitor typed, or a certificate's download link. The form
 * pages themselves, before a post, are shared from the page cache.
 */
export function formAnswer<T>(body: T, status = 200, headers: Record<string, string> = {}) {
  return data<T>(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/**
 * The headers of a form page: those of the action's answer when there was a
 * post (no-store, Retry-After), else none, like every other page.
 */
export const formPageHeaders = ({ actionHeaders }: { actionHeaders: Headers }): Headers => actionHeaders;
