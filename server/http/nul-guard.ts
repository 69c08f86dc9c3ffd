import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route refuses control characters itself, with a message per field (the enquiry form). */
    ownTextChecks?: boolean;
  }
}

export const NUL_MESSAGE = "Text may not contain the invisible NUL character. Please retype it.";

/** Whether any string (or object key) in a parsed JSON body holds U+0000. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 64 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((v) => holdsNul(v, depth + 1));
  for (const [k, v] of Object.entries(value)) if (k.includes("\u0000") || holdsNul(v, depth + 1)) return true;
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000, so a NUL anywhere in a JSON body (the
 * sign-in e-mail, say) failed at the database with a 500 and an error line,
 * whichever field it was in and whatever that route's own checks were. No
 * field of the API has a use for it: every JSON body holding one is answered
 * 400 before any route sees it, on SQLite and PostgreSQL alike, unless the
 * route checks every text itself and says which field is wrong.
 */
export function refuseNulInBodies(app: FastifyInstance): void {
  app.addHook("preValidation", async (req, reply) => {
    if (req.routeOptions.config?.ownTextChecks) return;
    if (req.body !== undefined && holdsNul(req.body)) {
      return reply.status(400).send({ statusCode: 400, message: NUL_MESSAGE });
    }
  });
}

/** A name a visitor's browser sent (an upload's file name), without control characters. */
export function plainName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  return name.replace(/[\u0000-\u001F\u007F-\u009F]/g, "");
}
