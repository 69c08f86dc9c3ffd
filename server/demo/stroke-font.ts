/**
 * A tiny built-in stroke (single-line) font for labelling placeholder images.
 *
 * SVG <text> needs system fonts, which a server or CI machine may not have
 * (librsvg then draws nothing), so labels are drawn as stroked paths instead.
 * Glyphs sit on a 4 x 6 grid (x right, y down, 6 = baseline); lower-case
 * letters are drawn as capitals. Characters without a glyph draw as "?".
 */

const O = "1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0";
const P = "0,6 0,0 3,0 4,1 4,2 3,3 0,3";

/** Polylines ("x,y x,y ...") separated by "|". */
const GLYPHS: Record<string, string> = {
  A: "0,6 0,2 2,0 4,2 4,6|0,3.5 4,3.5",
  B: "0,3 0,0 3,0 4,1 4,2 3,3 0,3 0,6 3,6 4,5 4,4 3,3",
  C: "4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5",
  D: "0,0 0,6 2,6 4,4 4,2 2,0 0,0",
  E: "4,0 0,0 0,6 4,6|0,3 3,3",
  F: "4,0 0,0 0,6|0,3 3,3",
  G: "4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3.5 2,3.5",
  H: "0,0 0,6|4,0 4,6|0,3 4,3",
  I: "1,0 3,0|2,0 2,6|1,6 3,6",
  J: "4,0 4,5 3,6 1,6 0,5",
  K: "0,0 0,6|4,0 0,4|1.3,2.7 4,6",
  L: "0,0 0,6 4,6",
  M: "0,6 0,0 2,3 4,0 4,6",
  N: "0,6 0,0 4,6 4,0",
  O,
  P,
  Q: `${O}|2.5,4.5 4,6`,
  R: `${P}|2,3 4,6`,
  S: "4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5",
  T: "0,0 4,0|2,0 2,6",
  U: "0,0 0,5 1,6 3,6 4,5 4,0",
  V: "0,0 2,6 4,0",
  W: "0,0 1,6 2,3 3,6 4,0",
  X: "0,0 4,6|4,0 0,6",
  Y: "0,0 2,3 4,0|2,3 2,6",
  Z: "0,0 4,0 0,6 4,6",
  "0": `${O}|3.6,0.8 0.4,5.2`,
  "1": "1,1 2,0 2,6|1,6 3,6",
  "2": "0,1 1,0 3,0 4,1 4,2 0,6 4,6",
  "3": "0,1 1,0 3,0 4,1 4,2 3,3 4,4 4,5 3,6 1,6 0,5|1.5,3 3,3",
  "4": "3,6 3,0 0,4 4,4",
  "5": "4,0 0,0 0,3 3,3 4,4 4,5 3,6 0,6",
  "6": "3.5,0 1,0 0,1 0,5 1,6 3,6 4,5 4,4 3,3 0,3",
  "7": "0,0 4,0 1.5,6",
  "8": "1,0 3,0 4,1 4,2 3,3 1,3 0,2 0,1 1,0|1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3",
  "9": "4,3 1,3 0,2 0,1 1,0 3,0 4,1 4,5 3,6 0.5,6",
  "-": "1,3 3,3",
  "–": "0.5,3 3.5,3",
  _: "0,6 4,6",
  ".": "2,5.6 2,6",
  ",": "2,5.4 1.4,7",
  ":": "2,1.8 2,2.2|2,4.8 2,5.2",
  ";": "2,1.8 2,2.2|2,4.8 1.4,6.5",
  "·": "2,2.8 2,3.2",
  "'": "2,0 2,1.6",
  "’": "2,0 2,1.6",
  '"': "1.3,0 1.3,1.6|2.7,0 2.7,1.6",
  "/": "4,0 0,6",
  "\\": "0,0 4,6",
  "(": "3,0 2,1 2,5 3,6",
  ")": "1,0 2,1 2,5 1,6",
  "!": "2,0 2,4|2,5.6 2,6",
  "?": "0,1 1,0 3,0 4,1 4,2 2,3.5 2,4.2|2,5.6 2,6",
  "&": "4,6 1,2.5 1,1 2,0 3,1 3,2 0,4 0,5 1,6 2.5,6 4,4",
  "+": "2,1.5 2,4.5|0.5,3 3.5,3",
  "#": "1.3,0.5 1.3,5.5|2.7,0.5 2.7,5.5|0,2 4,2|0,4 4,4",
  "%": "0,6 4,0|0.6,0.4 0.6,1|3.4,5 3.4,5.6",
  "=": "0.5,2 3.5,2|0.5,4 3.5,4",
  "*": "2,1 2,5|0.5,2 3.5,4|3.5,2 0.5,4",
  "@": "3,4 3,2 1.5,2 1.5,4 3,4 4,3 4,1 3,0 1,0 0,1 0,5 1,6 4,6",
};

/** Whether a character has its own glyph (space counts; lower case uses the capital). */
export function hasGlyph(ch: string): boolean {
  return ch === " " || Object.hasOwn(GLYPHS, ch) || Object.hasOwn(GLYPHS, ch.toUpperCase());
}

/** Horizontal advance of one character, in font units (cap height = 6). */
const ADVANCE = 6;

/** Width in font units of a text line. */
export function textUnits(text: string): number {
  return Math.max(0, [...text].length * ADVANCE - 2);
}

/**
 * SVG path data drawing `text` with its top-left corner at (x, y) and the
 * given cap height in pixels. Stroke it (fill none, round caps and joins).
 */
export function textPath(text: string, x: number, y: number, capHeight: number): string {
  const u = capHeight / 6;
  const r = (n: number) => Math.round(n * 10) / 10;
  let d = "";
  let cx = x;
  for (const ch of text) {
    if (ch !== " ") {
      const glyph = GLYPHS[ch] ?? GLYPHS[ch.toUpperCase()] ?? GLYPHS["?"];
      for (const line of glyph.split("|")) {
        const pts = line.split(" ").map((p) => p.split(",").map(Number));
        d += pts.map(([px, py], i) => `${i === 0 ? "M" : "L"}${r(cx + px * u)} ${r(y + py * u)}`).join("");
      }
    }
    cx += ADVANCE * u;
  }
  return d;
}

/** Splits text into lines of at most maxChars characters at spaces (long words are cut). */
export function wrapText(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (let word of text.split(/\s+/).filter(Boolean)) {
    while (word.length > maxChars) {
      if (current) lines.push(current);
      current = "";
      lines.push(word.slice(0, maxChars));
      word = word.slice(maxChars);
    }
    if (!current) current = word;
    else if (current.length + 1 + word.length <= maxChars) current += ` ${word}`;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines;
}
