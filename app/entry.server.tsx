import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import type { AppContext } from "../contract/site-data.ts";
import { NonceContext } from "./components/layout/nonce.ts";

export const streamTimeout = 10_000;

/**
 * Renders the whole page before sending (onAllReady), for browsers and bots
 * alike: every page's content is in the HTML, and the server can cache it.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = (loadContext as unknown as AppContext).nonce ?? "";
  return new Promise<Response>((resolve, reject) => {
    let didError = false;
    // Cleared once the page is rendered: a pending timer keeps the whole
    // render (React's request, the page, the Node request and response)
    // in memory for 11 s, ~1,300 pages at 120 renders a second.
    let timer: NodeJS.Timeout | undefined;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          clearTimeout(timer);
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: didError ? 500 : responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          didError = true;
          console.error(error);
        },
      },
    );
    timer = setTimeout(abort, streamTimeout + 1000);
  });
}
