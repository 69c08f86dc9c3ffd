/**
 * The behaviours of the public pages (docs/decisions/003). `enhance` finds the
 * elements that have a behaviour and loads that behaviour's module, so a page
 * pays only for what it shows. Everything works without it; this adds the
 * conveniences (carousels that move, a lightbox, in-place tabs and filters).
 */
type Behaviour = () => Promise<{ default: (el: HTMLElement) => void }>;

const behaviours: [selector: string, load: Behaviour][] = [
  ["[data-menu]", () => import("./menu.ts")],
  ["[data-carousel]", () => import("./carousel.ts")],
  ["[data-popup]", () => import("./notification-popup.ts")],
  ["[data-lightbox-grid]", () => import("./lightbox-grid.ts")],
  ["[data-tabs]", () => import("./tabs.ts")],
  ["[data-faq]", () => import("./faq.ts")],
  ["[data-filter-form]", () => import("./filter-form.ts")],
  ["[data-map-embed]", () => import("./map-embed.ts")],
  ["[data-fallback]", () => import("./fallback-image.ts")],
  ["[data-enquiry-form]", () => import("./enquiry-form.ts")],
  ["[data-tc-form]", () => import("./tc-form.ts")],
  ["[data-pdf-preview]", () => import("./pdf-preview.ts")],
  ["[data-share]", () => import("./share.ts")],
];

const done = new WeakSet<Element>();

/**
 * Runs every behaviour on the matching elements under `root` not enhanced yet
 * (list filters swap in new markup). Resolves once all of them have run.
 */
export function enhance(root: ParentNode = document): Promise<void> {
  const runs: Promise<void>[] = [];
  for (const [selector, load] of behaviours) {
    const found = [...root.querySelectorAll<HTMLElement>(selector)].filter((el) => !done.has(el));
    if (!found.length) continue;
    for (const el of found) done.add(el);
    runs.push(
      load().then(
        (mod) => {
          for (const el of found) {
            try {
              mod.default(el);
            } catch (error) {
              // One broken behaviour must not take the others down; the markup still works without it.
              console.error(`Enhancement ${selector} failed`, error);
            }
          }
        },
        (error) => console.error(`Enhancement ${selector} could not load`, error),
      ),
    );
  }
  return Promise.all(runs).then(() => undefined);
}
