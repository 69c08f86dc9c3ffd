import path from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import { APP_ICON, BRAND_CARD } from "../../contract/share-card.ts";
import type { Services } from "../services.ts";
import { appIcon, brandCard } from "./app-shell/brand.ts";
import { OFFLINE_PATH, offlinePage, serviceWorker } from "./app-shell/offline.ts";
import { registerShareImage } from "./app-shell/share-image.ts";
import { publicOrigin } from "./public-origin.ts";
import { schoolIdentity } from "./school-identity.ts";

/** What the shell reads: the school's name and colours (profiles), photos (store, images), the build folder and origin (config). */
type AppShellServices = Pick<Services, "profiles" | "config" | "store" | "images">;

/**
 * The site outside its pages: what a phone installs (manifest, app icons,
 * service worker, offline page) and what a shared link shows (the brand
 * card, photos cut to the sharing size, the WhatsApp link). Registered with
 * one line in server/app.ts.
 */
export function registerAppShellRoutes(app: FastifyInstance, services: AppShellServices): void {
  registerShareImage(app, services);
  registerInstalledApp(app, services);
  registerWhatsAppLink(app, services);
}

/** What the installed site is made of: the brand card, the app icons, the manifest, the worker and its offline page. */
function registerInstalledApp(app: FastifyInstance, services: AppShellServices): void {
  const publicDirs = [path.join(services.config.buildDir, "client"), path.resolve("public")];
  const png = (reply: FastifyReply, data: Buffer) =>
    reply.header("content-type", "image/png").header("cache-control", "public, max-age=86400").send(data);

  app.get(BRAND_CARD.path, async (req, reply) =>
    png(reply, await brandCard(publicDirs, await schoolIdentity(services, req.school))),
  );
  for (const size of [192, 512] as const) {
    app.get(APP_ICON(size), async (req, reply) =>
      png(reply, await appIcon(publicDirs, await schoolIdentity(services, req.school), size)),
    );
  }

  app.get("/manifest.webmanifest", async (req, reply) => {
    const identity = await schoolIdentity(services, req.school);
    const icons = ([192, 512] as const).flatMap((size) => [
      { src: APP_ICON(size), sizes: `${size}x${size}`, type: "image/png", purpose: "any" },
      { src: APP_ICON(size), sizes: `${size}x${size}`, type: "image/png", purpose: "maskable" },
    ]);
    return reply
      .header("content-type", "application/manifest+json; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send({
        name: identity.name,
        short_name: identity.shortName,
        description: "News, events, circulars and admissions of the school.",
        lang: "en-IN",
        start_url: "/",
        scope: "/",
        display: "standalone",
        background_color: "#ffffff",
        theme_color: identity.themeColor,
        icons,
      });
  });

  app.get("/sw.js", async (_req, reply) =>
    reply
      .header("content-type", "application/javascript; charset=utf-8")
      // A worker's own policy governs its fetches: the site itself only.
      .header("content-security-policy", "default-src 'self'")
      .header("cache-control", "no-cache")
      .send(serviceWorker),
  );

  app.get(OFFLINE_PATH, async (req, reply) =>
    reply
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(offlinePage(await schoolIdentity(services, req.school))),
  );
}

/** The WhatsApp link of a card: the full address needs the site's origin, which only the server knows. */
function registerWhatsAppLink(app: FastifyInstance, services: Pick<Services, "config">): void {
  app.get<{ Querystring: { path?: string; title?: string } }>("/share/whatsapp", async (req, reply) => {
    const path =
      typeof req.query.path === "string" && /^\/(?!\/)[^\s]{0,300}$/.test(req.query.path) ? req.query.path : "/";
    const title = typeof req.query.title === "string" ? req.query.title.slice(0, 300) : "";
    const text = `${title ? `${title} ` : ""}${publicOrigin(services.config, req)}${path}`;
    return reply.redirect(`https://wa.me/?text=${encodeURIComponent(text)}`, 302);
  });
}
