import fs from "node:fs/promises";
import { createRequire } from "node:module";
// @ts-expect-error fontverter (subset-font's own woff2 writer) ships no types
import fontverter from "fontverter";
import * as hb from "harfbuzzjs";

/**
 * The Devanagari file for a device with no Devanagari font of its own (site.css "Deva Mukta").
 * There it is the only way to draw a Marathi page, so the page waits for it: its size is the
 * reader's wait. Mukta draws some 400 conjuncts as single ligatures, three fifths of its glyph
 * outlines. Without them HarfBuzz and browsers draw the first consonant's half form before the
 * next (क्त as half क + त), the way much Marathi and Hindi print does. Kept: every ligature
 * of a consonant with no half form (द्य, द्ध, ट्ट: without it a virama would show), those of
 * ह and श (ह्म, श्व are written joined), क्ष and ज्ञ (letters of the alphabet), and every form
 * with र (reph, rakaar). Which glyphs those are is found by shaping them with the full font,
 * so nothing here depends on the font's glyph order or names. The brand face keeps every
 * conjunct (mukta-devanagari-400.woff2).
 */

const HALANT = "\u094d";
const ZWJ = "\u200d";
const RA = "\u0930";
const consonants = [...range(0x0915, 0x0939), ...range(0x0958, 0x095f), 0x0979, 0x097a].map((c) =>
  String.fromCodePoint(c),
);
const vowelSigns = ["", ...[...range(0x093e, 0x094c), 0x0962, 0x0963].map((c) => String.fromCodePoint(c))];
const marks = ["", "\u0901", "\u0902"];
/** Joined by convention although they have half forms: ह्म, श्व and the like, and the two conjunct letters. */
const ALWAYS_JOINED = new Set(["\u0939", "\u0936"]);
const CONJUNCT_LETTERS = ["\u0915\u094d\u0937", "\u091c\u094d\u091e"];

function range(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/** Shapes text as a browser would for Marathi or Hindi, returning glyph ids. */
export function shaper(ttf: Uint8Array): (text: string, lang?: string) => number[] {
  const font = new hb.Font(new hb.Face(new hb.Blob(ttf)));
  return (text, lang = "mr") => {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.setScript("deva");
    buffer.setLanguage(lang);
    buffer.setDirection(hb.Direction.LTR);
    hb.shape(font, buffer);
    return buffer.getGlyphInfos().map((g) => g.codepoint);
  };
}

/** Every glyph the basic file keeps: the clusters above, with every vowel sign and nasal mark, in both languages. */
function glyphsToKeep(ttf: Uint8Array): Set<number> {
  const shape = shaper(ttf);
  const halant = shape(`\u25cc${HALANT}`).at(-1);
  const keep = new Set<number>([0]);
  const add = (text: string) => {
    for (const lang of ["mr", "hi"]) for (const g of shape(text, lang)) keep.add(g);
  };
  for (let c = 0x0900; c <= 0x097f; c++) add(String.fromCodePoint(c));
  // A consonant without a half form keeps its halant when forced to one: its conjuncts must stay ligatures.
  const joined = consonants.filter((c) => ALWAYS_JOINED.has(c) || shape(c + HALANT + ZWJ).includes(halant ?? -1));
  const bases = [...consonants, ...consonants.map((c) => `${c}\u093c`), ...CONJUNCT_LETTERS];
  for (const base of bases) {
    add(base + HALANT);
    add(base + HALANT + ZWJ);
    for (const v of vowelSigns) {
      for (const m of marks) {
        add(base + v + m);
        add(RA + HALANT + base + v + m);
        add(base + HALANT + RA + v + m);
      }
    }
    // The i sign's length follows the cluster it stands before: every length it takes is kept, not the
    // conjuncts it was measured on (drawn first, it is the first glyph).
    for (const next of consonants) {
      for (const lang of ["mr", "hi"]) keep.add(shape(`${base}${HALANT}${next}\u093f`, lang)[0] ?? 0);
    }
  }
  for (const first of joined) {
    for (const second of consonants) {
      for (const v of vowelSigns) add(first + HALANT + second + v);
      // Three as one glyph (द्द्य), not द्क्त's क्त: that one a half form stands in for.
      for (const third of consonants) {
        for (const lang of ["mr", "hi"]) {
          const three = shape(first + HALANT + second + HALANT + third, lang);
          if (three.length === 1) keep.add(three[0]);
        }
      }
    }
  }
  return keep;
}

const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const HB_SUBSET_FLAGS_NO_HINTING = 0x1;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;

type SubsetWasm = Record<string, (...args: number[]) => number> & { memory: WebAssembly.Memory };

/** HarfBuzz's own subsetter, told the glyphs (subset-font can only be told characters, and then keeps every ligature). */
async function subsetToGlyphs(ttf: Uint8Array, glyphs: Set<number>, text: string): Promise<Uint8Array> {
  const wasmPath = createRequire(import.meta.url).resolve("harfbuzzjs/dist/harfbuzz-subset.wasm");
  const { instance } = await WebAssembly.instantiate(await fs.readFile(wasmPath));
  const hbs = instance.exports as unknown as SubsetWasm;
  hbs._initialize();
  const input = hbs.hb_subset_input_create_or_fail();
  const fontPtr = hbs.malloc(ttf.byteLength);
  new Uint8Array(hbs.memory.buffer).set(ttf, fontPtr);
  const blob = hbs.hb_blob_create(fontPtr, ttf.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hbs.hb_face_create(blob, 0);
  hbs.hb_blob_destroy(blob);
  const features = hbs.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
  hbs.hb_set_clear(features);
  hbs.hb_set_invert(features);
  hbs.hb_subset_input_set_flags(input, HB_SUBSET_FLAGS_NO_HINTING | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE);
  const unicodes = hbs.hb_subset_input_unicode_set(input);
  for (const c of text) hbs.hb_set_add(unicodes, c.codePointAt(0) ?? 0);
  const glyphSet = hbs.hb_subset_input_glyph_set(input);
  for (const g of glyphs) hbs.hb_set_add(glyphSet, g);
  const result = hbs.hb_subset_or_fail(face, input);
  hbs.hb_subset_input_destroy(input);
  if (!result) {
    hbs.hb_face_destroy(face);
    hbs.free(fontPtr);
    throw new Error("HarfBuzz could not cut the basic Devanagari font");
  }
  const out = hbs.hb_face_reference_blob(result);
  const offset = hbs.hb_blob_get_data(out, 0);
  const length = hbs.hb_blob_get_length(out);
  const bytes = new Uint8Array(hbs.memory.buffer).slice(offset, offset + length);
  hbs.hb_blob_destroy(out);
  hbs.hb_face_destroy(result);
  hbs.hb_face_destroy(face);
  hbs.free(fontPtr);
  return bytes;
}

/** The basic file as woff2, from the full Devanagari font (TrueType) and the characters it maps. */
export async function basicDevanagari(fullTtf: Uint8Array, text: string): Promise<Buffer> {
  const ttf = await subsetToGlyphs(fullTtf, glyphsToKeep(fullTtf), text);
  return fontverter.convert(Buffer.from(ttf), "woff2");
}
