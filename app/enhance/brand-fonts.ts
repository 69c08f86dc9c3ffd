/**
 * The school's typefaces arrive after a visitor's first page is shown
 * (docs/decisions/009). That page is drawn in the phone's own fonts; once the
 * visitor starts reading it (scroll, tap, key) and the page has loaded and the
 * line is idle, the brand files are fetched into the cache
 * and remembered here, and from the next page on root.tsx's head script sets
 * `html.fonts` before the first paint, so site.css names them and they come
 * from the cache. On mobile data the files (60 KB Latin, 120 KB more for
 * Devanagari) no longer compete with the first page's own text and photos.
 */

/** The storage key: the scripts whose fonts this browser has fetched ("latin", "latin deva"). */
export const BRAND_FONTS_KEY = "brand-fonts";

/** The faces a page in each script needs: text, bold text (buttons, labels) and headings. */
const FACES = ["400 1em Mukta", "700 1em Mukta", "800 1em Martel"];
const SAMPLE = { latin: "A", deva: "अ" } as const;
type Script = keyof typeof SAMPLE;

function stored(): Set<string> | null {
  try {
    return new Set((localStorage.getItem(BRAND_FONTS_KEY) ?? "").split(" ").filter(Boolean));
  } catch {
    // Storage switched off: the next page could not know, so fetching would only cost data.
    return null;
  }
}

/** Fetches the brand fonts this page's language needs that this browser has not fetched yet. */
export function warmBrandFonts(doc: Document = document): void {
  const have = stored();
  if (!have || !("fonts" in doc)) return;
  const wanted: Script[] = /^(mr|hi)\b/.test(doc.documentElement.lang) ? ["latin", "deva"] : ["latin"];
  const missing = wanted.filter((s) => !have.has(s));
  if (!missing.length) return;
  const fetchFonts = () => {
    const text = missing.map((s) => SAMPLE[s]).join("");
    Promise.all(FACES.map((face) => doc.fonts.load(face, text)))
      .then((loaded) => {
        // A face that failed to load resolves empty: remember only what is really in the cache.
        if (loaded.some((faces) => faces.length === 0)) return;
        for (const s of missing) have.add(s);
        localStorage.setItem(BRAND_FONTS_KEY, [...have].join(" "));
      })
      .catch(() => undefined);
  };
  // Bytes for a next page are spent on visitors who start reading (scroll, tap, key), not on one who glances and leaves.
  const events = ["scroll", "pointerdown", "keydown", "touchstart"] as const;
  const start = () => {
    for (const e of events) window.removeEventListener(e, start);
    if (doc.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
  };
  const whenIdle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(fetchFonts, { timeout: 2000 }) : setTimeout(fetchFonts, 0);
  for (const e of events) window.addEventListener(e, start, { passive: true });
}
