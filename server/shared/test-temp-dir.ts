import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";

/** For tests: a temporary folder for the enclosing block (not a test file itself). */

/** A folder made before the enclosing block's tests and removed after them; its path is read inside the tests. */
export function tempDirForTests(prefix: string): { readonly path: string } {
  const dir = { path: "" };
  beforeAll(async () => {
    dir.path = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  });
  afterAll(async () => {
    if (dir.path) await fs.rm(dir.path, { recursive: true, force: true });
  });
  return dir;
}
