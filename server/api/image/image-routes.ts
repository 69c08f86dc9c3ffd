import type { Readable } from "node:stream";
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
  unavailable: "Files cannot be read just now. Try again in a few seconds.",
  badWidth: `w must be one of ${variantWidths.join(", ")}.`,
  badFormat: `f must be one of ${variantFormats.join(", ")}, and needs w.`,
} as const;

/**
 * GET /api/image/{fileIdOrPath}[?w=400|800|1600[&f=webp|avif]]
 * File ids are random and never reused for other bytes, so answers are
 * cacheable for a year. Anything that is not a plain id inside the store
 * (traversal, encoded forms, backslashes, symlinks, private files, the
 * variant folder) is a 404, decided by the FileStore before the disk or the
 * bucket is touched. An unreachable bucket is a 503 with Retry-After.
 */
export function registerImageRoutes(app: FastifyInstance, services: Pick<Services, "images" | "store">): void {
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

    // Each school's files are its own: the host's school picks the store.
    const images = services.images.forSchool(req.school);
    const store = services.store.forSchool(req.school);
    let body: Readable | Buffer;
    let type = mimeFor(id);
    let size: number;
    let cache = IMMUTABLE;
    try {
      const variant =
        width !== null && images.isResizable(id)
          ? await images.get(id, width, format).catch((err) => {
              // A file sharp cannot decode is still served as stored, but never
              // cached under the variant's address: the next try may work, and
              // a phone shows a picture rather than a broken one.
              req.log.warn({ err, id }, "image variant failed; serving the original");
              cache = "no-store";
              return undefined;
            })
          : undefined;
      if (variant === null) return fail(404, imageMessages.notFound);
      if (variant) {
        ({ body, size } = variant);
        type = `image/${variant.format}`;
        // Made but not stored (the store refused the write): right, but made again soon.
        if (!variant.kept) cache = "public, max-age=60";
      } else {
        const file = await store.open(id);
        if (!file) return fail(404, imageMessages.notFound);
        ({ stream: body, size } = file);
      }
    } catch (err) {
      // The bucket is unreachable: a short outage, not a missing file.
      req.log.error({ err, id }, "file store unreachable");
      return reply
        .status(503)
        .header("Retry-After", "5")
        .header("Cache-Control", "no-store")
        .send({ statusCode: 503, message: imageMessages.unavailable });
    }
    const etag = etagOf(`${id}|${width ?? ""}|${type}|${size}`);
    reply.header("ETag", etag).header("Cache-Control", cache).header("Access-Control-Allow-Origin", "*");
    if (matchesEtag(req.headers["if-none-match"], etag)) {
      if (!Buffer.isBuffer(body)) body.destroy();
      return reply.status(304).send();
    }
    reply.type(type).header("Content-Length", size);
    if (type === "application/pdf") {
      // Uploaded PDFs are downloaded, never shown from the school's address:
      // a PDF's own JavaScript must not run here. The sandbox covers a
      // browser that opens it anyway.
      const name = id.slice(id.lastIndexOf("/") + 1).replace(/[^\w.-]/g, "");
      reply.header("Content-Disposition", `attachment; filename="${name}"`);
      reply.header("Content-Security-Policy", "sandbox; default-src 'none'; frame-ancestors 'none'");
    }
    return reply.send(body);
  });
}
