import fs from "node:fs";
import fsp from "node:fs/promises";
import type { FastifyInstance } from "fastify";
import type { Services } from "../../services.ts";
import { mimeFor } from "../../storage/file-store.ts";
import { type VariantFormat, type VariantWidth, variantWidths } from "../../storage/image-variants.ts";
import { etagOf, matchesEtag } from "../content/http-cache.ts";

export const IMAGE_PATH = "/api/image/*";
export const IMAGE_SUMMARY =
  "A stored image or attachment by file id (or old-style path); images also as resized WebP/AVIF copies";

const IMMUTABLE = "public, max-age=31536000, immutable";
const variantFormats: readonly VariantFormat[] = ["webp", "avif"];

const imageMessages = {
  notFound: "File not found.",
  badWidth: `w must be one of ${variantWidths.join(", ")}.`,
  badFormat: `f must be one of ${variantFormats.join(", ")}, and needs w.`,
} as const;

/**
 * GET /api/image/{fileIdOrPath}[?w=400|800|1600[&f=webp|avif]]
 * File ids are random and never reused for other bytes, so answers are
 * cacheable for a year. Anything that is not a plain id inside the store
 * (traversal, encoded forms, backslashes, symlinks, private files, the
 * variant folder) is a 404, decided by FileStore before the disk is touched.
 */
export function registerImageRoutes(app: FastifyInstance, services: Services): void {
  app.get(IMAGE_PATH, async (req, reply) => {
    const id = (req.params as { "*": string })["*"];
    const q = req.query as Record<string, unknown>;
    const fail = (statusCode: 400 | 404, message: string) => reply.status(statusCode).send({ statusCode, message });

    let width: VariantWidth | null = null;
    if (q.w !== undefined) {
      width = variantWidths.find((w) => String(w) === q.w) ?? null;
      if (width === null) return fail(400, imageMessages.badWidth);
    }
    let format: VariantFormat = "webp";
    if (q.f !== undefined) {
      const f = variantFormats.find((v) => v === q.f);
      if (!f || width === null) return fail(400, imageMessages.badFormat);
      format = f;
    }

    const file = await services.store.resolveExisting(id);
    if (!file) return fail(404, imageMessages.notFound);

    let path = file.path;
    let type = mimeFor(id);
    let size = file.size;
    let cache = IMMUTABLE;
    // PDFs and other files have no variants: their own bytes answer.
    if (width !== null && services.images.isResizable(id)) {
      try {
        const variant = await services.images.get(id, width, format);
        if (!variant) return fail(404, imageMessages.notFound);
        path = variant.path;
        type = `image/${variant.format}`;
        size = (await fsp.stat(path)).size;
      } catch (err) {
        // A file sharp cannot decode is still served as stored, but never
        // cached for long under the variant's address: the next try may work.
        req.log.warn({ err, id }, "image variant failed; serving the original");
        cache = "no-cache";
      }
    }
    const etag = etagOf(`${id}|${width ?? ""}|${type}|${size}`);
    reply.header("ETag", etag).header("Cache-Control", cache).header("Access-Control-Allow-Origin", "*");
    if (matchesEtag(req.headers["if-none-match"], etag)) return reply.status(304).send();
    reply.type(type).header("Content-Length", size);
    if (type === "application/pdf") {
      // Uploaded PDFs are downloaded, never shown from the school's address:
      // a PDF's own JavaScript must not run here. The sandbox covers a
      // browser that opens it anyway.
      const name = id.slice(id.lastIndexOf("/") + 1).replace(/[^\w.-]/g, "");
      reply.header("Content-Disposition", `attachment; filename="${name}"`);
      reply.header("Content-Security-Policy", "sandbox; default-src 'none'; frame-ancestors 'none'");
    }
    return reply.send(fs.createReadStream(path));
  });
}
