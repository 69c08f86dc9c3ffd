import { createRequire } from "node:module";
import type BetterSqlite3 from "better-sqlite3";

/**
 * The SQLite driver for the Node running: better-sqlite3 12 on Node 20
 * (compiled for it at npm ci), and from Node 22 on better-sqlite3 13, which
 * npm installs there only (the optional dependency better-sqlite3-napi) and
 * which carries its Node-API binaries in the package. 12 cannot serve Node
 * 24: its statements abort the process when the garbage collector frees
 * them ("RemoveEnvironmentCleanupHook: Assertion failed: (env) != nullptr",
 * Node 24.19 and later), and 13 does not load on Node 20. Both have the same API.
 */
const require = createRequire(import.meta.url);
const major = Number(process.versions.node.split(".")[0]);
const driver = major >= 22 ? "better-sqlite3-napi" : "better-sqlite3";

function load(): typeof BetterSqlite3 {
  try {
    return require(driver);
  } catch (e) {
    const missing = (e as { code?: string }).code === "MODULE_NOT_FOUND";
    if (!missing) throw e;
    throw new Error(
      `The SQLite driver for Node ${process.versions.node} (${driver}) is not installed: run npm ci with this Node version.`,
    );
  }
}

export const SqliteDatabase = load();
