import fs from "node:fs";
import type { FastifyInstance } from "fastify";
import type { Services } from "../../services.ts";
import { mimeFor } from "../../storage/file-store.ts";
import { type VariantFormat, type VariantWidth, variantWidths } from "../../storage/image-variants.ts";
import { etagOf, matchesEtag } from "../content/content-routes.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * GET /api/image/{fileIdOrPath}[?w=400|800|1600[&f=webp|avif]]
 * File ids are random and never reused for other bytes, so answers are
 * cacheable for a year. Anything that is not a plain id inside the store
 * (traversal, encoded forms, backslashes, symlinks, private files) is a 404.
 */
export function registerImageRoutes(app: FastifyInstance, services: Services): void {
  app.get("/api/image/*", async (req, reply) => {
    const id = (req.params as { "*": string })["*"];
    const notFound = () => reply.status(404).send({ statusCode: 404, message: "File not found." });
    const file = await services.store.resolveExisting(id);
    if (!file) return notFound();

    const q = req.query as Record<string, string | undefined>;
    let path = file.path;
    let type = mimeFor(id);
    let size = file.size;
    if (q.w !== undefined) {
      const width = Number(q.w) as VariantWidth;
      if (!variantWidths.includes(width)) {
        return reply.status(400).send({ statusCode: 400, message: `w must be one of ${variantWidths.join(", ")}.` });
      }
      const format: VariantFormat = q.f === "avif" ? "avif" : "webp";
      if (q.f !== undefined && q.f !== "webp" && q.f !== "avif") {
        return reply.status(400).send({ statusCode: 400, message: "f must be webp or avif." });
      }
      if (services.images.isResizable(id)) {
        const variant = await services.images.get(id, width, format);
        if (!variant) return notFound();
        path = variant.path;
        type = `image/${variant.format}`;
        size = fs.statSync(path).size;
      }
    }
    const etag = etagOf(`${id}|${q.w ?? ""}|${type}|${size}`);
    reply.header("ETag", etag).header("Cache-Control", IMMUTABLE).header("Vary", "Accept-Encoding");
    if (matchesEtag(req.headers["if-none-match"], etag)) return reply.status(304).send();
    reply.type(type).header("Content-Length", size);
    if (type === "application/pdf") reply.header("Content-Disposition", "inline");
    return reply.send(fs.createReadStream(path));
  });
}
