import fs from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEVANAGARI_FONTS, FONTS_DIR, writeDevanagariFonts } from "./devanagari-fonts.ts";

const root = path.resolve(import.meta.dirname, "..");
const css = await fs.readFile(path.join(root, "app/styles/site.css"), "utf8");
const faces = css.match(/@font-face \{[^}]*\}/g) ?? [];
const devanagariFaces = faces.filter((f) => f.includes("U+0900-097F"));

/** The characters a font's cmap maps (woff2 read through HarfBuzz, as browsers shape them). */
async function unicodes(file: string): Promise<Set<number>> {
  // @ts-expect-error fontverter (subset-font's woff2 reader) ships no types
  const fontverter = (await import("fontverter")).default as { convert(b: Buffer, to: string): Promise<Buffer> };
  const hb = await import("harfbuzzjs");
  const face = new hb.Face(new hb.Blob(await fontverter.convert(await fs.readFile(file), "truetype")));
  return new Set(face.collectUnicodes());
}

describe("Devanagari fonts of the Marathi and Hindi pages", () => {
  it("are two files of Mukta, about half of what @fontsource ships, missing no Devanagari letter", async () => {
    await writeDevanagariFonts(root);
    let total = 0;
    for (const font of DEVANAGARI_FONTS) {
      const made = path.join(root, FONTS_DIR, font.file);
      total += (await fs.stat(made)).size;
      const kept = await unicodes(made);
      const shipped = await unicodes(path.join(root, "node_modules", font.source));
      const letters = [...shipped].filter((c) => c >= 0x0900 && c <= 0x097f);
      expect(letters.length).toBeGreaterThan(100);
      expect(letters.filter((c) => !kept.has(c))).toEqual([]);
    }
    // @fontsource's three files (Mukta 400 and 700, Martel 800) were 251 KB.
    expect(total).toBeLessThan(125_000);
  });

  it("are the only Devanagari files the stylesheet names, and the brand's do not swap in under the reader", () => {
    const urls = devanagariFaces.flatMap((f) => [...f.matchAll(/url\("([^"]+)"\)/g)].map((m) => m[1]));
    expect(new Set(urls)).toEqual(new Set(DEVANAGARI_FONTS.map((f) => `./fonts/${f.file}`)));
    const brand = devanagariFaces.filter((f) => f.includes("url(") && /font-family: "(Mukta|Martel)"/.test(f));
    expect(brand.length).toBe(3);
    for (const face of brand) expect(face).toContain("font-display: optional");
    // The one exception: on a device with no Devanagari font at all, Mukta's text file is the only way to
    // draw the words, and a blank moment beats empty boxes (docs/decisions/009).
    const lastResort = devanagariFaces.filter((f) => f.includes("url(") && !brand.includes(f));
    expect(lastResort).toEqual([
      expect.stringMatching(/font-family: "Deva Mukta";.*font-display: block;.*-400\.woff2/),
    ]);
  });

  it("have a fallback scaled to Mukta over Android's Devanagari font, regular and bold", () => {
    const fallbacks = devanagariFaces.filter((f) => f.includes('local("Noto Sans Devanagari'));
    expect(fallbacks.map((f) => f.match(/font-weight: (\d+)/)?.[1]).sort()).toEqual(["400", "700"]);
    for (const f of fallbacks) {
      for (const d of ["size-adjust", "ascent-override", "descent-override", "line-gap-override"]) {
        expect(f).toMatch(new RegExp(`${d}: [\\d.]+%`));
      }
    }
  });
});
