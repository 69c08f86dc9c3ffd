import type { FastifyInstance, FastifyReply } from "fastify";
import { IDEMPOTENCY_HEADER } from "../../../contract/enquiry.ts";
import { SAMPLE_CERTIFICATE_ID } from "../../certificates/sample-certificate-pdf.ts";
import { knownSchool } from "../../http/known-school.ts";
import type { Services } from "../../services.ts";
import { mimeFor } from "../../storage/file-store.ts";

/** What the forms use. */
type FormServices = Pick<Services, "certificateLookup" | "enquiries" | "schools" | "store">;

/** Much smaller than the server-wide limit: an enquiry is a few hundred bytes. */
const FORM_BODY_LIMIT = 16 * 1024;
const LOOKUP_BODY_LIMIT = 4 * 1024;

/** The file name the download link asks for (the page makes it from the admission number), or tc.jpg. */
function certificateDownloadName(asked: unknown): string {
  return typeof asked === "string" && /^[A-Za-z0-9_-]{1,64}\.jpg$/.test(asked) ? asked : "tc.jpg";
}

/**
 * POST /api/form/{school}/AdmissionEnquire, POST /api/tc/{school}, the
 * short-lived certificate download /api/image/tc/{token} and the sample
 * certificate PDF. The page actions without JavaScript call the same services.
 */
export function registerFormRoutes(app: FastifyInstance, services: FormServices): void {
  registerEnquiryRoute(app, services);
  registerCertificateRoutes(app, services);
}

/** A refusal for asking too often, saying when to try again. */
const tooManyRequests = (reply: FastifyReply, outcome: { retryAfter: number; message: string }) =>
  reply
    .status(429)
    .header("Retry-After", String(outcome.retryAfter))
    .send({ statusCode: 429, message: outcome.message });

/** POST /api/form/{school}/AdmissionEnquire. */
function registerEnquiryRoute(app: FastifyInstance, services: FormServices): void {
  // Its schema refuses NUL and other control characters in every field, naming the field.
  const enquiryOpts = { bodyLimit: FORM_BODY_LIMIT, config: { ownTextChecks: true } };
  app.post("/api/form/:school/AdmissionEnquire", enquiryOpts, async (req, reply) => {
    const school = await knownSchool(services, req, reply);
    if (!school) return reply;
    reply.header("Cache-Control", "no-store");
    const header = req.headers[IDEMPOTENCY_HEADER];
    // The form of a page in another language says so in its address (?lang=mr).
    const lang = (req.query as Record<string, unknown> | undefined)?.lang;
    const outcome = await services.enquiries.submit(school, req.body, {
      clientIp: req.ip,
      idempotencyKey: typeof header === "string" && header !== "" ? header : undefined,
      lang: typeof lang === "string" ? lang : undefined,
    });
    switch (outcome.status) {
      case "created":
        if (outcome.replayed) reply.header("Idempotent-Replayed", "true");
        return reply.status(201).send({ id: outcome.id });
      case "invalid":
        return reply
          .status(400)
          .send({ statusCode: 400, message: "Please correct the fields listed in errors.", errors: outcome.errors });
      case "conflict":
        return reply.status(422).send({ statusCode: 422, message: outcome.message });
      case "rate-limited":
        return tooManyRequests(reply, outcome);
    }
  });
}

/** The certificate lookup, the short-lived download of a found certificate, and the sample certificate. */
function registerCertificateRoutes(app: FastifyInstance, services: FormServices): void {
  app.post("/api/tc/:school", { bodyLimit: LOOKUP_BODY_LIMIT }, async (req, reply) => {
    const school = await knownSchool(services, req, reply);
    if (!school) return reply;
    reply.header("Cache-Control", "no-store");
    const outcome = await services.certificateLookup.lookup(school, req.body, { clientIp: req.ip });
    switch (outcome.status) {
      case "found":
        return reply.status(200).send({ data: outcome.data });
      case "not-found":
        return reply.status(404).send({ statusCode: 404, message: "No certificate matches these details." });
      case "invalid":
        return reply
          .status(400)
          .send({ statusCode: 400, message: "Please fill in all fields", errors: outcome.errors });
      case "rate-limited":
        return tooManyRequests(reply, outcome);
    }
  });

  // More specific than /api/image/*, so the router picks it for these paths.
  app.get("/api/image/tc/:token", async (req, reply) => {
    const file = await services.certificateLookup.open((req.params as { token: string }).token);
    if (!file) return reply.status(404).send({ statusCode: 404, message: "File not found." });
    return reply
      .header("Cache-Control", "private, no-store")
      .header(
        "Content-Disposition",
        `attachment; filename="${certificateDownloadName((req.query as { file?: unknown }).file)}"`,
      )
      .header("Referrer-Policy", "no-referrer")
      .header("X-Robots-Tag", "noindex")
      .type(mimeFor(file.id))
      .header("Content-Length", file.size)
      .send(file.stream);
  });

  app.get(
    `/api/image/${SAMPLE_CERTIFICATE_ID}`,
    {
      // The /tc page frames this one file; every other response keeps frame-ancestors 'none'.
      // Route hooks run after the server-wide security hook, so these values win.
      onSend: async (_req, reply, payload) => {
        reply.header("X-Frame-Options", "SAMEORIGIN");
        reply.header(
          "Content-Security-Policy",
          "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'",
        );
        return payload;
      },
    },
    async (_req, reply) => {
      const file = await services.store.open(SAMPLE_CERTIFICATE_ID);
      if (!file) return reply.status(404).send({ statusCode: 404, message: "File not found." });
      return reply
        .header("Cache-Control", "public, max-age=3600")
        .header("Content-Disposition", 'inline; filename="tc-sample.pdf"')
        .type("application/pdf")
        .header("Content-Length", file.size)
        .send(file.stream);
    },
  );
}
