import type { FastifyInstance } from "fastify";
import { UploadLimits } from "../../contract/staff.ts";
import { staffApiPaths } from "../../contract/staff-api-paths.ts";
import { plainName } from "../http/nul-guard.ts";
import { queueAvif } from "../jobs/background.ts";
import { pdfHasText } from "../storage/pdf-text.ts";
import { processUpload, UploadError, uploadMessages } from "../storage/upload-processing.ts";
import type { AdminContext } from "./admin-context.ts";
import { invalid, staffOf } from "./admin-http.ts";

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

const uploadRouteMessages = {
  notMultipart: "Send the file as multipart/form-data, in a part named file.",
  noFile: "Choose a file to upload.",
} as const;

/**
 * POST /api/admin/uploads: one file, checked and cleaned by processUpload,
 * stored under a random name; images get their AVIF copies queued at once
 * (WebP copies are made on first request).
 */
export function registerUploadRoutes(admin: FastifyInstance, ctx: AdminContext<"files" | "jobs">): void {
  const { services } = ctx;

  admin.post(staffApiPaths.uploads, { config: { staffAccess: "uploads" } }, async (req, reply) => {
    const tooLarge = () =>
      reply.status(413).send({ statusCode: 413, message: uploadMessages.tooLarge(UploadLimits.maxBytes) });
    if (!req.isMultipart()) {
      return reply.status(415).send({ statusCode: 415, message: uploadRouteMessages.notMultipart });
    }
    // Refused before reading a byte when the request says it is too large.
    if (Number(req.headers["content-length"] ?? 0) > UploadLimits.maxBytes + MULTIPART_OVERHEAD) return tooLarge();

    let file: Awaited<ReturnType<typeof req.file>>;
    let data: Buffer;
    try {
      file = await req.file();
      if (file?.fieldname !== "file") return invalid(reply, { file: uploadRouteMessages.noFile });
      data = await file.toBuffer();
      // toBuffer() misses a cut that happens after its last chunk; busboy's flag does not.
      if (file.file.truncated) return tooLarge();
    } catch (e) {
      if ((e as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") return tooLarge();
      throw e;
    }
    if (data.length === 0) return invalid(reply, { file: uploadRouteMessages.noFile });

    let processed: Awaited<ReturnType<typeof processUpload>>;
    try {
      processed = await processUpload(data, UploadLimits);
    } catch (e) {
      if (e instanceof UploadError)
        return reply.status(e.statusCode).send({ statusCode: e.statusCode, message: e.message });
      throw e;
    }
    const school = staffOf(req).schoolCode;
    // The browser's file name is kept for staff to recognise; control characters (NUL breaks PostgreSQL) are dropped.
    const name = plainName(file.filename ?? "");
    const stored = await services.files.save(school, processed.data, name || `upload${processed.ext}`);
    await queueAvif(services, stored.id, school);
    await ctx.audit(req, "upload", "file", stored.id, `${processed.mime}, ${stored.bytes} bytes: ${name}`);
    // A scanned circular cannot be read on a phone: staff are asked for its words (issue 30).
    const hasText = processed.mime === "application/pdf" ? await pdfHasText(processed.data) : undefined;
    return reply.status(201).send({
      id: stored.id,
      mime: stored.mime,
      bytes: stored.bytes,
      width: stored.width,
      height: stored.height,
      ...(hasText === undefined ? {} : { hasText }),
    });
  });
}
