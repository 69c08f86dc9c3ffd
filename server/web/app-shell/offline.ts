import { APP_ICON } from "../../../contract/share-card.ts";
import { escapeXml as esc } from "../escape-xml.ts";
import type { SchoolIdentity } from "../school-identity.ts";

export const OFFLINE_PATH = "/offline.html";
const CACHE_NAME = "offline-v1";

/**
 * The service worker: it keeps one page, the offline notice, and shows it
 * when a page cannot load because the network is down. It caches nothing
 * else: no pages, no staff area, no /api, no form posts. It also shows the
 * school's push notifications (issue 30; server/push) and opens the notice's
 * own page when one is tapped.
 */
export const serviceWorker = `// Offline fallback (issue 18) and the school's notifications (issue 30).
const CACHE = "${CACHE_NAME}";
const OFFLINE = "${OFFLINE_PATH}";
self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((c) => c.add(new Request(OFFLINE, { cache: "reload" }))).then(() => self.skipWaiting()));
});
self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k)))).then(() => self.clients.claim()),
  );
});
self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.mode !== "navigate" || req.method !== "GET") return;
  const path = new URL(req.url).pathname;
  if (["/admin", "/api"].some((p) => path === p || path.startsWith(p + "/"))) return;
  event.respondWith(fetch(req).catch(() => caches.match(OFFLINE).then((r) => r || Response.error())));
});
self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : "" };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || self.location.host, {
      body: data.body || "",
      tag: data.tag,
      icon: "${APP_ICON(192)}",
      data: { url: data.url || "/" },
    }),
  );
});
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.url) || "/", self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((open) => {
      const same = open.find((c) => c.url === url && "focus" in c);
      return same ? same.focus() : self.clients.openWindow(url);
    }),
  );
});
`;

/** A page that needs nothing from the network: inline styles only, no script. */
export function offlinePage(identity: SchoolIdentity): string {
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${esc(identity.themeColor)}">
<title>You are offline | ${esc(identity.name)}</title>
<style>
body { margin: 0; font-family: system-ui, sans-serif; color: #1a2433; background: #f6f8fb; }
header { background: ${esc(identity.themeColor)}; color: #fff; padding: 16px 20px; font-weight: 700; }
main { max-width: 36rem; margin: 0 auto; padding: 32px 20px; }
h1 { font-size: 1.5rem; margin: 0 0 12px; }
a { color: ${esc(identity.themeColor)}; font-weight: 600; }
</style>
</head>
<body>
<header>${esc(identity.name)}</header>
<main>
<h1>You are offline</h1>
<p>This page could not load because your phone or computer has no internet connection right now.</p>
<p>Check your connection, then <a href="/">open the home page again</a>.</p>
</main>
</body>
</html>
`;
}
