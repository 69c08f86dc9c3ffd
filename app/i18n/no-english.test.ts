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
 *   starting with a capital), wherever it is written,
 * - a string or template with a word of its own written straight into JSX as text or as a read
 *   attribute's value, however short (`{`${n} of ${m}`}`, alt={`Photo ${n}`}, `{label ?? "VIEW MORE"}`).
 * Log lines and thrown errors (for developers, not parents) are left alone. The staff
 * area (app/staff, app/routes/admin) is checked too: it ships English only for now, from
 * its own catalogues (app/i18n/catalogues/staff), so a staff language later is translation
 * work only.
 */
const root = join(import.meta.dirname, "..");

/** Parts of app/ that are not the public site's own words. */
const skipped = [
  "i18n/", // the catalogues and the built-in page names in each language
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
/**
 * In the staff area a single word is a label too ("Save", "Kind", "Published"): a string
 * starting with a capitalised word is staff-facing there unless it is compared with
 * (`case "Enter":`, `=== "Draft"`) or is one of these names of outside things.
 */
const staffWord = /^[A-Z][a-z’']+\b/;
const technicalNames = new Set(["Asia/Kolkata", "Enter", "Escape"]);
/** An English sentence in a string: a capitalised word and two more words after it. */
const sentence = /(^|[\s(“"'])[A-Z][a-z’']+(?:,?\s+[A-Za-z’'-]+){2,}/;

/** The staff area, where single words are checked too. */
const isStaff = (path: string) => /^(staff\/|routes\/admin\/|admin-routes\.ts)/.test(relative(root, path));

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
      // setError("…") and the like put words on the screen: they are not for developers.
      if (/(^|\.)set[A-Z]\w*$/.test(callee)) continue;
      if (
        /^console\.|^(new )?(Error|TypeError|RangeError)$|Error$|\.log$|\.warn$|\.error$|\.info$|\.debug$/.test(callee)
      )
        return true;
    }
    if (ts.isThrowStatement(at)) return true;
  }
  return false;
}

/** A string compared with another (a key's name, a stored value), not shown. */
function compared(node: ts.Node): boolean {
  const p = node.parent;
  return (
    ts.isCaseClause(p) ||
    (ts.isBinaryExpression(p) &&
      (p.operatorToken.kind === ts.SyntaxKind.EqualsEqualsEqualsToken ||
        p.operatorToken.kind === ts.SyntaxKind.ExclamationEqualsEqualsToken))
  );
}

/** A string in a type, a property's name or an import: code, not words. */
function isCode(node: ts.Node): boolean {
  const p = node.parent;
  return (
    ts.isImportDeclaration(p) ||
    ts.isExportDeclaration(p) ||
    ts.isLiteralTypeNode(p) ||
    ts.isElementAccessExpression(p) ||
    (ts.isPropertyAssignment(p) && p.name === node) ||
    (ts.isJsxAttribute(p) &&
      !readAttributes.has(p.name.getText()) &&
      /^(className|id|type|name|autoComplete|inputMode|role|lang)$/.test(p.name.getText()))
  );
}

/** Where a staff screen writes a word of its own: a string that starts with a capitalised word. */
function staffLabel(node: ts.Node): boolean {
  if (ts.isTemplateExpression(node)) return staffWord.test(node.head.text) && !forDevelopers(node);
  if (!ts.isStringLiteral(node) && !ts.isNoSubstitutionTemplateLiteral(node)) return false;
  return (
    staffWord.test(node.text) &&
    !technicalNames.has(node.text) &&
    !compared(node) &&
    !isCode(node) &&
    !forDevelopers(node)
  );
}

/**
 * Where a string or template ends up when it is written in JSX: the text between tags, or the
 * attribute it is the value of; null when it is not (directly, or through `a ?? "…"`,
 * `c ? "…" : …` or another template) a JSX child or attribute value.
 */
function jsxPlace(node: ts.Node): "text" | string | null {
  let at: ts.Node = node;
  for (let p = node.parent; p; at = p, p = p.parent) {
    if (ts.isJsxExpression(p)) {
      if (ts.isJsxAttribute(p.parent)) return p.parent.name.getText();
      return ts.isJsxElement(p.parent) || ts.isJsxFragment(p.parent) ? "text" : null;
    }
    const passesThrough =
      ts.isParenthesizedExpression(p) ||
      ts.isTemplateSpan(p) ||
      ts.isTemplateExpression(p) ||
      (ts.isConditionalExpression(p) && p.condition !== at) ||
      (ts.isBinaryExpression(p) &&
        p.right === at &&
        [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.PlusToken].includes(
          p.operatorToken.kind,
        ));
    if (!passesThrough) return null;
  }
  return null;
}

/** The words a string or template writes itself (a template's text around its placeholders). */
function ownText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(" … ");
  return null;
}

/**
 * A short English text written straight into the page: `{`${n} of ${m}`}`, `{label ?? "VIEW MORE"}`,
 * alt={`Photo ${n}`}: a word of its own, shown as text or in an attribute people read.
 */
function writtenInJsx(node: ts.Node): string | null {
  const text = ownText(node);
  if (text === null || !word.test(text) || ts.isTemplateExpression(node.parent)) return null;
  const place = jsxPlace(node);
  if (place === null || (place !== "text" && !readAttributes.has(place))) return null;
  return forDevelopers(node) ? null : text;
}

/** A call of a screen's words lookup (`sw("…")`, `t("…")`, `pagesText.…`): a message of the catalogue. */
const isMessage = (node: ts.Node) =>
  ts.isJsxExpression(node) &&
  !!node.expression &&
  ts.isCallExpression(node.expression) &&
  /^(sw|t|words)$/.test(node.expression.expression.getText());

/** A value put into the text (`{name}`, `{count}`), not a message or an element. */
const isValue = (node: ts.Node) =>
  ts.isJsxExpression(node) && !!node.expression && !ts.isStringLiteral(node.expression) && !isMessage(node);

/**
 * A sentence glued from a message and a value beside it, `{sw("enquiryFor")} {name}`: a translator sees
 * "enquiry for" alone and cannot put the name where their language wants it. One message with a
 * placeholder is whole: `{sw("enquiryFor", { name })}`.
 */
function gluedSentence(node: ts.Node): boolean {
  if (!ts.isJsxElement(node)) return false;
  const parts = node.children.filter((c) => !(ts.isJsxText(c) && c.text.trim() === ""));
  return parts.some((c, i) => isMessage(c) && ((i > 0 && isValue(parts[i - 1])) || isValue(parts[i + 1] ?? c)));
}

function findEnglish(path: string, text = readFileSync(path, "utf8"), staff = isStaff(path)): string[] {
  const kind = path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${relative(root, path)}:${line + 1} ${what.trim().slice(0, 80)}`);
  };
  const visit = (node: ts.Node) => {
    if (staff && gluedSentence(node)) report(node, `glued: ${node.getText().replace(/\s+/g, " ")}`);
    const inJsx = writtenInJsx(node);
    if (inJsx !== null) {
      report(node, inJsx);
      return;
    }
    if (staff && staffLabel(node)) {
      report(node, (node as ts.StringLiteral).text ?? node.getText());
      return;
    }
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

describe("issue 29: the public site and the staff area write their words through the catalogues", () => {
  const checked = files(root).filter(
    (f) => !skipped.some((s) => relative(root, f).startsWith(s)) && !pending.includes(relative(root, f)),
  );

  it("reads the public site's modules", () => {
    expect(checked.length).toBeGreaterThan(100);
  });

  it("has no English sentence outside app/i18n/catalogues", () => {
    expect(checked.flatMap((f) => findEnglish(f))).toEqual([]);
  });

  it("catches what it is meant to catch", () => {
    const probe = join(root, "features/probe.tsx");
    const sample = [
      "export const A = () => <p>No news yet</p>;",
      'export const B = () => <button aria-label="Close menu" type="button" />;',
      'export const C = "Please try again later.";',
      'export const D = () => { console.error("This is for developers only"); return <p>{"…"}</p>; };',
      "export const E = (n: number, m: number) => <p>{`\u0024{n} of \u0024{m}`}</p>;",
      "export const F = (n: number) => <img alt={`Photo \u0024{n}`} className={`grid \u0024{n}`} src={`/p/\u0024{n}.jpg`} />;",
      'export const G = (label?: string) => <a title={label ?? "VIEW MORE"}>{label || "Read more"}</a>;',
      "export const H = (n: number) => <p>{`\u0024{n}`} {n > 1 ? `\u0024{n}×` : null}</p>;",
    ].join("\n");
    const found = findEnglish(probe, sample);
    expect(found).toEqual([
      expect.stringContaining("No news yet"),
      expect.stringContaining("Close menu"),
      expect.stringContaining("Please try again later."),
      expect.stringContaining("of"),
      expect.stringContaining("Photo"),
      expect.stringContaining("VIEW MORE"),
      expect.stringContaining("Read more"),
    ]);
  });

  it("catches a staff screen's single words, and leaves compared names and types alone", () => {
    const probe = join(root, "staff/probe.tsx");
    const sample = [
      'export const A = () => <TableHead columns={["Kind", "Items"]} hidden="Actions" />;',
      'export const B = (s: string) => (s === "Draft" ? "Saving…" : `Moved \u0024{s}`);',
      'export type C = "Published" | "Draft";',
      'export const D = (e: KeyboardEvent) => { if (e.key === "Enter") return; };',
      'export const E = () => <input className="Admin" type="text" />;',
      'export const F = (setError: (m: string) => void) => setError("Write what the photo shows");',
      'export const G = (name: string) => <p>{sw("enquiryFor")} {name}</p>;',
      'export const H = (name: string) => <p>{sw("enquiryFor", { name })}{" "}<b>{name}</b></p>;',
    ].join("\n");
    expect(findEnglish(probe, sample)).toEqual([
      expect.stringContaining("Kind"),
      expect.stringContaining("Items"),
      expect.stringContaining("Actions"),
      expect.stringContaining("Saving…"),
      expect.stringContaining("Moved"),
      expect.stringContaining("Write what the photo shows"),
      expect.stringContaining('glued: <p>{sw("enquiryFor")} {name}</p>'),
    ]);
  });
});
