/**
 * The behaviours of the public pages (docs/decisions/003). `enhance` finds the
 * elements that have a behaviour and loads that behaviour's module, so a page
 * pays only for what it shows. Everything works without it; this adds the
 * conveniences (carousels that move, a lightbox, in-place tabs and filters).
 */
/**
 * A behaviour gets its element and `enhance` itself, for markup it swaps in
 * later (a list filtered in place). Passed, not imported: a behaviour that
 * imported this module would split it out of the entry script into a file of
 * its own, one more request in a row before any behaviour runs.
 */
export type Enhance = (root?: ParentNode) => Promise<void>;
export type Behaviour = () => Promise<{ default: (el: HTMLElement, enhance: Enhance) => void }>;

const behaviours: (readonly [selector: string, load: Behaviour])[] = [
  ["[data-menu]", () => import("../components/layout/site-header.enhance.ts")],
  ["[data-lang-switch]", () => import("../components/layout/language-switcher.enhance.ts")],
  ["[data-carousel]", () => import("../components/ui/carousel.enhance.ts")],
  ["[data-popup]", () => import("../features/home/notification-popup.enhance.ts")],
  ["[data-lightbox-grid]", () => import("../components/ui/lightbox-grid.enhance.ts")],
  ["[data-tabs]", () => import("../components/ui/tabs.enhance.ts")],
  ["[data-faq]", () => import("../features/content-page/faq-accordion.enhance.ts")],
  ["[data-filter-form]", () => import("../lib/list-page/filter-form.enhance.ts")],
  ["[data-map-embed]", () => import("../components/ui/map-embed.enhance.ts")],
  ["[data-fallback]", () => import("../lib/list-page/fallback-image.enhance.ts")],
  ["[data-enquiry-form]", () => import("../features/enquiry/enquiry-form.enhance.ts")],
  ["[data-tc-form]", () => import("../features/certificate/certificate-form.enhance.ts")],
  ["[data-pdf-preview]", () => import("../features/certificate/pdf-preview.enhance.ts")],
  ["[data-share]", () => import("../components/ui/share-link.enhance.ts")],
  ["[data-alert-hide]", () => import("../components/layout/alert-hide.enhance.ts")],
  ["[data-push]", () => import("../components/layout/push-control.enhance.ts")],
];

const done = new WeakSet<Element>();

/**
 * A fresh task. On a phone each behaviour takes a few milliseconds; run
 * together after the first paint they made one long task that kept the page
 * from answering a tap (Lighthouse's total blocking time). One task each lets
 * the browser answer in between.
 */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Runs every behaviour on the matching elements under `root` not enhanced yet
 * (list filters swap in new markup), each element in a task of its own.
 * Resolves once all of them have run.
 */
export const enhance: Enhance = (root = document) => runBehaviours(behaviours, root, enhance);

/**
 * `enhance` over a given list (tests give their own). Each behaviour's module
 * is also imported in a task of its own: the home page's four imports in the
 * one task after the first paint took 15-30 ms on the test machine, which a
 * phone four times slower turns into a task that keeps a tap waiting.
 */
export function runBehaviours(list: typeof behaviours, root: ParentNode, again: Enhance): Promise<void> {
  const runs: Promise<void>[] = [];
  for (const [selector, load] of list) {
    const found = [...root.querySelectorAll<HTMLElement>(selector)].filter((el) => !done.has(el));
    if (!found.length) continue;
    for (const el of found) done.add(el);
    runs.push(
      nextTask()
        .then(load)
        .then(
          async (mod) => {
            for (const el of found) {
              await nextTask();
              try {
                mod.default(el, again);
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
