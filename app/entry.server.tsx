import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import type { AppContext } from "../contract/site-data.ts";
import { isStaffPath } from "../contract/staff-area.ts";
import { NonceContext } from "./components/layout/nonce.ts";
import { FirstPhoto, FirstPhotoContext } from "./lib/head/first-photo.ts";
import { headEnd } from "./lib/head/share-tags.ts";

export const streamTimeout = 10_000;

/**
 * A public page's whole document as one string. Public pages have no
 * Suspense and never hydrate (docs/decisions/003): one string, with none of
 * the stream's per-chunk byte encoding and Web stream glue (about an eighth
 * of a page render's time). The page handler's public document path
 * (server/web/public-document.ts) takes the string as it is: a 120 KB string
 * put through a Web Response is checked for lone surrogates, encoded and
 * decoded again, ~7 % of a render.
 */
export function renderDocument(
  request: Request,
  responseStatusCode: number,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): string {
  const { firstPhoto, app } = page(request, routerContext, loadContext);
  const drawn = `<!DOCTYPE html>${renderToString(app)}`;
  // The sharing tags of the routes' meta close the head, after the styles
  // (app/lib/head/share-tags.ts); the page's first photo is known only now.
  const close = drawn.indexOf("</head>");
  const { routeModules, staticHandlerContext: state } = routerContext;
  const end = headEnd({ routeModules, ...state }, responseStatusCode, firstPhoto.photo);
  return close < 0 ? drawn : drawn.slice(0, close) + end + drawn.slice(close);
}

/**
 * Renders the whole page before sending, for browsers and bots alike: every
 * page's content is in the HTML, and the server can cache it. React Router's
 * handler calls it for what the public document path leaves to it (form
 * posts, error screens, the staff area).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (!isStaffPath(new URL(request.url).pathname)) {
    const html = renderDocument(request, responseStatusCode, routerContext, loadContext);
    return new Response(html, { headers: responseHeaders, status: responseStatusCode });
  }
  const { nonce, app } = page(request, routerContext, loadContext);
  return new Promise<Response>((resolve, reject) => {
    let didError = false;
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      onAllReady() {
        clearTimeout(timer);
        const body = new PassThrough();
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
    });
    // Cleared once rendered: a pending timer keeps the whole render (React's
    // request, the page, the Node request and response) in memory for 11 s.
    const timer = setTimeout(abort, streamTimeout + 1000);
  });
}

/** The page's React tree with its nonce and the tracker of its first photo. */
function page(request: Request, routerContext: EntryContext, loadContext: AppLoadContext) {
  const nonce = (loadContext as unknown as AppContext).nonce ?? "";
  const firstPhoto = new FirstPhoto();
  const app = (
    <NonceContext.Provider value={nonce}>
      <FirstPhotoContext.Provider value={firstPhoto}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </FirstPhotoContext.Provider>
    </NonceContext.Provider>
  );
  return { nonce, firstPhoto, app };
}
