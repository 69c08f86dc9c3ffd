import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StaffAccounts } from "../accounts/accounts.ts";
import { ContentRepository } from "../content/content-repository.ts";
import { SchoolRepository } from "../content/school-repository.ts";
import { databaseForTests, testDatabases } from "../db/test-databases.ts";
import { FileRepository } from "../storage/file-repository.ts";
import { type FileStore, LocalFileStore } from "../storage/file-store.ts";
import { FileUsage } from "../storage/file-usage.ts";
import { image, pdf } from "../storage/test-files.ts";
import { tokenOf } from "./staff-test-helpers.ts";

/** The staff area's own queries (migration 003, LIKE escapes) on SQLite and PostgreSQL. */
describe.each(testDatabases)("staff data on $name", (target) => {
  const handle = databaseForTests(target, { tvms: "Demo" });
  let dir: string;
  let store: FileStore;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "staff-data-"));
    store = new LocalFileStore(dir, "tvms");
  });
  afterAll(async () => fs.rm(dir, { recursive: true, force: true }));

  it("keeps set-password links single-use", async () => {
    const accounts = new StaffAccounts(handle.db, "tvms");
    const created = await accounts.create({ email: "a@example.com", name: "A", role: "editor" });
    if ("error" in created) throw new Error("not created");
    expect(await accounts.create({ email: "a@example.com", name: "B", role: "admin" })).toEqual({
      error: { email: "An account with this e-mail address already exists." },
    });
    const token = tokenOf(created.setPasswordUrl);
    expect(await accounts.setPasswordWithToken(token, "first password")).toMatchObject({ email: "a@example.com" });
    expect(await accounts.setPasswordWithToken(token, "second password")).toBeNull();
    expect((await accounts.list()).map((a) => [a.email, a.hasPassword])).toEqual([["a@example.com", true]]);
  });

  it("finds the records that use a file, taking _ in ids literally, and deletes unused files", async () => {
    const files = new FileRepository(handle.db, store);
    const content = new ContentRepository(handle.db, new SchoolRepository(handle.db));
    const usage = new FileUsage(handle.db, store);
    const used = await files.save("tvms", await image("png", 10, 10, 1), "a.png");
    const unused = await files.save("tvms", pdf("unused"), "b.pdf");
    await content.create("tvms", "event", {
      title: "E",
      description: "",
      date: "2025-01-01",
      time: "",
      venue: "",
      images: [used.id],
      attachments: [],
    });
    expect(await usage.isReferenced("tvms", used.id)).toBe(true);
    expect(await usage.isReferenced("tvms", unused.id)).toBe(false);
    // "_" would match any character in LIKE; here it must not.
    expect(await usage.isReferenced("tvms", used.id.replace(/[0-9a-f](?=\.png$)/, "_"))).toBe(false);
    expect(await usage.removeIfUnused("tvms", used.id)).toBe(false);
    expect(await usage.removeIfUnused("tvms", unused.id)).toBe(true);
    expect(await store.stat(unused.id)).toBeNull();
    expect([...(await usage.known("tvms", [used.id, unused.id])).keys()]).toEqual([used.id]);
  });
});
