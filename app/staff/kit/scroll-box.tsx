import type { ReactNode } from "react";

/**
 * A wide table's box, which scrolls sideways on a phone: reachable by the
 * keyboard (axe: scrollable-region-focusable, WCAG 2.1.1) and named after
 * what it holds.
 */
export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1)
    <section className="table-wrap" tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}
