import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { CertificateRequest, UpdateCertificateRequest } from "../../contract/staff.ts";
import { staffApiPaths } from "../../contract/staff-api-paths.ts";
import { CertificateService, certificateMessages } from "../certificates/certificate-service.ts";
import { mimeFor } from "../storage/file-store.ts";
import type { AdminContext } from "./admin-context.ts";
import { invalid, notFound, parseOr400, staffOf } from "./admin-http.ts";

/** The services the certificate screens use. */
type CertificateContext = AdminContext<"database" | "files" | "images" | "store">;

const IdParams = z.object({ id: z.string().min(1).max(64) });
const SearchQuery = z.object({ q: z.string().max(200).optional() });
const LookupQuery = z.object({ admissionNo: z.string().max(50).optional() });
const LOOKUP_LIMIT = 500;

/**
 * Transfer certificates (certificate-service.ts keeps them): list, look-up
 * log, add, replace, revoke and restore, and the image itself through
 * GET …/:id/file, the only address staff open it at.
 */
export function registerCertificateRoutes(admin: FastifyInstance, ctx: CertificateContext): void {
  const { services } = ctx;
  const certificates = new CertificateService(services);
  const opts = { config: { staffAccess: "certificates" as const } };

  admin.get(staffApiPaths.certificates.list, opts, async (req, reply) => {
    const query = parseOr400(SearchQuery, req.query, reply);
    if (!query) return reply;
    return reply.send(await certificates.search(staffOf(req).schoolCode, query.q?.trim()));
  });

  admin.get(staffApiPaths.certificates.lookups, opts, async (req, reply) => {
    const query = parseOr400(LookupQuery, req.query, reply);
    if (!query) return reply;
    const admissionNo = query.admissionNo?.trim() ? query.admissionNo : undefined;
    return reply.send(await certificates.lookups(staffOf(req).schoolCode, admissionNo, LOOKUP_LIMIT));
  });

  admin.post(staffApiPaths.certificates.list, opts, async (req, reply) => {
    const input = parseOr400(CertificateRequest, req.body, reply);
    if (!input) return reply;
    const result = await certificates.create(staffOf(req).schoolCode, input);
    if (result.status === "invalid") return invalid(reply, result.errors);
    await ctx.audit(req, "create", "certificate", result.id, `admission no. ${input.admissionNo}`);
    return reply.status(201).send(result.certificate);
  });

  admin.put(staffApiPaths.certificates.one, opts, async (req, reply) => {
    const params = IdParams.safeParse(req.params);
    if (!params.success) return notFound(reply, certificateMessages.gone);
    const input = parseOr400(UpdateCertificateRequest, req.body, reply);
    if (!input) return reply;
    const result = await certificates.update(staffOf(req).schoolCode, params.data.id, input);
    if (result.status === "gone") return notFound(reply, certificateMessages.gone);
    if (result.status === "invalid") return invalid(reply, result.errors);
    const { before } = result;
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
    return reply.send(result.certificate);
  });

  for (const action of ["revoke", "restore"] as const) {
    admin.post(staffApiPaths.certificates[action], opts, async (req, reply) => {
      const params = IdParams.safeParse(req.params);
      if (!params.success) return notFound(reply, certificateMessages.gone);
      const result = await certificates.setRevoked(staffOf(req).schoolCode, params.data.id, action === "revoke");
      if (result.status === "gone") return notFound(reply, certificateMessages.gone);
      if (result.status === "invalid") return invalid(reply, result.errors, certificateMessages.duplicate);
      await ctx.audit(req, action, "certificate", result.before.id, `admission no. ${result.before.admissionNo}`);
      return reply.send(result.certificate);
    });
  }

  admin.get(staffApiPaths.certificates.file, opts, async (req, reply) => {
    const params = IdParams.safeParse(req.params);
    if (!params.success) return notFound(reply, certificateMessages.gone);
    const row = await certificates.byId(staffOf(req).schoolCode, params.data.id);
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
