import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type App, type StaffClient, signIn, staffApp, uploaded } from "../admin/staff-test-helpers.ts";
import { FileUsage, UNUSED_FILE_GRACE_MS } from "./file-usage.ts";
import { ImageVariants } from "./image-variants.ts";
import { image, pdf } from "./test-files.ts";

/** Issue 15: regression tests for stored files and their copies. */

describe("issue 15: stored files", () => {
  let app: App;
  let staff: StaffClient;
  beforeAll(async () => {
    app = await staffApp();
    staff = await signIn(app);
  });
  afterAll(() => app.close());

  it("15.4 uploaded PDFs are served as sandboxed downloads, never inline", async () => {
    const id = await uploaded(
      staff,
      pdf("/OpenAction << /S /JavaScript /JS (app.alert\\('pdf-js'\\)) >>"),
      "notice.pdf",
    );
    const res = await app.inject({ url: `/api/image/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="[\w.-]+\.pdf"$/);
    expect(res.headers["content-security-policy"]).toMatch(/(^|; )sandbox(;|$)/);
  });

  it("15.17 re-uploading a photo identical to an old unused one restarts its grace period", async () => {
    const bytes = await image("jpeg", 80, 60, 17);
    const first = await uploaded(staff, bytes, "old.jpg");
    const db = app.services.database.db;
    const old = new Date(Date.now() - 3 * UNUSED_FILE_GRACE_MS).toISOString();
    await db.updateTable("files").set({ createdAt: old }).where("id", "=", first).execute();
    // Uploaded again minutes before the sweep: the same id comes back.
    expect(await uploaded(staff, bytes, "again.jpg")).toBe(first);
    const usage = new FileUsage(db, app.services.store);
    await usage.sweep(new Date(Date.now() - UNUSED_FILE_GRACE_MS));
    expect((await app.inject({ url: `/api/image/${first}` })).statusCode).toBe(200);
    // Saving a record with it still works.
    const news = await staff.post("/api/admin/content/news", {
      title: "Sports day",
      description: "",
      fromDate: "2026-11-20",
      date: "2026-11-20",
      attachments: [first],
    });
    expect(news.statusCode).toBe(201);
  });

  it("15.17 the sweep never deletes a file that became young again after it was listed", async () => {
    const id = await uploaded(staff, image("jpeg", 81, 61, 18), "race.jpg");
    const db = app.services.database.db;
    const usage = new FileUsage(db, app.services.store);
    // Listed as old by the sweep, then stored again (new date) before its delete.
    const cutoff = new Date(Date.now() - UNUSED_FILE_GRACE_MS);
    expect(await usage.removeIfUnused("tvms", id, { olderThan: cutoff })).toBe(false);
    expect((await app.inject({ url: `/api/image/${id}` })).statusCode).toBe(200);
  });

  it("15.18 two processes making the same copies at once never collide on a temporary file", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push(await uploaded(staff, image("jpeg", 1700, 1200, 30 + i), `p${i}.jpg`));
    // Two instances over one store stand in for two containers that both run as pid 1.
    const a = new ImageVariants(app.services.store, "tvms");
    const b = new ImageVariants(app.services.store, "tvms");
    const jobs = ids.flatMap((id) =>
      ([400, 800] as const).flatMap((w) => [a.get(id, w, "webp"), b.get(id, w, "webp")]),
    );
    const results = await Promise.allSettled(jobs);
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    for (const r of results) expect((r as PromiseFulfilledResult<unknown>).value).toMatchObject({ format: "webp" });
  }, 60_000);

  it("15.18 a variant address answered with the original is never cached as immutable", async () => {
    const id = await uploaded(staff, image("jpeg", 900, 600, 40), "fallback.jpg");
    const failing = vi.spyOn(app.services.images, "get").mockRejectedValue(new Error("rename failed"));
    try {
      const res = await app.inject({ url: `/api/image/${id}?w=400` });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).not.toMatch(/immutable|max-age=[1-9]/);
      expect((await sharp(res.rawPayload).metadata()).width).toBe(900);
    } finally {
      failing.mockRestore();
    }
    const good = await app.inject({ url: `/api/image/${id}?w=400` });
    expect(good.headers["cache-control"]).toMatch(/immutable/);
  });
});
