import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { AppContext } from "../../contract/site-data.ts";
import { redactUrl } from "../http/log-redaction.ts";
import { pageFinisher, styleInliner } from "./finish-page.ts";
import { pageRenderer } from "./page-render.ts";
import { publicDocuments } from "./public-document.ts";

export interface PageOptions {
  /** Directory of `react-router build` output (build/). */
  buildDir: string;
  /** Development: a function returning the current server build (from Vite). */
  devBuild?: () => Promise<ServerBuild>;
  /** Tests only: answers pages instead of a React Router build. */
  handler?: (request: Request, context: AppContext) => Promise<Response>;
  /**
   * How long a visitor waits for a render of a newer version of a page
   * before getting the last good one instead (x-page-cache: stale), while
   * that render finishes in the background. Default: PAGE_STALE_WAIT_MS (config).
   */
  staleWaitMs?: number;
}

/**
 * The one `renderPage` of this server, made from what it was given: a test's
 * handler, Vite's development build, or the production build (then also
 * serving the built client assets, and rendering public page views by the
 * public document path, decision 005).
 */
export async function pageRendererFor(app: FastifyInstance, opts: PageOptions) {
  const clientDir = path.join(opts.buildDir, "client");
  if (opts.handler) return pageRenderer({ handler: opts.handler, finish: pageFinisher(styleInliner(clientDir)) });
  if (opts.devBuild) {
    const handler = createRequestHandler(opts.devBuild, "development");
    return pageRenderer({ handler: asPageHandler(handler), finish: pageFinisher((html) => html) });
  }
  const build = (await import(path.join(opts.buildDir, "server", "index.js"))) as ServerBuild;
  const documents = publicDocuments(build, (err, request) =>
    app.log.error({ err, url: redactUrl(request.url) }, "page loader failed"),
  );
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: "/",
    wildcard: false,
    index: false,
    // .br/.gz copies made by scripts/compress-assets.mjs after the build.
    preCompressed: true,
    setHeaders(res, filePath) {
      // Vite puts a content hash in every name under assets/; the rest may change.
      res.setHeader(
        "Cache-Control",
        filePath.includes(`${path.sep}assets${path.sep}`)
          ? "public, max-age=31536000, immutable"
          : "public, max-age=3600",
      );
    },
  });
  const handler = createRequestHandler(build, "production");
  return pageRenderer({ documents, handler: asPageHandler(handler), finish: pageFinisher(styleInliner(clientDir)) });
}

/** React Router's handler takes its load context as `unknown`-typed AppLoadContext; ours is AppContext. */
const asPageHandler = (handler: ReturnType<typeof createRequestHandler>) =>
  handler as unknown as (request: Request, context: AppContext) => Promise<Response>;
