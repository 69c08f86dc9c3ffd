import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { CertificateRequest, UpdateCertificateRequest } from "../../contract/staff.ts";
import { CertificateRepository, type CertificateRow } from "../certificates/certificate-repository.ts";
import { newId } from "../content/content-repository.ts";
import { mimeFor } from "../storage/file-store.ts";
import { FileUsage } from "../storage/file-usage.ts";
import type { AdminContext } from "./admin-context.ts";
import { invalid, notFound, parseOr400, staffOf } from "./admin-http.ts";

const IdParams = z.object({ id: z.string().min(1).max(64) });
const SearchQuery = z.object({ q: z.string().max(200).optional() });
const LookupQuery = z.object({ admissionNo: z.string().max(50).optional() });
const LOOKUP_LIMIT = 500;

export const certificateMessages = {
  gone: "This certificate no longer exists.",
  notImage: "Choose an uploaded image of the certificate (JPEG, PNG or WebP).",
  duplicate: "A certificate for this admission number already exists. Replace its file instead.",
  fileMissing: "The certificate's file is missing. Upload it again with Replace.",
} as const;

const view = (r: CertificateRow) => ({
  id: r.id,
  admissionNo: r.admissionNo,
  studentName: r.studentName,
  revokedAt: r.revokedAt,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
});

/**
 * Transfer certificates: each is an image in the private store, which has no
 * public address; parents reach it only through a lookup's short-lived link
 * (tc-service.ts), and staff through GET …/:id/file. An uploaded image is
 * copied in and its public upload deleted (unless something else uses the
 * same bytes).
 */
export function registerCertificateRoutes(admin: FastifyInstance, ctx: AdminContext): void {
  const { services } = ctx;
  const usage = new FileUsage(services.database.db, services.store);
  const certificates = new CertificateRepository(services.database.db);
  const opts = { config: { staffAccess: "certificates" as const } };
  const byId = (school: string, id: string) => certificates.byId(school, id);
  const activeWith = (school: string, admissionNo: string, except?: string) =>
    certificates.activeWith(school, admissionNo, except);

  /** Copies an uploaded image into the private store; undefined (after a 400) when it is not one. */
  const privateCopy = async (school: string, upload: string, reply: FastifyReply) => {
    const known = await usage.known(school, [upload]);
    const data = upload.startsWith("private/") ? null : await services.store.read(upload);
    if (!data || !known.get(upload)?.mime.startsWith("image/")) {
      invalid(reply, { file: certificateMessages.notImage });
      return undefined;
    }
    const stored = await services.files.save(school, data, "certificate", { private: true });
    return stored.id;
  };

  admin.get("/api/admin/certificates", opts, async (req, reply) => {
    const query = parseOr400(SearchQuery, req.query, reply);
    if (!query) return reply;
    const rows = await certificates.search(staffOf(req).schoolCode, query.q?.trim());
    return reply.send(rows.map(view));
  });

  admin.get("/api/admin/certificates/lookups", opts, async (req, reply) => {
    const query = parseOr400(LookupQuery, req.query, reply);
    if (!query) return reply;
    const rows = await certificates.lookups(
      staffOf(req).schoolCode,
      query.admissionNo?.trim() ? query.admissionNo : undefined,
      LOOKUP_LIMIT,
    );
    return reply.send(rows.map((r) => ({ ...r, found: Boolean(r.found), via: r.via ?? "lookup" })));
  });

  admin.post("/api/admin/certificates", opts, async (req, reply) => {
    const input = parseOr400(CertificateRequest, req.body, reply);
    if (!input) return reply;
    const school = staffOf(req).schoolCode;
    if (await activeWith(school, input.admissionNo))
      return invalid(reply, { admissionNo: certificateMessages.duplicate });
    const file = await privateCopy(school, input.file, reply);
    if (!file) return reply;
    const now = new Date().toISOString();
    const id = newId();
    await certificates.insert({
      id,
      schoolCode: school,
      admissionNo: input.admissionNo,
      studentName: input.studentName,
      file,
      revokedAt: null,
      createdAt: now,
      updatedAt: now,
    });
    services.images.forget(input.file);
    await usage.removeIfUnused(school, input.file);
    await ctx.audit(req, "create", "certificate", id, `admission no. ${input.admissionNo}`);
    const created = await byId(school, id);
    return reply.status(201).send(created && view(created));
  });

  admin.put("/api/admin/certificates/:id", opts, async (req, reply) => {
    const params = IdParams.safeParse(req.params);
    if (!params.success) return notFound(reply, certificateMessages.gone);
    const input = parseOr400(UpdateCertificateRequest, req.body, reply);
    if (!input) return reply;
    const school = staffOf(req).schoolCode;
    const before = await byId(school, params.data.id);
    if (!before) return notFound(reply, certificateMessages.gone);
    let file = before.file;
    if (input.file) {
      const copy = await privateCopy(school, input.file, reply);
      if (!copy) return reply;
      file = copy;
    }
    const changes = { studentName: input.studentName ?? before.studentName, file, updatedAt: new Date().toISOString() };
    await certificates.update(before.id, changes);
    if (input.file) {
      services.images.forget(input.file);
      await usage.removeIfUnused(school, input.file);
      if (before.file !== file) await usage.removeIfUnused(school, before.file);
    }
    const what = [
      input.file ? "file replaced" : "",
      input.studentName && input.studentName !== before.studentName ? "name changed" : "",
    ];
    await ctx.audit(
      req,
      "update",
      "certificate",
      before.id,
      `admission no. ${before.admissionNo}: ${what.filter(Boolean).join(", ") || "unchanged"}`,
    );
    const after = await byId(school, before.id);
    return reply.send(after && view(after));
  });

  for (const action of ["revoke", "restore"] as const) {
    admin.post(`/api/admin/certificates/:id/${action}`, opts, async (req, reply) => {
      const params = IdParams.safeParse(req.params);
      if (!params.success) return notFound(reply, certificateMessages.gone);
      const school = staffOf(req).schoolCode;
      const before = await byId(school, params.data.id);
      if (!before) return notFound(reply, certificateMessages.gone);
      if (action === "restore" && before.revokedAt && (await activeWith(school, before.admissionNo, before.id))) {
        return invalid(reply, { admissionNo: certificateMessages.duplicate }, certificateMessages.duplicate);
      }
      const now = new Date().toISOString();
      // Revoking again keeps the first date.
      const revokedAt = action === "revoke" ? (before.revokedAt ?? now) : null;
      await certificates.setRevoked(before.id, revokedAt, now);
      await ctx.audit(req, action, "certificate", before.id, `admission no. ${before.admissionNo}`);
      const after = await byId(school, before.id);
      return reply.send(after && view(after));
    });
  }

  admin.get("/api/admin/certificates/:id/file", opts, async (req, reply) => {
    const params = IdParams.safeParse(req.params);
    if (!params.success) return notFound(reply, certificateMessages.gone);
    const row = await byId(staffOf(req).schoolCode, params.data.id);
    if (!row) return notFound(reply, certificateMessages.gone);
    const file = await services.store.open(row.file, { allowPrivate: true });
    if (!file) return notFound(reply, certificateMessages.fileMissing);
    const safeName = row.admissionNo.replace(/[^A-Za-z0-9_-]+/g, "-").slice(0, 50) || "certificate";
    const ext = row.file.slice(row.file.lastIndexOf("."));
    return reply
      .type(mimeFor(row.file))
      .header("Content-Length", file.size)
      .header("Content-Disposition", `inline; filename="tc-${safeName}${ext}"`)
      .send(file.stream);
  });
}
