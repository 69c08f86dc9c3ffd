import { randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { acceptsGzip } from "../http/encoding.ts";
import { alertsHtml, hiddenAlerts } from "../notices/alert-html.ts";
import type { Services } from "../services.ts";
import { packed } from "./finish-page.ts";
import { type CachedPage, personalise, withAlert } from "./page-cache.ts";
import type { RenderedPage } from "./page-render.ts";

/**
 * Pages as they leave: the cached or rendered bytes with this visitor's
 * nonce, view key and the alerts showing now (issue 30) put in, compressed.
 */
export function pageReplies(services: Services) {
  /**
   * The alerts a visitor sees now, as bytes for the page's alert slot: the
   * same few strings for everyone, so they are kept by what they show.
   */
  const alertBytes = new Map<string, Buffer>();
  const alertFor = async (req: FastifyRequest): Promise<Buffer> => {
    const showing = await services.alerts.showing(req.school);
    if (!showing.length) return Buffer.alloc(0);
    const hidden = hiddenAlerts(req.headers.cookie);
    const key = `${showing.map((a) => `${a.id}:${a.text}:${a.link}`).join("|")}#${[...hidden].join(".")}`;
    let bytes = alertBytes.get(key);
    if (!bytes) {
      if (alertBytes.size >= 100) alertBytes.clear();
      bytes = Buffer.from(alertsHtml(showing, hidden));
      alertBytes.set(key, bytes);
    }
    return bytes;
  };

  return {
    /** A page from the cache: compressed from parts deflated once (gzip-splice.ts), not again per visitor. */
    async sendCached(req: FastifyRequest, reply: FastifyReply, page: CachedPage, how: "hit" | "stale") {
      const alert = await alertFor(req);
      reply.status(page.status).headers(Object.fromEntries(page.headers)).header("x-page-cache", how);
      const gzip = page.body.length >= 1024 && acceptsGzip(req.headers["accept-encoding"]);
      if (gzip) reply.header("Content-Encoding", "gzip").header("Vary", "Accept-Encoding");
      return reply.send(personalise(page, req.cspNonce, randomUUID, gzip ? "gzip" : null, alert));
    },

    /** A page just rendered; the cached copy keeps its alert slot, this answer gets the alerts showing now. */
    async sendRendered(req: FastifyRequest, reply: FastifyReply, rendered: RenderedPage) {
      reply.status(rendered.status);
      for (const [name, value] of rendered.headers) reply.header(name, value);
      if (rendered.cookies.length) reply.header("set-cookie", rendered.cookies);
      if (!rendered.body || !rendered.html) return reply.send(rendered.body);
      return reply.send(await packed(req, reply, withAlert(rendered.body, await alertFor(req))));
    },
  };
}

export const tooMany = (reply: FastifyReply, retryAfter: number) =>
  reply
    .status(429)
    .header("Retry-After", String(retryAfter))
    .type("text/plain; charset=utf-8")
    .send(`Too many requests. Please wait ${retryAfter} seconds and try again.`);

export const badHost = (reply: FastifyReply) =>
  reply.status(400).type("text/plain; charset=utf-8").send("Bad request: the Host header is not valid.");
