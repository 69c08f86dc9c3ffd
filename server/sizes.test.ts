import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Sizes a newcomer can read (issue 28): no module holding logic over 300
 * lines, no function over 80, in app/, server/ and contract/. Data tables are
 * not logic and are listed below by name. The lists of what is still over
 * only ever shrink: a module or function brought within the limit must come
 * off its list (the test says so), and nothing new may join them.
 */
const repo = path.resolve(import.meta.dirname, "..");

/** Data, not logic: tables, schema types, demo data, migrations and message catalogues. */
const DATA_FILES = [
  /^server\/db\/migrations\//,
  /^server\/db\/schema\.ts$/,
  /^server\/demo\//,
  /^contract\/disclosure-items\.ts$/,
  /^app\/staff\/content\/content-kind-defs\.ts$/,
  /^app\/i18n\/catalogues\//,
];

/** Modules still over 300 lines (issue 28, in progress): this list only ever shrinks. */
const FILES_STILL_OVER: string[] = [];

/** Functions still over 80 lines, as `file name` (issue 28, in progress): this list only ever shrinks. */
const FUNCTIONS_STILL_OVER: string[] = [];

function logicFiles(dir: string): string[] {
  return fs.readdirSync(path.join(repo, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return logicFiles(rel);
    return /\.tsx?$/.test(e.name) && !/\.(test|d)\.tsx?$/.test(e.name) && !/test-helpers\.ts$/.test(e.name)
      ? [rel]
      : [];
  });
}

const files = ["app", "server", "contract"].flatMap(logicFiles).filter((f) => !DATA_FILES.some((d) => d.test(f)));
const lineCount = (text: string) => text.split("\n").length - (text.endsWith("\n") ? 1 : 0);

/** Each function-like node over `max` lines, as `file name`. */
function longFunctions(file: string, max: number): string[] {
  const text = fs.readFileSync(path.join(repo, file), "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (last - first + 1 > max) found.push(`${file} ${nameOf(node, source)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function nameOf(node: ts.Node, source: ts.SourceFile): string {
  const own = (node as { name?: ts.Node }).name;
  if (own) return own.getText(source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText(source);
  return "(anonymous)";
}

/** Nothing over the limit that is not listed, and nothing listed that is within it now. */
function expectOnlyListed(over: string[], listed: string[], what: string): void {
  expect(
    over.filter((f) => !listed.includes(f)),
    `new ${what}`,
  ).toEqual([]);
  expect(
    listed.filter((f) => !over.includes(f)),
    `no longer ${what}: take them off the list`,
  ).toEqual([]);
}

describe("sizes a newcomer can read", () => {
  it("finds the modules it checks", () => {
    expect(files.length).toBeGreaterThan(300);
  });

  it("has no module holding logic over 300 lines, beyond those still listed", () => {
    const over = files.filter((f) => lineCount(fs.readFileSync(path.join(repo, f), "utf8")) > 300).sort();
    expectOnlyListed(over, FILES_STILL_OVER, "modules over 300 lines");
  });

  it("has no function over 80 lines, beyond those still listed", () => {
    const over = [...new Set(files.flatMap((f) => longFunctions(f, 80)))].sort();
    expectOnlyListed(over, FUNCTIONS_STILL_OVER, "functions over 80 lines");
  });
});
