import type { Config } from "../config.ts";

/** The part of a request the origin is read from. */
interface OriginSource {
  protocol: string;
  headers: { host?: string | undefined };
}

/**
 * The site's public origin for absolute addresses (feeds, sitemap, share
 * cards): the configured one when server/config.ts has it, else the request's
 * own scheme and host (Fastify's trustProxy decides whether proxy headers count).
 */
export function publicOrigin(config: Config, req: OriginSource): string {
  // Read structurally: the setting is added to Config separately (PUBLIC_ORIGIN).
  const configured = (config as Partial<{ publicOrigin: string | null }>).publicOrigin;
  if (configured) return configured.replace(/\/+$/, "");
  const host = (req.headers.host ?? "localhost").replace(/[^A-Za-z0-9.:[\]-]/g, "");
  return `${req.protocol === "https" ? "https" : "http"}://${host || "localhost"}`;
}
