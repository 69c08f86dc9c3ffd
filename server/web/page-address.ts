import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.ts";
import { type HostSchools, normalizeHost } from "../schools/host-school.ts";
import { publicOrigin } from "./public-origin.ts";

/** A host name or address with an optional port; anything else is a bad request. */
const HOST_PATTERN = /^(?:[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export const isValidHost = (host: string | undefined) => HOST_PATTERN.test(host ?? "localhost");

/**
 * The host part of a page's cache address, and the origin its links are
 * made from. A page whose links were made for one host (canonical, sharing
 * tags, feeds) is never served under another, so a forged Host cannot
 * plant its name in what every visitor gets; and a Host the site does not
 * know makes no page of its own when the site knows its name: with
 * PUBLIC_ORIGIN every host gets the same page, and a host not in the hosts
 * table gets the page of the school's first listed host.
 */
export function siteAddress(config: Config, hosts: HostSchools, req: FastifyRequest): { host: string; origin: string } {
  if (config.publicOrigin) return { host: "", origin: publicOrigin(config, req) };
  const asked = req.headers.host ?? "localhost";
  if (hosts.isListed(asked)) return { host: normalizeHost(asked), origin: publicOrigin(config, req) };
  const own = hosts.firstHostOf(req.school);
  if (own) return { host: own, origin: `${req.protocol === "https" ? "https" : "http"}://${own}` };
  return { host: asked.toLowerCase(), origin: publicOrigin(config, req) };
}

/** The request for React Router at `path`, or null when the Host header cannot make a URL. */
export function toWebRequest(req: FastifyRequest, reply: FastifyReply, path: string): Request | null {
  const host = req.headers.host ?? "localhost";
  if (!HOST_PATTERN.test(host)) return null;
  let url: URL;
  try {
    url = new URL(path, `${req.protocol}://${host}`);
  } catch {
    return null;
  }
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, String(value));
  }
  const controller = new AbortController();
  reply.raw.on("close", () => controller.abort());
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD" && Buffer.isBuffer(req.body)) {
    init.body = new Uint8Array(req.body);
  }
  return new Request(url, init);
}
