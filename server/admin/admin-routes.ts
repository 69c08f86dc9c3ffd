import fastifyCookie from "@fastify/cookie";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { UploadLimits } from "../../contract/staff.ts";
import { staffApiPaths } from "../../contract/staff-api-paths.ts";
import { SESSION_TTL_MS } from "../accounts/staff-auth.ts";
import { registerDisclosureRoutes } from "../disclosure/disclosure-routes.ts";
import { registerPageAdminRoutes } from "../pages/page-admin-routes.ts";
import type { Services } from "../services.ts";
import { registerTranslationAdminRoutes } from "../translations/translation-admin-routes.ts";
import { registerAccountRoutes } from "./account-routes.ts";
import type { AdminContext } from "./admin-context.ts";
import { installStaffGuard, type StaffRouteInfo, securedCookies, staffOf, tooManyTries } from "./admin-http.ts";
import { registerAlertRoutes } from "./alert-routes.ts";
import { registerApprovalRoutes } from "./approval-routes.ts";
import { registerAuditRoutes } from "./audit-routes.ts";
import { registerCertificateRoutes } from "./certificate-routes.ts";
import { registerContentAdminRoutes } from "./content-admin-routes.ts";
import { registerEnquiryAdminRoutes } from "./enquiry-admin-routes.ts";
import { registerPagePhotoRoutes } from "./page-photo-routes.ts";
import { registerSchoolProfileRoutes } from "./school-profile-routes.ts";
import { registerUploadRoutes } from "./upload-routes.ts";
import { registerVerifySlipRoutes } from "./verify-slip-routes.ts";

/** Over plain http (development, tests) the __Host- prefix is not allowed, as it needs Secure. */
const SESSION_COOKIE = "staff_session";
const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

const LoginBody = z.object({
  email: z.string().trim().min(1, "Enter your e-mail address").max(200),
  password: z.string().min(1, "Enter your password").max(1000),
});

/**
 * The staff API under /api/admin (contract/staff.ts), in its own plugin with
 * the cookie and multipart parsers. Sessions are random tokens in an
 * HttpOnly, SameSite=Strict cookie; the database keeps only their hash.
 * Every route declares who may call it and the guard (admin-http.ts) checks
 * the session, the CSRF token and Origin of changes, and the role.
 */
export function registerAdminRoutes(app: FastifyInstance, services: Services, staffRoutes: StaffRouteInfo[]): void {
  app.register(async (admin) => {
    await admin.register(fastifyCookie);
    await admin.register(fastifyMultipart, {
      limits: { fileSize: UploadLimits.maxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1000, headerPairs: 50 },
    });
    const auth = services.staffAuth;
    const tokenOf = (req: FastifyRequest) => req.cookies[SECURE_SESSION_COOKIE] ?? req.cookies[SESSION_COOKIE];
    installStaffGuard(admin, services, auth, tokenOf, staffRoutes);

    const ctx: AdminContext = {
      services,
      auth,
      audit: (req, action, entity, entityId, detail) =>
        auth.audit(staffOf(req).schoolCode, staffOf(req).id, action, detail.slice(0, 500), entity, entityId),
    };

    admin.post(
      staffApiPaths.session.login,
      { bodyLimit: 4096, config: { staffAccess: "public" } },
      async (req, reply) => {
        const parsed = LoginBody.safeParse(req.body);
        if (!parsed.success) {
          return reply.status(400).send({ statusCode: 400, message: "Send a JSON body with email and password." });
        }
        const result = await auth.login(parsed.data.email, parsed.data.password, req.ip, req.school);
        if (result.status === "locked") return tooManyTries(reply, result.retryAfter, "failed sign-ins");
        if (result.status === "denied") {
          return reply.status(401).send({ statusCode: 401, message: "Wrong e-mail or password." });
        }
        const https = securedCookies(req, services.config.publicOrigin);
        reply.setCookie(https ? SECURE_SESSION_COOKIE : SESSION_COOKIE, result.token, {
          path: "/",
          httpOnly: true,
          sameSite: "strict",
          secure: https,
          maxAge: Math.floor(SESSION_TTL_MS / 1000),
        });
        const { id, name, email, role } = result.user;
        return reply.send({ user: { id, email, name, role }, csrfToken: result.csrfToken });
      },
    );

    // The signed-in user and the session's CSRF token (contract/staff.ts MeResponse).
    admin.get(staffApiPaths.session.me, { config: { staffAccess: "signed-in" } }, async (req, reply) => {
      const { id, email, name, role, csrfToken } = staffOf(req);
      return reply.send({ user: { id, email, name, role }, csrfToken });
    });

    admin.post(staffApiPaths.session.logout, { config: { staffAccess: "signed-in" } }, async (req, reply) => {
      await auth.logout(tokenOf(req));
      const https = securedCookies(req, services.config.publicOrigin);
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
      if (https) reply.clearCookie(SECURE_SESSION_COOKIE, { path: "/", secure: true });
      return reply.status(204).send();
    });

    registerAccountRoutes(admin, ctx);
    registerContentAdminRoutes(admin, ctx);
    registerAlertRoutes(admin, ctx);
    registerApprovalRoutes(admin, ctx);
    registerUploadRoutes(admin, ctx);
    registerPagePhotoRoutes(admin, ctx);
    registerEnquiryAdminRoutes(admin, ctx);
    registerCertificateRoutes(admin, ctx);
    registerVerifySlipRoutes(admin, ctx);
    registerAuditRoutes(admin, ctx);
    registerSchoolProfileRoutes(admin, ctx);
    registerDisclosureRoutes(admin, ctx);
    registerPageAdminRoutes(admin, ctx);
    registerTranslationAdminRoutes(admin, ctx);
  });
}
