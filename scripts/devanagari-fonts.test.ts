import fs from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { shaper } from "./devanagari-basic.ts";
import { BASIC_DEVANAGARI_FONT, DEVANAGARI_FONTS, FONTS_DIR, writeDevanagariFonts } from "./devanagari-fonts.ts";

const root = path.resolve(import.meta.dirname, "..");
const css = await fs.readFile(path.join(root, "app/styles/site.css"), "utf8");
const faces = css.match(/@font-face \{[^}]*\}/g) ?? [];
const devanagariFaces = faces.filter((f) => f.includes("U+0900-097F"));

/** A woff2 file as TrueType, the way HarfBuzz (and so browsers) read it. */
async function truetype(file: string): Promise<Uint8Array> {
  // @ts-expect-error fontverter (subset-font's woff2 reader) ships no types
  const fontverter = (await import("fontverter")).default as { convert(b: Buffer, to: string): Promise<Buffer> };
  return new Uint8Array(await fontverter.convert(await fs.readFile(file), "truetype"));
}

/** The characters a font's cmap maps. */
async function unicodes(file: string): Promise<Set<number>> {
  const hb = await import("harfbuzzjs");
  return new Set(new hb.Face(new hb.Blob(await truetype(file))).collectUnicodes());
}

/** Every Marathi and Hindi word the site ships: the catalogues, the demo school's translations and texts. */
async function shippedWords(): Promise<{ word: string; lang: string }[]> {
  const files = {
    mr: ["app/i18n/catalogues/mr.ts", "server/demo/demo-translations.ts", "server/demo/demo-disclosure-texts.ts"],
    hi: ["app/i18n/catalogues/hi.ts", "server/demo/demo-translations.ts", "server/demo/demo-disclosure-texts.ts"],
  };
  const words = new Map<string, { word: string; lang: string }>();
  for (const [lang, paths] of Object.entries(files)) {
    for (const file of paths) {
      const text = await fs.readFile(path.join(root, file), "utf8");
      for (const [word] of text.matchAll(/[\u0900-\u097f\u200c\u200d]+/g)) words.set(`${lang} ${word}`, { word, lang });
    }
  }
  return [...words.values()];
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

  it("draw every shipped Marathi and Hindi word in the basic file too, with a virama only where Mukta shows one", async () => {
    await writeDevanagariFonts(root);
    const basicFile = path.join(root, FONTS_DIR, BASIC_DEVANAGARI_FONT.file);
    const fullFile = path.join(root, FONTS_DIR, DEVANAGARI_FONTS[0].file);
    const basic = shaper(await truetype(basicFile));
    const full = shaper(await truetype(fullFile));
    const viramaOf = (shape: typeof basic) => shape("\u25cc\u094d").at(-1);
    const words = await shippedWords();
    expect(words.length).toBeGreaterThan(1000);
    const missing: string[] = [];
    const moreViramas: string[] = [];
    let joinedLess = 0;
    for (const { word, lang } of words) {
      const b = basic(word, lang);
      const f = full(word, lang);
      if (b.includes(0)) missing.push(word);
      const count = (glyphs: number[], virama: number | undefined) => glyphs.filter((g) => g === virama).length;
      if (count(b, viramaOf(basic)) > count(f, viramaOf(full))) moreViramas.push(word);
      if (b.length > f.length) joinedLess++;
    }
    expect(missing).toEqual([]);
    expect(moreViramas).toEqual([]);
    // It does draw some conjuncts from half forms (else it would be the full file again).
    expect(joinedLess).toBeGreaterThan(20);
    // The reader without a Devanagari font waits for this file: half the brand file or less.
    const [basicSize, fullSize] = await Promise.all([fs.stat(basicFile), fs.stat(fullFile)]);
    expect(basicSize.size).toBeLessThan(fullSize.size * 0.55);
  });

  it("are the only Devanagari files the stylesheet names, and the brand's do not swap in under the reader", () => {
    const urls = devanagariFaces.flatMap((f) => [...f.matchAll(/url\("([^"]+)"\)/g)].map((m) => m[1]));
    const files = [...DEVANAGARI_FONTS, BASIC_DEVANAGARI_FONT].map((f) => `./fonts/${f.file}`);
    expect(new Set(urls)).toEqual(new Set(files));
    const brand = devanagariFaces.filter((f) => f.includes("url(") && /font-family: "(Mukta|Martel)"/.test(f));
    expect(brand.length).toBe(3);
    for (const face of brand) expect(face).toContain("font-display: optional");
    // The one exception: on a device with no Devanagari font at all, Mukta's text file is the only way to
    // draw the words, and a blank moment beats empty boxes (docs/decisions/009).
    const lastResort = devanagariFaces.filter((f) => f.includes("url(") && !brand.includes(f));
    expect(lastResort).toEqual([
      expect.stringMatching(/font-family: "Deva Mukta";.*font-display: block;.*-basic\.woff2/),
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
