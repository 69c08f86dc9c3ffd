import { expect, it } from "vitest";
import { testApp } from "../api/forms/test-helpers.ts";
import { ensureFirstAdmin } from "./first-admin.ts";

// Two instances may start together on an empty database (README, "Two instances behind a proxy"): both
// found no staff and both inserted the first admin, and the second stopped on the unique e-mail (the
// cluster test's instance A exited with 23505 in CI).
it("two starts at once on an empty database make one first admin, and neither fails", async () => {
  const app = await testApp({ admin: { email: "first@example.com", password: "correct horse battery" } });
  try {
    const results = await Promise.all([ensureFirstAdmin(app.services), ensureFirstAdmin(app.services)]);
    expect(results.sort()).toEqual(["created", "exists"]);
    const rows = await app.services.database.db.selectFrom("staffUsers").select("email").execute();
    expect(rows).toEqual([{ email: "first@example.com" }]);
  } finally {
    await app.close();
  }
});
