import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { BRAND_CARD, SHARE_IMAGE_PREFIX } from "../../../contract/share-card.ts";
import type { Services } from "../../services.ts";

/**
 * GET /share-image/{fileId}: the stored photo cut to the 1200×630 sharing
 * size (centre crop, JPEG). File ids never get other bytes, so the answer
 * is cacheable for a year; anything but a stored picture is a 404.
 */
export function registerShareImage(app: FastifyInstance, services: Pick<Services, "images" | "store">): void {
  app.get(`${SHARE_IMAGE_PREFIX}*`, async (req, reply) => {
    const id = (req.params as { "*": string })["*"];
    const file = services.images.isResizable(id) ? await services.store.forSchool(req.school).read(id) : null;
    if (!file) return reply.status(404).send({ statusCode: 404, message: "File not found." });
    try {
      const data = await sharp(file)
        .rotate()
        .resize(BRAND_CARD.width, BRAND_CARD.height, { fit: "cover", position: "attention" })
        .jpeg({ quality: 80, mozjpeg: true })
        .toBuffer();
      return reply
        .header("content-type", "image/jpeg")
        .header("cache-control", "public, max-age=31536000, immutable")
        .send(data);
    } catch {
      // A stored file that is not a readable picture: no preview rather than an error page.
      return reply.status(404).send({ statusCode: 404, message: "File not found." });
    }
  });
}
