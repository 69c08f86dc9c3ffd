/**
 * The only script of the public pages (docs/decisions/003). It runs once the
 * HTML is parsed (module scripts are deferred).
 */
import { warmBrandFonts } from "./brand-fonts.ts";
import { enhance } from "./registry.ts";

// In a task of its own after this script's, so the page's first tasks stay short.
// Marks the page once every behaviour on it runs: the browser tests wait for it instead of racing the lazy chunks.
setTimeout(() => {
  void enhance().then(() => {
    document.documentElement.dataset.enhanced = "";
  });
}, 0);

// The brand fonts, for the visitor's next page, once this one is shown.
warmBrandFonts();

// Offline fallback page only (server/web/app-shell/offline.ts); staff pages never load this script.
if ("serviceWorker" in navigator && location.protocol === "https:") {
  void navigator.serviceWorker.register("/sw.js").catch(() => undefined);
}
