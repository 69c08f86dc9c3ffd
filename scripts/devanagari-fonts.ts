import fs from "node:fs/promises";
import path from "node:path";
// @ts-expect-error subset-font ships no types: (font, text, options) => Promise<Buffer>
import subsetFont from "subset-font";
import type { Plugin } from "vite";
import { basicDevanagari } from "./devanagari-basic.ts";

/**
 * Marathi and Hindi pages cost parents 250 KB of Devanagari fonts as @fontsource ships them
 * (Mukta 400 and 700, Martel 800: hinted, with the Vedic signs and extensions). These are made
 * from the same npm files at build time: the Devanagari block only (every conjunct its letters
 * form is kept), no hinting (phones do not use it), Mukta 400 and 700 alone (headings use the
 * 700 too: site.css). 117 KB for both. Nothing is downloaded: the sources are in node_modules.
 */
const BLOCK = { first: 0x0900, last: 0x097f };
/** Joiners steer conjuncts; the dotted circle is what a lone vowel sign is drawn on. */
const EXTRA = "\u200c\u200d\u25cc";

export const DEVANAGARI_FONTS = [
  { source: "@fontsource/mukta/files/mukta-devanagari-400-normal.woff2", file: "mukta-devanagari-400.woff2" },
  { source: "@fontsource/mukta/files/mukta-devanagari-700-normal.woff2", file: "mukta-devanagari-700.woff2" },
] as const;

/**
 * A third, for devices without any Devanagari font (site.css "Deva Mukta"): Mukta 400 with the
 * conjunct ligatures a half form can stand in for left out (scripts/devanagari-basic.ts).
 */
export const BASIC_DEVANAGARI_FONT = {
  source: DEVANAGARI_FONTS[0].source,
  file: "mukta-devanagari-basic.woff2",
} as const;

/** Where site.css and root.tsx find them (not committed: .gitignore). */
export const FONTS_DIR = "app/styles/fonts";

function devanagariText(): string {
  let text = EXTRA;
  for (let c = BLOCK.first; c <= BLOCK.last; c++) text += String.fromCodePoint(c);
  return text;
}

/** Writes the subset files under root (the project's folder); a file newer than its sources is kept. */
export async function writeDevanagariFonts(root: string): Promise<string[]> {
  const dir = path.join(root, FONTS_DIR);
  await fs.mkdir(dir, { recursive: true });
  const written: string[] = [];
  for (const font of [...DEVANAGARI_FONTS, BASIC_DEVANAGARI_FONT]) {
    const source = path.join(root, "node_modules", font.source);
    const target = path.join(dir, font.file);
    const basic = font === BASIC_DEVANAGARI_FONT;
    // The basic file is also made anew when the rules that choose its glyphs change.
    const inputs = [source, ...(basic ? [path.join(import.meta.dirname, "devanagari-basic.ts")] : [])];
    const [to, ...from] = await Promise.all([fs.stat(target).catch(() => null), ...inputs.map((f) => fs.stat(f))]);
    if (to && from.every((f) => to.mtimeMs >= f.mtimeMs) && to.size > 0) continue;
    const options = { targetFormat: basic ? "truetype" : "woff2", noHinting: true };
    const subset: Buffer = await subsetFont(await fs.readFile(source), devanagariText(), options);
    const out = basic ? await basicDevanagari(new Uint8Array(subset), devanagariText()) : subset;
    // Written whole or not at all: a build stopped half-way must not leave a broken font behind.
    await fs.writeFile(`${target}.tmp`, out);
    await fs.rename(`${target}.tmp`, target);
    written.push(target);
  }
  return written;
}

/** Makes the files before Vite reads site.css, in development and in the build alike. */
export function devanagariFonts(): Plugin {
  let root = process.cwd();
  return {
    name: "school-site:devanagari-fonts",
    configResolved(config) {
      root = config.root;
    },
    async buildStart() {
      await writeDevanagariFonts(root);
    },
  };
}
