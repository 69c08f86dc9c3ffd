/**
 * The only script of the public pages (docs/decisions/003). It runs once the
 * HTML is parsed (module scripts are deferred).
 */
import { enhance } from "./registry.ts";

// Marks the page once every behaviour on it runs: the browser tests wait for it instead of racing the lazy chunks.
void enhance().then(() => {
  document.documentElement.dataset.enhanced = "";
});

// Offline fallback page only (server/web/reach/offline.ts); staff pages never load this script.
if ("serviceWorker" in navigator && location.protocol === "https:") {
  void navigator.serviceWorker.register("/sw.js").catch(() => undefined);
}
