import { HEX_COLOUR_PATTERN } from "../../../contract/school-view.ts";

/** The stylesheet's own brand (app/styles/site.css), used when a stored colour is not a plain #rrggbb. */
const FALLBACK = { primary: "#0b3d6b", accent: "#f2b705" };

/** The colour mixed with black by `amount` (0–1): the hover and pressed shade of the main colour. */
export function darken(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) =>
    Math.round(((n >> shift) & 255) * (1 - amount))
      .toString(16)
      .padStart(2, "0");
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/**
 * The school's brand colours (School details, contrast-checked when saved)
 * as the --brand-* custom properties every other colour of site.css derives
 * from. Rendered in the server HTML after the stylesheet, so a school that
 * changes its colours sees them on the next page view (the page cache
 * follows the school's version). Only #rrggbb values get through: the text
 * goes into a <style> element.
 */
export function brandCss(colours: { primary: string; accent: string }): string {
  const primary = HEX_COLOUR_PATTERN.test(colours.primary) ? colours.primary.toLowerCase() : FALLBACK.primary;
  const accent = HEX_COLOUR_PATTERN.test(colours.accent) ? colours.accent.toLowerCase() : FALLBACK.accent;
  return `:root{--brand-primary:${primary};--brand-primary-dark:${darken(primary, 0.3)};--brand-accent:${accent}}`;
}
