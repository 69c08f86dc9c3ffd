import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The staff app builds every staff API address from contract/staff-api-paths.ts
 * (issue 28): an address written by hand drifts from the routes the server
 * registers from that file, and is found only when a screen breaks.
 */

const root = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "+types" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

describe("the staff app's API addresses", () => {
  it("are all built from staffApiPaths: no file of the app writes /api/admin itself", () => {
    const written = sourceFiles(path.join(root, "app")).flatMap((file) =>
      fs
        .readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, i) =>
          line.includes("/api/admin") ? [`${path.relative(root, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(written).toEqual([]);
  });
});
