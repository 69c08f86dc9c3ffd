import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The app's import boundaries (issue 19), read from the source as text:
 * features never import each other, the app never imports server code, and
 * no code the browser runs reaches zod (staff pages and public behaviours use
 * contract/*-rules.ts as values and the schemas' types with `import type`).
 */

const root = path.resolve(import.meta.dirname, "..");
const rel = (file: string) => path.relative(root, file).split(path.sep).join("/");

interface Import {
  specifier: string;
  /** `import type …` or every name marked `type`: erased, never runs. */
  typeOnly: boolean;
}

function importsOf(source: string): Import[] {
  const out: Import[] = [];
  const declaration = /^\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*["']([^"']+)["']/gm;
  for (const m of source.matchAll(declaration)) {
    const names = m[3].match(/^\{([\s\S]*)\}$/);
    const allTyped = names?.[1]
      .split(",")
      .map((n) => n.trim())
      .filter(Boolean)
      .every((n) => n.startsWith("type "));
    out.push({ specifier: m[4], typeOnly: Boolean(m[2]) || Boolean(allTyped) });
  }
  for (const m of source.matchAll(/^\s*import\s*["']([^"']+)["']/gm)) out.push({ specifier: m[1], typeOnly: false });
  for (const m of source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g))
    out.push({ specifier: m[1], typeOnly: false });
  return out;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "+types" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(e.name) ? [full] : [];
  });
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);
const appFiles = sourceFiles(path.join(root, "app")).filter((f) => !isTest(f));
const resolve = (from: string, specifier: string) =>
  specifier.startsWith(".") ? path.resolve(path.dirname(from), specifier) : null;
const read = (file: string) => fs.readFileSync(file, "utf8");

/** app/features/<name>/… → "features/<name>"; app/staff/<name>/… → "staff/<name>". */
function featureOf(file: string): string | null {
  const m = rel(file).match(/^app\/(features|staff)\/([^/]+)\//);
  return m ? `${m[1]}/${m[2]}` : null;
}
/** Folders every staff feature may use. */
const sharedStaff = new Set(["staff/shell", "staff/kit"]);
/**
 * Deliberate meeting points: the dashboard is the overview (it names the
 * content kinds with the content feature's words and shows each feature's
 * panel), and the page preview and the approver's review of a page draw a
 * draft with the visitors' own renderer (kit/draft-photos.ts fetches its photos).
 */
const allowed = new Set([
  "staff/dashboard → staff/content",
  "staff/dashboard → staff/disclosure",
  "staff/dashboard → staff/school-profile",
  "staff/pages → features/content-page",
  "staff/content → features/content-page",
  "staff/kit → features/content-page",
]);

function crossings(files: string[], readSource = read): string[] {
  const found: string[] = [];
  for (const file of files) {
    const from = featureOf(file);
    if (!from) continue;
    for (const { specifier } of importsOf(readSource(file))) {
      const target = resolve(file, specifier);
      const to = target ? featureOf(target) : null;
      const shared = from.startsWith("staff/") && sharedStaff.has(to ?? "");
      if (!to || to === from || shared || allowed.has(`${from} → ${to}`)) continue;
      found.push(`${rel(file)} → ${specifier}`);
    }
  }
  return found;
}

/** Every file the browser may run from `entries`, following value imports (type imports are erased). */
function browserReach(entries: string[]): Map<string, string> {
  const seen = new Map<string, string>();
  const queue: [file: string, via: string][] = entries.map((e) => [e, "(entry)"]);
  for (let item = queue.shift(); item; item = queue.shift()) {
    const [file, via] = item;
    if (seen.has(file) || !fs.existsSync(file)) continue;
    seen.set(file, via);
    if (!/\.tsx?$/.test(file)) continue;
    for (const imp of importsOf(read(file))) {
      if (imp.typeOnly) continue;
      const target = resolve(file, imp.specifier);
      if (target) queue.push([target, rel(file)]);
      else queue.push([`module:${imp.specifier}`, rel(file)]);
    }
  }
  return seen;
}

const browserEntries = [
  path.join(root, "app/root.tsx"),
  path.join(root, "app/enhance/main.ts"),
  ...sourceFiles(path.join(root, "app/routes/admin")),
];

describe("import boundaries", () => {
  it("features never import another feature (staff features share only shell/ and kit/)", () => {
    expect(crossings(appFiles)).toEqual([]);
  });

  it("finds a crossing when there is one", () => {
    const probe = path.join(root, "app/features/news/probe.ts");
    const source = 'import { x } from "../events/events-data.ts";\nimport { api } from "../../staff/shell/api.ts";\n';
    expect(crossings([probe], () => source)).toEqual([
      "app/features/news/probe.ts → ../events/events-data.ts",
      "app/features/news/probe.ts → ../../staff/shell/api.ts",
    ]);
  });

  it("the app never imports server code", () => {
    const found = appFiles.flatMap((file) =>
      importsOf(read(file))
        .map((i) => resolve(file, i.specifier))
        .filter((t): t is string => t !== null && rel(t).startsWith("server/"))
        .map((t) => `${rel(file)} → ${rel(t)}`),
    );
    expect(found).toEqual([]);
  });

  it("no code the browser runs reaches zod", () => {
    const reach = browserReach(browserEntries);
    expect(reach.has(path.join(root, "app/staff/shell/api.ts"))).toBe(true);
    expect(reach.has(path.join(root, "app/features/enquiry/enquiry-form.enhance.ts"))).toBe(true);
    const zod = [...reach].filter(([file]) => file === "module:zod" || file.startsWith("module:zod/"));
    expect(zod.map(([, via]) => `zod imported by ${via}`)).toEqual([]);
  });

  it("tells a type import from a value import", () => {
    expect(importsOf('import type { A } from "./a.ts";\nimport { type B, type C } from "./b.ts";')).toEqual([
      { specifier: "./a.ts", typeOnly: true },
      { specifier: "./b.ts", typeOnly: true },
    ]);
    expect(importsOf('import { type B, c } from "./b.ts";\nexport { d } from "./d.ts";')).toEqual([
      { specifier: "./b.ts", typeOnly: false },
      { specifier: "./d.ts", typeOnly: false },
    ]);
  });
});
