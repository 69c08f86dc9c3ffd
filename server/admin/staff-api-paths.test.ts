import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffApiPaths } from "../../contract/staff-api-paths.ts";
import { TEXT_SETS } from "../../contract/text-translations.ts";
import { type App, staffApp } from "./staff-test-helpers.ts";

/**
 * contract/staff-api-paths.ts against the routes the server really has: the
 * staff app builds its addresses from that file only, so an address the server
 * lacks (or a route missing from the file) is a screen that cannot work.
 */

/** Every address in the contract; a set's translations once for each set. */
function contractPaths(): string[] {
  return Object.values(staffApiPaths).flatMap((group) =>
    typeof group === "string"
      ? [group]
      : Object.values(group).flatMap((p) => (typeof p === "string" ? [p] : TEXT_SETS.map((set) => p(set)))),
  );
}

/**
 * The patterns the app registers, read from Fastify's route tree: each line a
 * node, 4 characters deeper than its parent, its text what it adds to the
 * parent's path, and the methods in brackets when routes end there.
 */
function registeredPaths(app: App): string[] {
  const stack: string[] = [];
  const found: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const m = line.match(/^(.*?)[├└]── (.+?)(?: \(([^)]*)\))?$/);
    if (!m) continue;
    const depth = m[1].length / 4;
    stack[depth] = (depth ? stack[depth - 1] : "") + m[2];
    stack.length = depth + 1;
    if (m[3]) found.push(stack[depth]);
  }
  return found;
}

const methods = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

describe("the staff API paths in the contract", () => {
  let app: App;
  beforeAll(async () => {
    app = await staffApp();
  });
  afterAll(() => app.close());

  it("are each a route the server registers", () => {
    const missing = contractPaths().filter((url) => !methods.some((method) => app.hasRoute({ method, url })));
    expect(missing).toEqual([]);
  });

  it("hold every /api/admin route the server registers", () => {
    const registered = registeredPaths(app);
    // The reading of the tree itself: a plain route, a nested one, and one split mid-word (me → menu).
    expect(registered).toEqual(
      expect.arrayContaining(["/livez", staffApiPaths.pages.restore, staffApiPaths.pages.menu]),
    );
    const contract = new Set(contractPaths());
    expect(registered.filter((p) => p.startsWith("/api/admin") && !contract.has(p))).toEqual([]);
  });
});
