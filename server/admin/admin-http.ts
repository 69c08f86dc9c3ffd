import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import type { z } from "zod";
import { fieldErrors } from "../../contract/enquiry.ts";
import { CSRF_HEADER, can, type Permission } from "../../contract/staff.ts";
import type { StaffAuth, StaffUser } from "../accounts/staff-auth.ts";
import type { Services } from "../services.ts";

/**
 * Who may call a staff route: anyone ("public": sign-in and the set-password
 * link), any signed-in staff member ("signed-in"), or staff whose role has
 * the permission (contract/staff.ts `permissions`).
 */
export type StaffAccess = "public" | "signed-in" | Permission;

type StaffSession = StaffUser & { sessionId: string; csrfToken: string };

declare module "fastify" {
  interface FastifyInstance {
    /** Every staff route of the app with the access it declares (tests read it). */
    staffRoutes: StaffRouteInfo[];
  }
  interface FastifyContextConfig {
    /** Every route of the staff plugin declares it; registration fails without it. */
    staffAccess?: StaffAccess;
  }
  interface FastifyRequest {
    /** The signed-in staff member, set by the staff guard (null on public routes). */
    staff: StaffSession | null;
  }
}

/** A staff route as registered, so a test can check that none was left unguarded or untested. */
export interface StaffRouteInfo {
  method: string;
  url: string;
  access: StaffAccess;
}

/** What a request from another role is told, per permission. */
const refusals: Record<Permission, string> = {
  content: "Only editors, the principal and admins may change the site's content.",
  pagePhotos: "Only editors, the principal and admins may change page photos.",
  approve: "Only the principal and admins may approve changes.",
  uploads: "Your account may not upload files.",
  enquiries: "Only admissions staff and admins may see enquiries.",
  certificates: "Only admissions staff and admins may manage transfer certificates.",
  accounts: "Only admins may manage staff accounts.",
  audit: "Only admins may see the audit log.",
  schoolProfile: "Only admins may change the school's details.",
  offSiteMenu: "Only admins may add menu links to other websites.",
};

export const guardMessages = {
  signIn: "Please sign in.",
  crossSite: "This request did not come from this site, so it was refused.",
  csrf: "The security token of this request is missing or out of date. Reload the page and try again.",
} as const;

const readOnly = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Guards every route of the staff plugin before its body is even parsed:
 * a session (401), for changes a same-origin request carrying the session's
 * CSRF token (403), then the role's permission (403). Public routes that
 * change state still refuse another site's Origin when one is sent.
 */
export function installStaffGuard(
  admin: FastifyInstance,
  services: Services,
  auth: StaffAuth,
  tokenOf: (req: FastifyRequest) => string | undefined,
  /** Filled with every staff route registered (the app's `staffRoutes`). */
  registry: StaffRouteInfo[],
): void {
  const publicOrigin = services.config.publicOrigin;

  admin.decorateRequest("staff", null);
  admin.addHook("onRoute", (route: RouteOptions) => {
    const access = route.config?.staffAccess;
    if (!access) throw new Error(`staff route ${route.method} ${route.url} declares no staffAccess`);
    for (const method of [route.method].flat()) {
      if (method === "HEAD") continue;
      if (!registry.some((r) => r.method === method && r.url === route.url))
        registry.push({ method, url: route.url, access });
    }
  });

  admin.addHook("onRequest", async (req, reply) => {
    reply.header("Cache-Control", "no-store");
    const access = req.routeOptions.config.staffAccess;
    const changing = !readOnly.has(req.method);
    if (access === "public") {
      if (changing && !sameOrigin(req, { required: false, publicOrigin }))
        return refuse(reply, 403, guardMessages.crossSite);
      return;
    }
    const user = await auth.session(tokenOf(req));
    // A session belongs to the school it signed in at: on another school's host it counts as none.
    if (!user || user.schoolCode !== req.school) return refuse(reply, 401, guardMessages.signIn);
    if (changing) {
      if (!sameOrigin(req, { required: true, publicOrigin })) return refuse(reply, 403, guardMessages.crossSite);
      if (!tokenMatches(req.headers[CSRF_HEADER], user.csrfToken)) return refuse(reply, 403, guardMessages.csrf);
    }
    if (access !== "signed-in" && (!access || !can(user.role, access))) {
      return refuse(reply, 403, access ? refusals[access] : "Not allowed.");
    }
    req.staff = user;
  });
}

function refuse(reply: FastifyReply, statusCode: 401 | 403, message: string) {
  return reply.status(statusCode).send({ statusCode, message });
}

/**
 * The Origin header (or, without it, the Referer's origin) names this site.
 * Browsers send Origin on every cross-site and every same-site POST/PUT/
 * PATCH/DELETE fetch, so a missing one means a client that is not a browser
 * page of this site. With PUBLIC_ORIGIN configured the Origin must be exactly
 * it; otherwise its host must be the Host header the client connected with.
 * Forwarded headers (X-Forwarded-Host) never count: a client can send them.
 */
function sameOrigin(req: FastifyRequest, opts: { required: boolean; publicOrigin?: string | null }): boolean {
  const origin = req.headers.origin;
  const referer = req.headers.referer;
  const claimed = typeof origin === "string" ? origin : typeof referer === "string" ? referer : undefined;
  if (claimed === undefined) return !opts.required;
  try {
    const from = new URL(claimed);
    if (from.protocol !== "https:" && from.protocol !== "http:") return false;
    if (opts.publicOrigin) return from.origin === opts.publicOrigin;
    // Behind a TLS proxy the server may see http while the browser says
    // https, so the host decides. Default ports are normalised away, as
    // browsers do in Origin.
    const host = req.headers.host;
    if (typeof host !== "string" || host === "") return false;
    const self = new URL(`${from.protocol}//${host}`);
    return from.host === self.host;
  } catch {
    return false;
  }
}

/**
 * Whether cookies are set Secure (with the __Host- prefix): always when the
 * configured public origin is https, so it never rests on a forwarded header;
 * without one, when the request itself came over https.
 */
export function securedCookies(req: FastifyRequest, publicOrigin: string | null): boolean {
  if (publicOrigin) return publicOrigin.startsWith("https:");
  return req.protocol === "https";
}

function tokenMatches(sent: string | string[] | undefined, expected: string): boolean {
  if (typeof sent !== "string") return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The signed-in user of a guarded route (the guard has run). */
export function staffOf(req: FastifyRequest): StaffSession {
  if (!req.staff) throw new Error("staff route reached without the staff guard");
  return req.staff;
}

/** 400 with a message per field (contract: {errors: {field: message}}). */
export function invalid(
  reply: FastifyReply,
  errors: Record<string, string>,
  message = "Please correct the marked fields.",
) {
  return reply.status(400).send({ statusCode: 400, message, errors });
}

export function notFound(reply: FastifyReply, message = "This item no longer exists.") {
  return reply.status(404).send({ statusCode: 404, message });
}

/** 429 with Retry-After, telling the wait in whole minutes: "Too many {tries}. Please try again in …". */
export function tooManyTries(reply: FastifyReply, retryAfter: number, tries: string) {
  const minutes = Math.ceil(retryAfter / 60);
  return reply
    .status(429)
    .header("Retry-After", String(retryAfter))
    .send({
      statusCode: 429,
      message: `Too many ${tries}. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    });
}

/** Parses with a contract schema; on failure answers 400 and returns undefined. */
export function parseOr400<S extends z.ZodType>(
  schema: S,
  value: unknown,
  reply: FastifyReply,
): z.output<S> | undefined {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  invalid(reply, fieldErrors(parsed.error));
  return undefined;
}
