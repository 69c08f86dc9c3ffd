import type { FastifyInstance } from "fastify";
import type { GettingStartedAnswer, SchoolProfileAnswer } from "../../contract/school-profile.ts";
import { can } from "../../contract/staff.ts";
import { staffApiPaths } from "../../contract/staff-api-paths.ts";
import { DemoMarks, isDemoProfilePart } from "../content/demo-marks.ts";
import { gettingStartedChecks } from "../content/getting-started.ts";
import { FileUsage } from "../storage/file-usage.ts";
import { plateLogo } from "../storage/logo-plate.ts";
import type { AdminContext } from "./admin-context.ts";
import { invalid, staffOf } from "./admin-http.ts";

const profileRouteMessages = {
  logoNotImage: "Upload the logo as a PNG, WebP or JPEG picture.",
  unknownPart: "There is no such part of the school's details to confirm.",
} as const;

/**
 * The school's details (contract/school-profile.ts), admins only:
 * GET /api/admin/school-profile and PUT with the whole profile. A change
 * bumps the content version, so every page and API answer shows it at once.
 * GET /api/admin/getting-started lists what still shows the demo's material.
 */
export function registerSchoolProfileRoutes(
  admin: FastifyInstance,
  ctx: AdminContext<"database" | "disclosure" | "files" | "profiles" | "store">,
): void {
  const { services } = ctx;
  const usage = new FileUsage(services.database.db, services.store);
  const marks = new DemoMarks(services.database.db);
  const opts = { config: { staffAccess: "schoolProfile" as const } };

  admin.get(staffApiPaths.schoolProfile.profile, opts, async (req, reply) => {
    const school = staffOf(req).schoolCode;
    const profile = await services.profiles.get(school);
    return reply.send({ profile, fromDemo: await marks.of(school) } satisfies SchoolProfileAnswer);
  });

  // Staff checked a part that came with the demo (the admission choices, the CBSE numbers) and keep it as it is.
  admin.post(staffApiPaths.schoolProfile.confirm, opts, async (req, reply) => {
    const parts = (req.body as { parts?: unknown } | null)?.parts;
    if (
      !Array.isArray(parts) ||
      parts.length === 0 ||
      !parts.every((p) => typeof p === "string" && isDemoProfilePart(p))
    )
      return invalid(reply, { parts: profileRouteMessages.unknownPart }, profileRouteMessages.unknownPart);
    const school = staffOf(req).schoolCode;
    await marks.clear(school, parts);
    await ctx.audit(req, "update", "schoolProfile", school, `confirmed: ${parts.join(", ")}`);
    return reply.send({ fromDemo: await marks.of(school) });
  });

  admin.put(staffApiPaths.schoolProfile.profile, { ...opts, bodyLimit: 64 * 1024 }, async (req, reply) => {
    const school = staffOf(req).schoolCode;
    const before = await services.profiles.get(school);
    const body = req.body as { logo?: unknown; logoPlate?: unknown } | null;
    const logo = body?.logo;
    let input: unknown = req.body;
    // The logo must be a picture this school uploaded (never a PDF or a private file).
    if (typeof logo === "string" && logo !== "" && logo !== before.logo) {
      const known = await usage.known(school, [logo]);
      if (logo.startsWith("private/") || !known.get(logo)?.mime.startsWith("image/"))
        return invalid(reply, { logo: profileRouteMessages.logoNotImage });
      // On a white background: trimmed and shown on a white plate, not as a sticker on the dark header.
      const bytes = await services.store.read(logo);
      const plated = bytes ? await plateLogo(bytes).catch(() => null) : null;
      if (plated) {
        const stored = await services.files.save(school, plated.data, "logo.png");
        input = { ...body, logo: stored.id, logoPlate: true };
      } else input = { ...body, logoPlate: false };
    } else if (typeof logo === "string" && logo === before.logo) {
      // The plate is the server's finding about the stored logo, not something a client sets.
      input = { ...body, logoPlate: before.logoPlate };
    }
    const result = await services.profiles.save(school, input);
    if (result.status === "invalid") return invalid(reply, result.errors);
    const changed = Object.keys(result.profile).filter(
      (k) =>
        JSON.stringify(result.profile[k as keyof typeof before]) !== JSON.stringify(before[k as keyof typeof before]),
    );
    await marks.clearChanged(school, before, result.profile);
    await ctx.audit(req, "update", "schoolProfile", school, `changed: ${changed.join(", ") || "nothing"}`);
    return reply.send({ profile: result.profile, fromDemo: await marks.of(school) } satisfies SchoolProfileAnswer);
  });

  admin.get(
    staffApiPaths.schoolProfile.gettingStarted,
    { config: { staffAccess: "signed-in" } },
    async (req, reply) => {
      const user = staffOf(req);
      const items = [];
      for (const check of gettingStartedChecks) {
        if (can(user.role, check.permission)) items.push(...(await check.run(services, user.schoolCode)));
      }
      return reply.send({ items } satisfies GettingStartedAnswer);
    },
  );
}
