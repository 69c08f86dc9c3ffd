import type { FastifyInstance } from "fastify";
import { HIDDEN_ALERTS_COOKIE, hiddenAlerts } from "../notices/alert-html.ts";

/**
 * "Hide" on an information alert without JavaScript (with it, the button
 * sets the same cookie itself): the alert's id joins a cookie kept for this
 * visit, and the visitor goes back to the page they were on, where the
 * server leaves that alert out. Urgent alerts cannot be hidden.
 */
export function registerAlertHideRoute(app: FastifyInstance): void {
  app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 1024 },
      (_req, body, done) => done(null, new URLSearchParams(String(body))),
    );
    scope.post("/alerts/hide", async (req, reply) => {
      const id = req.body instanceof URLSearchParams ? (req.body.get("id") ?? "") : "";
      const hidden = hiddenAlerts(req.headers.cookie);
      if (/^[a-f0-9]{1,32}$/.test(id)) hidden.add(id);
      // Back to the page of this site the visitor came from (never another site).
      let back = "/";
      try {
        const referer = new URL(req.headers.referer ?? "", "http://x");
        if (referer.host === (req.headers.host ?? "") || referer.host === "x") back = referer.pathname + referer.search;
      } catch {
        back = "/";
      }
      if (!back.startsWith("/") || back.startsWith("//")) back = "/";
      return reply
        .header("set-cookie", `${HIDDEN_ALERTS_COOKIE}=${[...hidden].slice(-20).join(".")}; Path=/; SameSite=Lax`)
        .redirect(back, 303);
    });
  });
}
