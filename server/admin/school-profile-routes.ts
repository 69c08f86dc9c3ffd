import type { FastifyInstance } from "fastify";
import type { GettingStartedAnswer, SchoolProfileAnswer } from "../../contract/school-profile.ts";
import { can } from "../../contract/staff.ts";
import { gettingStartedChecks } from "../content/getting-started.ts";
import { FileUsage } from "../storage/file-usage.ts";
import type { AdminContext } from "./admin-context.ts";
import { invalid, staffOf } from "./admin-http.ts";

const profileRouteMessages = {
  logoNotImage: "Upload the logo as a PNG, WebP or JPEG picture.",
} as const;

/**
 * The school's details (contract/school-profile.ts), admins only:
 * GET /api/admin/school-profile and PUT with the whole profile. A change
 * bumps the content version, so every page and API answer shows it at once.
 * GET /api/admin/getting-started lists what still shows the demo's material.
 */
export function registerSchoolProfileRoutes(admin: FastifyInstance, ctx: AdminContext): void {
  const { services } = ctx;
  const usage = new FileUsage(services.database.db, services.store);
  const opts = { config: { staffAccess: "schoolProfile" as const } };

  admin.get("/api/admin/school-profile", opts, async (req, reply) => {
    const profile = await services.profiles.get(staffOf(req).schoolCode);
    return reply.send({ profile } satisfies SchoolProfileAnswer);
  });

  admin.put("/api/admin/school-profile", { ...opts, bodyLimit: 64 * 1024 }, async (req, reply) => {
    const school = staffOf(req).schoolCode;
    const before = await services.profiles.get(school);
    const logo = (req.body as { logo?: unknown } | null)?.logo;
    // The logo must be a picture this school uploaded (never a PDF or a private file).
    if (typeof logo === "string" && logo !== "" && logo !== before.logo) {
      const known = await usage.known(school, [logo]);
      if (logo.startsWith("private/") || !known.get(logo)?.mime.startsWith("image/"))
        return invalid(reply, { logo: profileRouteMessages.logoNotImage });
    }
    const result = await services.profiles.save(school, req.body);
    if (result.status === "invalid") return invalid(reply, result.errors);
    const changed = Object.keys(result.profile).filter(
      (k) =>
        JSON.stringify(result.profile[k as keyof typeof before]) !== JSON.stringify(before[k as keyof typeof before]),
    );
    await ctx.audit(req, "update", "schoolProfile", school, `changed: ${changed.join(", ") || "nothing"}`);
    return reply.send({ profile: result.profile } satisfies SchoolProfileAnswer);
  });

  admin.get("/api/admin/getting-started", { config: { staffAccess: "signed-in" } }, async (req, reply) => {
    const user = staffOf(req);
    const items = [];
    for (const check of gettingStartedChecks) {
      if (can(user.role, check.permission)) items.push(...(await check.run(services, user.schoolCode)));
    }
    return reply.send({ items } satisfies GettingStartedAnswer);
  });
}
