import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The server's layers (issue 19): HTTP route files parse, check access and
 * answer; the SQL lives in repositories beside the domain services, so the
 * staff routes, the public forms and the page actions share one statement of
 * each query.
 */

const here = import.meta.dirname;

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

  it("keeps SQL out of every *-routes.ts file", () => {
    const offenders = routeFiles.flatMap((file) => {
      const source = fs.readFileSync(file, "utf8");
      return [...source.matchAll(/\b(selectFrom|insertInto|updateTable|deleteFrom)\b/g)].map(
        (m) => `${path.relative(here, file)}: ${m[1]}`,
      );
    });
    expect(offenders).toEqual([]);
  });
});
