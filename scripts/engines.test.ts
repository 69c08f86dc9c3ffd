import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.join(import.meta.dirname, "..");
const satisfies = createRequire(import.meta.url)("semver/functions/satisfies") as (v: string, range: string) => boolean;
const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
const lock = JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8"));

/** The oldest release of each Node line the project supports (npm test runs on 20 and 24). */
const supported = ["20.19.0", "22.12.0", "24.0.0"];

describe("supported Node.js versions", () => {
  it("package.json's engines take Node 20.19+, 22.12+ and 24, and nothing older", () => {
    for (const v of supported) expect(satisfies(v, pkg.engines.node), v).toBe(true);
    for (const v of ["18.20.0", "20.18.0", "22.11.0", "21.7.0"]) expect(satisfies(v, pkg.engines.node), v).toBe(false);
  });

  it("every installed package accepts them too: npm ci warns about no engine", () => {
    const refusing: string[] = [];
    type Entry = { engines?: { node?: string }; optional?: boolean };
    for (const [where, entry] of Object.entries(lock.packages as Record<string, Entry>)) {
      const range = entry.engines?.node;
      // npm leaves out, without a word, an optional package the Node running does not
      // fit (better-sqlite3 13 below Node 22) or made for other platforms (sharp's Windows build).
      if (!where || !range || entry.optional) continue;
      for (const v of supported) if (!satisfies(v, range)) refusing.push(`${where} needs node ${range} (not ${v})`);
    }
    expect(refusing).toEqual([]);
  });
});
