import fastifyCookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Services } from "../services.ts";
import { toCsv } from "./csv.ts";
import { SESSION_TTL_MS, StaffAuth, type StaffUser } from "./staff-auth.ts";

/** Over plain http (development, tests) the __Host- prefix is not allowed, as it needs Secure. */
export const SESSION_COOKIE = "staff_session";
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

const LoginBody = z.object({
  email: z.string().trim().min(1, "Enter your e-mail address").max(200),
  password: z.string().min(1, "Enter your password").max(1000),
});

const enquiryColumns = [
  ["createdAt", "Received"],
  ["academicYear", "Academic year"],
  ["name", "Student name"],
  ["fatherName", "Parent name"],
  ["phone", "Mobile number"],
  ["email", "E-mail"],
  ["school", "Board"],
  ["class", "Class"],
  ["consentAt", "Consent given"],
  ["status", "Status"],
  ["notes", "Notes"],
  ["id", "Id"],
] as const;

const enquiryReaders: StaffUser["role"][] = ["admin", "admissions"];

/**
 * Minimal staff access: sign in and out, and the enquiries as JSON and CSV.
 * Sessions are random tokens in an HttpOnly, SameSite=Strict cookie; the
 * database keeps only their hash.
 */
export function registerAdminRoutes(app: FastifyInstance, services: Services): void {
  app.register(async (admin) => {
    await admin.register(fastifyCookie);
    const auth = new StaffAuth(services);

    admin.addHook("onRequest", async (_req, reply) => {
      reply.header("Cache-Control", "no-store");
    });

    const tokenOf = (req: FastifyRequest) => req.cookies[SECURE_SESSION_COOKIE] ?? req.cookies[SESSION_COOKIE];

    const requireStaff = async (req: FastifyRequest, reply: FastifyReply, roles: StaffUser["role"][]) => {
      const user = await auth.session(tokenOf(req));
      if (!user) {
        reply.status(401).send({ statusCode: 401, message: "Please sign in." });
        return null;
      }
      if (!roles.includes(user.role)) {
        reply.status(403).send({ statusCode: 403, message: "Your account may not see this." });
        return null;
      }
      return user;
    };

    admin.post("/api/admin/login", { bodyLimit: 4096 }, async (req, reply) => {
      const parsed = LoginBody.safeParse(req.body);
      if (!parsed.success) {
        return reply.status(400).send({ statusCode: 400, message: "Send a JSON body with email and password." });
      }
      const result = await auth.login(parsed.data.email, parsed.data.password);
      if (result.status === "locked") {
        const minutes = Math.ceil(result.retryAfter / 60);
        return reply
          .status(429)
          .header("Retry-After", String(result.retryAfter))
          .send({
            statusCode: 429,
            message: `Too many failed sign-ins. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
          });
      }
      if (result.status === "denied") {
        return reply.status(401).send({ statusCode: 401, message: "Wrong e-mail or password." });
      }
      const https = req.protocol === "https";
      reply.setCookie(https ? SECURE_SESSION_COOKIE : SESSION_COOKIE, result.token, {
        path: "/",
        httpOnly: true,
        sameSite: "strict",
        secure: https,
        maxAge: Math.floor(SESSION_TTL_MS / 1000),
      });
      const { id, name, email, role } = result.user;
      return reply.send({ user: { id, email, name, role }, csrfToken: result.csrfToken });
    });

    // The signed-in user and the session's CSRF token (contract/staff.ts MeResponse).
    admin.get("/api/admin/me", async (req, reply) => {
      const user = await requireStaff(req, reply, ["admin", "editor", "admissions"]);
      if (!user) return reply;
      const { id, email, name, role } = user;
      return reply.send({ user: { id, email, name, role }, csrfToken: user.csrfToken });
    });

    admin.post("/api/admin/logout", async (req, reply) => {
      await auth.logout(tokenOf(req));
      const https = req.protocol === "https";
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      if (https) reply.clearCookie(SECURE_SESSION_COOKIE, { path: "/", secure: true });
      return reply.status(204).send();
    });

    admin.get("/api/admin/enquiries", async (req, reply) => {
      const user = await requireStaff(req, reply, enquiryReaders);
      if (!user) return reply;
      return reply.send(await services.enquiries.list(user.schoolCode));
    });

    admin.get("/api/admin/enquiries.csv", async (req, reply) => {
      const user = await requireStaff(req, reply, enquiryReaders);
      if (!user) return reply;
      const rows = await services.enquiries.list(user.schoolCode);
      await auth.audit(user.id, "export", `${rows.length} enquiries as CSV`, "enquiries", null);
      const csv = toCsv(
        enquiryColumns.map(([, label]) => label),
        rows.map((r) => enquiryColumns.map(([key]) => r[key])),
      );
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type("text/csv; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="enquiries-${day}.csv"`)
        .send(csv);
    });
  });
}
