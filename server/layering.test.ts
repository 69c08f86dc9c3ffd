import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import type { SiteData } from "../contract/site-data.ts";

/**
 * The server's layers (issue 19): HTTP route files parse, check access and
 * answer; the SQL lives in repositories beside the domain services, so the
 * staff routes, the public forms and the page actions share one statement of
 * each query.
 */

const here = import.meta.dirname;

/** The members of SiteData a page could not count on (none: each is required, the one test fake has them all). */
type OptionalSiteData = { [K in keyof SiteData]-?: undefined extends SiteData[K] ? K : never }[keyof SiteData];
/** Fails to compile (npm run typecheck) when a member of SiteData becomes optional again. */
const everySiteDataMemberRequired: [OptionalSiteData] extends [never] ? true : never = true;

function files(dir: string, pattern: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return files(full, pattern);
    return pattern.test(e.name) ? [full] : [];
  });
}

describe("server layering", () => {
  const routeFiles = files(here, /-routes\.ts$/);

  it("finds the route files it checks", () => {
    expect(routeFiles.length).toBeGreaterThan(10);
  });

  it("keeps SQL out of every *-routes.ts file and out of services.ts", () => {
    const offenders = [...routeFiles, path.join(here, "services.ts")].flatMap((file) => {
      const source = fs.readFileSync(file, "utf8");
      return [...source.matchAll(/\b(selectFrom|insertInto|updateTable|deleteFrom)\b/g)].map(
        (m) => `${path.relative(here, file)}: ${m[1]}`,
      );
    });
    expect(offenders).toEqual([]);
  });

  const sources = files(here, /\.tsx?$/).map((file) => ({
    file: path.relative(here, file),
    imports: [...fs.readFileSync(file, "utf8").matchAll(/\bfrom\s+"([^"]+)"/g)].map((m) =>
      path.relative(here, path.resolve(path.dirname(file), m[1])),
    ),
  }));

  it("never imports scripts/ from the server", () => {
    const offenders = sources.flatMap(({ file, imports }) =>
      imports.filter((i) => i.startsWith("../scripts/")).map((i) => `${file} imports ${i}`),
    );
    expect(offenders).toEqual([]);
  });

  it("imports nothing from app/ at run time: what both sides need lives in contract/", () => {
    // Type-only imports vanish when compiled; a value import would put the React app inside the server.
    const offenders = files(here, /\.tsx?$/)
      .filter((file) => !/(\.test\.tsx?|test-helpers\.ts)$/.test(file))
      .flatMap((file) =>
        [...fs.readFileSync(file, "utf8").matchAll(/^import\s+(?!type\b)[^;]*?from\s+"([^"]+)"/gm)]
          .map((m) => path.relative(here, path.resolve(path.dirname(file), m[1])))
          .filter((target) => target.startsWith("../app/"))
          .map((target) => `${path.relative(here, file)} imports ${target}`),
      );
    expect(offenders).toEqual([]);
  });

  it("keeps the domain folders apart from HTTP: no domain module imports the staff API, the public API or the page handler", () => {
    const domain = /^(accounts|certificates|enquiries|storage|content|pages|disclosure|schools|audit|jobs|shared)\//;
    const http = /^(admin|api|web)\//;
    const offenders = sources
      .filter(({ file }) => domain.test(file) && !/(\.test|test-helpers|-routes)\.ts$/.test(file))
      .flatMap(({ file, imports }) => imports.filter((i) => http.test(i)).map((i) => `${file} imports ${i}`));
    expect(offenders).toEqual([]);
  });

  it("calls the database only from the domain folders: not from HTTP routes, the page handler or the app's wiring", () => {
    // Outer layers (staff API, public API, pages, HTTP plumbing, operations, the files at the root) reach the
    // database through a domain's repository or service; test helpers set up data as they need.
    const outer = /^(admin|api|web|http|ops)\/|^[^/]+\.ts$/;
    const offenders = files(here, /\.tsx?$/)
      .map((file) => path.relative(here, file))
      .filter((file) => outer.test(file) && !/(\.test\.tsx?|test-helpers\.ts)$/.test(file))
      .flatMap((file) =>
        [
          ...fs
            .readFileSync(path.join(here, file), "utf8")
            .matchAll(/\.(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|transaction)\(|\bsql`/g),
        ].map((m) => `${file}: ${m[1] ?? "sql`"}`),
      );
    expect(offenders).toEqual([]);
  });

  it("announces content changes where data is written: no route file calls bump(", () => {
    // Repositories announce through SchoolRepository.changed() once their transaction has committed.
    const offenders = routeFiles
      .filter((file) => /\bbump\(/.test(fs.readFileSync(file, "utf8")))
      .map((file) => path.relative(here, file));
    expect(offenders).toEqual([]);
  });

  it("writes no page head from the rendered HTML: nothing in server/web matches <title> or <img with a regular expression", () => {
    // The routes' meta is the one author of <head> (app/lib/head); reading markup back ties the server to it.
    const offenders = files(path.join(here, "web"), /\.tsx?$/)
      .filter((file) => !/\.test\.tsx?$/.test(file))
      .flatMap((file) =>
        [
          ...fs
            .readFileSync(file, "utf8")
            .matchAll(/\/(?:[^/\n\\]|\\.)*<(?:title|img)\b(?:[^/\n\\]|\\.)*\/[dgimsuy]*/gi),
        ].map((m) => `${path.relative(here, file)}: ${m[0]}`),
      );
    expect(offenders).toEqual([]);
  });
  const logicFiles = () =>
    files(here, /\.tsx?$/)
      .filter((file) => !/(\.test\.tsx?|test-helpers\.ts)$/.test(file))
      .map((file) => ({ file: path.relative(here, file), text: fs.readFileSync(file, "utf8") }));

  it("gives pages every SiteData member: none is optional (checked by the type checker)", () => {
    expect(everySiteDataMemberRequired).toBe(true);
  });

  it("wires parts by name: no module keeps a WeakMap beside the services (built in createServices instead)", () => {
    // A singleton keyed on Services hid a part from services.ts: a reader could not see who builds it, nor a test swap it.
    const offenders = logicFiles().flatMap(({ file, text }) =>
      [...text.matchAll(/^(?:export\s+)?(?:const|let|var)\s+(\w+)\s*=\s*new\s+WeakMap\b|WeakMap<\s*Services\b/gm)].map(
        (m) => `${file}: ${m[0]}`,
      ),
    );
    expect(offenders).toEqual([]);
  });

  it("takes the school from the caller: no parameter defaults to the configured school or may be left out", () => {
    // In a server of many schools a forgotten argument would silently serve the configured school.
    const offenders = logicFiles().flatMap(({ file, text }) => {
      const found: string[] = [];
      const visit = (node: ts.Node) => {
        if (ts.isParameter(node) && ts.isIdentifier(node.name)) {
          const name = node.name.text;
          const defaultsToSchool = node.initializer && /\bschoolCode\b/.test(node.initializer.getText());
          const schoolLeftOut = /^(school|schoolCode)$/.test(name) && (node.questionToken || node.initializer);
          if (defaultsToSchool || schoolLeftOut) found.push(`${file}: ${node.getText()}`);
        }
        ts.forEachChild(node, visit);
      };
      visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true));
      return found;
    });
    expect(offenders).toEqual([]);
  });
});
