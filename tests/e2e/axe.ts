import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

// axe-core as @axe-core/playwright ships it (the same engine and version).
// AxeBuilder runs axe in every frame and then opens a new blank page to merge
// the partial results: about 8 s per scan on a busy 2-core machine, most of the
// e2e suite's time. Our pages have no same-origin frames worth scanning (map and
// video frames are third-party), so one `axe.run` in the page gives the same
// violations at about a third of the cost.
const requireFromAxePlaywright = createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright"));
const axeSource = readFileSync(requireFromAxePlaywright.resolve("axe-core/axe.min.js"), "utf8");

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * WCAG 2.1 A and AA violations on the page as it is now, one line per rule
 * ("rule: selectors"), so a failing test names what to fix. `include` limits the
 * scan to a part of the page (e.g. "main": the shared header and footer are
 * scanned on every route by a11y.spec.ts).
 */
export async function axeViolations(page: Page, options: { include?: string } = {}): Promise<string[]> {
  const hasAxe = await page.evaluate(() => "axe" in window);
  if (!hasAxe) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ include, tags }) => {
      // biome-ignore lint/suspicious/noExplicitAny: axe is the script injected above.
      const axe = (window as any).axe;
      const context = include ? { include: [[include]] } : document;
      const results = await axe.run(context, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations"],
      });
      return results.violations.map(
        (v: { id: string; nodes: { target: string[] }[] }) =>
          `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
      );
    },
    { include: options.include, tags: WCAG_TAGS },
  );
}
