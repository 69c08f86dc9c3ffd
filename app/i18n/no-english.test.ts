import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Issue 29's lint: the public site writes no English of its own outside the
 * message catalogues (app/i18n/catalogues), so a Marathi or Hindi page never
 * shows a forgotten English sentence. It reads every module of the public
 * site and fails on
 * - text between JSX tags with a word in it (`<p>No news yet</p>`),
 * - a word in a JSX attribute people read (aria-label, title, placeholder, alt, label),
 * - a string literal or template that reads as an English sentence (three words or more,
 *   starting with a capital), wherever it is written.
 * Log lines and thrown errors (for developers, not parents) are left alone. The staff
 * area (app/staff, app/routes/admin) ships English only for now and is not checked.
 */
const root = join(import.meta.dirname, "..");

/** Parts of app/ that are not the public site's own words. */
const skipped = [
  "i18n/", // the catalogues and the built-in page names in each language
  "staff/", // English only for now (issue 29: a staff language later is translation work only)
  "routes/admin/",
  "admin-routes.ts",
  "lib/test-page.ts",
  "lib/list-page/fake-site-data.ts",
];

/**
 * Modules whose words still go into the catalogues (issue 29, in progress): this list
 * only ever shrinks; a module taken off it is checked like every other.
 */
const pending: string[] = [];

/** Attributes whose words a visitor reads or hears. */
const readAttributes = new Set(["aria-label", "title", "placeholder", "alt", "label", "aria-description"]);

const word = /[A-Za-z]{2,}/;
/** An English sentence in a string: a capitalised word and two more words after it. */
const sentence = /(^|[\s(“"'])[A-Z][a-z’']+(?:,?\s+[A-Za-z’'-]+){2,}/;

function files(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...files(path));
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

/** Calls whose words are for developers: logs and errors. */
function forDevelopers(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isCallExpression(at) || ts.isNewExpression(at)) {
      const callee = at.expression.getText();
      if (
        /^console\.|^(new )?(Error|TypeError|RangeError)$|Error$|\.log$|\.warn$|\.error$|\.info$|\.debug$/.test(callee)
      )
        return true;
    }
    if (ts.isThrowStatement(at)) return true;
  }
  return false;
}

function findEnglish(path: string, text = readFileSync(path, "utf8")): string[] {
  const kind = path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${relative(root, path)}:${line + 1} ${what.trim().slice(0, 80)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      if (word.test(node.text)) report(node, node.text);
    } else if (ts.isJsxAttribute(node)) {
      const name = node.name.getText();
      const init = node.initializer;
      if (readAttributes.has(name) && init && ts.isStringLiteral(init) && word.test(init.text)) report(node, init.text);
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (sentence.test(node.text) && !ts.isImportDeclaration(node.parent) && !forDevelopers(node)) {
        report(node, node.text);
      }
    } else if (ts.isTemplateExpression(node)) {
      const literal = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(" … ");
      if (sentence.test(literal) && !forDevelopers(node)) report(node, literal);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("issue 29: the public site writes its words through the catalogues", () => {
  const checked = files(root).filter(
    (f) => !skipped.some((s) => relative(root, f).startsWith(s)) && !pending.includes(relative(root, f)),
  );

  it("reads the public site's modules", () => {
    expect(checked.length).toBeGreaterThan(100);
  });

  it("has no English sentence outside app/i18n/catalogues", () => {
    expect(checked.flatMap((f) => findEnglish(f))).toEqual([]);
  });

  it("has no English sentence in the staff screens already on the staff catalogues (approvals, alerts, translation screens)", () => {
    const staffScreens = files(join(root, "staff")).filter((f) =>
      [
        "staff/content/approvals/",
        "staff/alerts/",
        "staff/translate/",
        "staff/kit/translate-",
        "staff/content/translate/item-translate.tsx",
        "staff/pages/translate-page.tsx",
        "staff/pages/route-translate.tsx",
      ].some((s) => relative(root, f).startsWith(s)),
    );
    expect(staffScreens.length).toBeGreaterThan(5);
    expect(staffScreens.flatMap((f) => findEnglish(f))).toEqual([]);
  });

  it("catches what it is meant to catch", () => {
    const probe = join(root, "features/probe.tsx");
    const sample = [
      "export const A = () => <p>No news yet</p>;",
      'export const B = () => <button aria-label="Close menu" type="button" />;',
      'export const C = "Please try again later.";',
      'export const D = () => { console.error("This is for developers only"); return <p>{"…"}</p>; };',
    ].join("\n");
    const found = findEnglish(probe, sample);
    expect(found).toEqual([
      expect.stringContaining("No news yet"),
      expect.stringContaining("Close menu"),
      expect.stringContaining("Please try again later."),
    ]);
  });
});
