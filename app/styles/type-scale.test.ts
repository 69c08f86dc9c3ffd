import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The public pages' type scale stays small. Every size × weight a page draws
 * is a font the browser looks up before its first paint: on Linux each is a
 * synchronous call to the system's font service (1-5 ms each; 27 on /news
 * before, 17-21 after, see bench/RESULTS.md), and Lighthouse multiplies that
 * first layout by four on its simulated phone. The brand faces have only
 * 400 and 700 (Martel 800 for headings), so 500 and 600 were drawn as 400 and
 * 700 anyway once they are in.
 */
const appDir = path.resolve(import.meta.dirname, "..");

function publicStylesheets(dir = appDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "staff" ? [] : publicStylesheets(full);
    return entry.name.endsWith(".css") ? [full] : [];
  });
}

/** The rules a screen draws with: no @font-face (they describe files) and no print styles (paper, in points). */
function screenRules(css: string): string {
  const withoutFaces = css.replace(/@font-face\s*\{[^}]*\}/g, "").replace(/\/\*[\s\S]*?\*\//g, "");
  const printAt = withoutFaces.indexOf("@media print");
  if (printAt === -1) return withoutFaces;
  // The print block runs to its matching brace.
  let depth = 0;
  for (let i = withoutFaces.indexOf("{", printAt); i < withoutFaces.length; i++) {
    if (withoutFaces[i] === "{") depth++;
    if (withoutFaces[i] === "}" && --depth === 0) return withoutFaces.slice(0, printAt) + withoutFaces.slice(i + 1);
  }
  return withoutFaces.slice(0, printAt);
}

const sheets = publicStylesheets().map((file) => ({
  file: path.relative(appDir, file),
  css: screenRules(fs.readFileSync(file, "utf8")),
}));

function declared(property: string): { file: string; value: string }[] {
  const pattern = new RegExp(`(?:^|[;{\\s])${property}\\s*:\\s*([^;}]+)`, "g");
  return sheets.flatMap(({ file, css }) => [...css.matchAll(pattern)].map((m) => ({ file, value: m[1].trim() })));
}

describe("the public pages' type scale", () => {
  it("finds the stylesheets it checks", () => {
    expect(sheets.map((s) => s.file)).toEqual(expect.arrayContaining(["styles/site.css", "features/home/home.css"]));
    expect(sheets.some((s) => s.file.startsWith("staff"))).toBe(false);
  });

  it("draws text in 400 and 700 only, and headings in 800", () => {
    const others = declared("font-weight").filter(({ value }) => !["400", "700", "800"].includes(value));
    expect(others).toEqual([]);
  });

  it("has one small size below the body's, the --step--1 token", () => {
    const small = declared("font-size").filter(({ value }) => {
      const rem = /^(\d*\.?\d+)rem$/.exec(value);
      return rem !== null && Number(rem[1]) < 1;
    });
    // The one-row menu of wide screens is fitted to its width (design.spec.ts measures it).
    expect(small).toEqual([{ file: "styles/site.css", value: ".82rem" }]);
  });
});
