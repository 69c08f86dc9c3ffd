import type { FastifyInstance } from "fastify";
import { cachedBody, sendCached } from "../content/http-cache.ts";
import { renderDocsPage } from "./docs-page.ts";
import { buildOpenApiDocument, DOCS_PATH } from "./openapi.ts";

const DOCS_CACHE_CONTROL = "public, max-age=300";

/**
 * GET /api/docs: the OpenAPI 3.1 document as JSON, or as a readable page when
 * the client prefers HTML (a browser) or asks with ?format=html. Both are
 * built once: they only change with the code.
 */
export function registerDocsRoutes(app: FastifyInstance): void {
  const doc = buildOpenApiDocument();
  const variants = {
    json: cachedBody(Buffer.from(JSON.stringify(doc))),
    html: cachedBody(Buffer.from(renderDocsPage(doc, `${DOCS_PATH}?format=json`)), "text/html; charset=utf-8"),
  };

  app.get(DOCS_PATH, { compress: false }, async (req, reply) => {
    const format = (req.query as Record<string, unknown>).format;
    if (format !== undefined && format !== "json" && format !== "html") {
      return reply.status(400).send({ statusCode: 400, message: "format must be json or html." });
    }
    const chosen = variants[format ?? (prefersHtml(req.headers.accept) ? "html" : "json")];
    // The answer depends on Accept as well as on Accept-Encoding.
    return sendCached(req, reply, chosen, DOCS_CACHE_CONTROL, { Vary: "Accept" });
  });
}

/**
 * True when the Accept header ranks HTML above JSON (browsers send
 * text/html first); a bare or missing Accept gets JSON.
 */
export function prefersHtml(accept: string | undefined): boolean {
  if (!accept) return false;
  let html = 0;
  let json = 0;
  for (const part of accept.split(",").slice(0, 50)) {
    const [rawType, ...params] = part.trim().toLowerCase().split(";");
    const type = rawType.trim();
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q)) continue;
    if (type === "text/html" || type === "application/xhtml+xml") html = Math.max(html, q);
    else if (type === "application/json") json = Math.max(json, q);
  }
  return html > json;
}
