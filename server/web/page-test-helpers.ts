import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { certificateAction } from "../../app/features/certificate/certificate-action.ts";
import { enquiryAction } from "../../app/features/enquiry/enquiry-action.ts";
import type { AppContext } from "../../contract/site-data.ts";
import { buildApp } from "../app.ts";
import { type Config, testConfig } from "../config.ts";

/** Helpers for tests of the page layer (not a test file itself). */

type ActionResult = { data: unknown; init?: { status?: number; headers?: HeadersInit } | null };

const asResponse = (r: ActionResult) =>
  Response.json(r.data, { status: r.init?.status ?? 200, headers: r.init?.headers ?? undefined });

/**
 * An app with the page layer (cache, limits, Host check) in front of a
 * stand-in for the React Router build: GETs answer a tiny page and count
 * renders; POST /tc and POST /admission-enquire run the real page actions.
 * GET /admission-enquire carries the view's key and the nonce, as the real page does.
 */
export async function pageApp(
  overrides: Partial<Config> = {},
  opts: { renderMs?: number; staleWaitMs?: number; logStream?: { write(line: string): void } } = {},
) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "pages-test-"));
  /**
   * Renders so far, the URL each was asked with, how long the next ones take
   * and which paths answer 404 or 500 from now on (a test may change these).
   */
  const renders = {
    count: 0,
    urls: [] as string[],
    delayMs: opts.renderMs ?? 0,
    gone: new Set<string>(),
    failing: new Set<string>(),
    running: 0,
    mostAtOnce: 0,
  };
  const handler = async (request: Request, context: AppContext): Promise<Response> => {
    const { pathname } = new URL(request.url);
    if (request.method === "POST" && pathname === "/tc") {
      return asResponse((await certificateAction(request, context)) as unknown as ActionResult);
    }
    if (request.method === "POST" && pathname === "/admission-enquire") {
      return asResponse((await enquiryAction(request, context)) as unknown as ActionResult);
    }
    const number = ++renders.count;
    renders.urls.push(request.url);
    renders.mostAtOnce = Math.max(renders.mostAtOnce, ++renders.running);
    // A render that takes a while, as a real one does under load.
    if (renders.delayMs) await new Promise((r) => setTimeout(r, renders.delayMs));
    renders.running--;
    if (renders.gone.has(pathname)) return new Response("<p>Page not found</p>", { status: 404 });
    if (renders.failing.has(pathname)) return new Response("<p>Something went wrong</p>", { status: 500 });
    const form =
      pathname === "/admission-enquire"
        ? `<script nonce="${context.nonce}"></script><input name="idempotencyKey" value="${context.viewKey}"><p>${"Admission enquiry. ".repeat(100)}</p>`
        : "";
    // Absolute links are made from the request's origin, as the real pages' are.
    return new Response(
      `<!doctype html><link rel="canonical" href="${context.origin}${pathname}"><p>${pathname}</p><i>lang ${context.lang ?? "en"}</i>${form}`,
      {
        // Which render made the page, so a test tells an older copy from a newer one.
        headers: { "content-type": "text/html; charset=utf-8", "x-render": String(number) },
      },
    );
  };
  const app = await buildApp({
    config: testConfig({ dataDir, ...overrides }),
    pages: { buildDir: dataDir, handler, staleWaitMs: opts.staleWaitMs },
    logStream: opts.logStream,
  });
  app.addHook("onClose", async () => fs.rm(dataDir, { recursive: true, force: true }));
  return Object.assign(app, { renders });
}

/** A form post as a browser without JavaScript sends it. */
export const formPost = (url: string, fields: Record<string, string>, remoteAddress: string) => ({
  method: "POST" as const,
  url,
  payload: new URLSearchParams(fields).toString(),
  headers: { "content-type": "application/x-www-form-urlencoded" },
  remoteAddress,
});
