import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInKolkata } from "../../contract/dates.ts";
import { ContentListResponse, StaffContentMeta } from "../../contract/staff-content.ts";
import { FileUsage, UNUSED_FILE_GRACE_MS } from "../storage/file-usage.ts";
import { image, pdf } from "../storage/test-files.ts";
import { type App, addStaff, auditRows, type StaffClient, signIn, staffApp, uploaded } from "./staff-test-helpers.ts";

const news = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  description: `About ${title}`,
  fromDate: "2025-03-01",
  attachments: [],
  ...extra,
});

const shiftDays = (days: number) => {
  const d = new Date(`${todayInKolkata()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe("content management", () => {
  let app: App;
  let editor: StaffClient;
  /** Adds a record of a kind as the editor; its id. */
  const added = async (kind: string, record: Record<string, unknown>): Promise<string> =>
    (await editor.post(`/api/admin/content/${kind}`, record)).json().id;
  const publicList = async (path: string) =>
    (await app.inject({ method: "GET", url: `${path}/tvms` })).json() as Record<string, unknown>[];

  beforeAll(async () => {
    app = await staffApp();
    editor = await addStaff(app, await signIn(app), "editor");
  });
  afterAll(() => app.close());

  it("publishes news with an attachment to the public API, and keeps a draft out of it", async () => {
    const circular = await uploaded(editor, pdf("annual day"), "annual-day.pdf");
    const before = await publicList("/api/news/all");
    const created = await editor.post("/api/admin/content/news", {
      ...news("Annual Day", { attachments: [circular] }),
      status: "published",
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const draft = await editor.post("/api/admin/content/news", { ...news("Secret plans"), status: "draft" });
    expect(draft.statusCode).toBe(201);

    const after = await publicList("/api/news/all");
    expect(after.length).toBe(before.length + 1);
    expect(after.find((n) => n._id === id)).toEqual({
      _id: id,
      title: "Annual Day",
      description: "About Annual Day",
      fromDate: "2025-03-01",
      date: "2025-03-01",
      attachments: [circular],
    });
    expect(after.some((n) => n.title === "Secret plans")).toBe(false);
    // The attachment is reachable where the public pages link it.
    expect((await app.inject({ method: "GET", url: `/api/image/${circular}` })).statusCode).toBe(200);

    // Publishing the draft shows it at once.
    const draftId = draft.json().id;
    const published = await editor.put(`/api/admin/content/news/${draftId}`, {
      ...news("Secret plans"),
      status: "published",
    });
    expect(published.statusCode).toBe(200);
    expect((await publicList("/api/news/all")).some((n) => n._id === draftId)).toBe(true);
  });

  it("gives staff one record with its bookkeeping, drafts included", async () => {
    const id = await added("event", {
      title: "Science fair",
      description: "",
      date: "2025-08-15",
      time: "10 am",
      venue: "Hall",
      images: [],
      attachments: [],
      status: "draft",
    });
    const res = await editor.get(`/api/admin/content/event/${id}`);
    expect(res.statusCode).toBe(200);
    const item = res.json();
    expect(item).toMatchObject({ _id: id, title: "Science fair", venue: "Hall", status: "draft" });
    StaffContentMeta.parse(item);
    expect((await editor.get("/api/admin/content/event/unknown-id")).statusCode).toBe(404);
    expect((await editor.get("/api/admin/content/posters")).statusCode).toBe(404);
  });

  it("lists with search, status filter and paging", async () => {
    for (let i = 1; i <= 4; i++) {
      await editor.post("/api/admin/content/circular", {
        category: "Newsletter",
        date: `2025-0${i}-10`,
        title: `Newsletter ${i}`,
        attachments: [],
        status: i === 4 ? "draft" : "published",
      });
    }
    const page = await editor.get("/api/admin/content/circular?pageSize=3&page=1");
    expect(page.statusCode).toBe(200);
    const body = ContentListResponse.parse(page.json());
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(body.items.map((i) => i.title)).toEqual(["Newsletter 4", "Newsletter 3", "Newsletter 2"]);
    expect(body.items[0].status).toBe("draft");
    const second = (await editor.get("/api/admin/content/circular?pageSize=3&page=2")).json();
    expect(second.items.map((i: { title: string }) => i.title)).toEqual(["Newsletter 1"]);
    const drafts = (await editor.get("/api/admin/content/circular?status=draft")).json();
    expect(drafts.total).toBe(1);
    const search = (await editor.get("/api/admin/content/circular?q=LETTER%202")).json();
    expect(search.items.map((i: { title: string }) => i.title)).toEqual(["Newsletter 2"]);
    const bad = await editor.get("/api/admin/content/circular?pageSize=1000&status=hidden");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["pageSize", "status"]);
  });

  it("refuses invalid records with a message per field, and stores nothing", async () => {
    const before = (await editor.get("/api/admin/content/video")).json().total;
    const res = await editor.post("/api/admin/content/video", {
      title: "",
      date: "2025-13-40",
      videoUrl: "javascript:alert(1)",
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(["date", "title", "videoUrl"]);
    const status = await editor.post("/api/admin/content/video", {
      title: "Sports day",
      date: "2025-02-03",
      videoUrl: "https://video.example/watch?v=1",
      status: "secret",
    });
    expect(status.statusCode).toBe(400);
    expect(status.json().errors).toHaveProperty("status");
    expect((await editor.get("/api/admin/content/video")).json().total).toBe(before);
    const ok = await editor.post("/api/admin/content/video", {
      title: "Sports day",
      date: "2025-02-03",
      videoUrl: "https://video.example/watch?v=1",
    });
    expect(ok.statusCode).toBe(201);
  });

  it("accepts only files stored for this school, and images where a picture is shown", async () => {
    const photo = await uploaded(editor, image("png", 30, 20, 1), "cover.png");
    const leaflet = await uploaded(editor, pdf("leaflet"), "leaflet.pdf");
    const album = (attachments: string[]) => ({
      category: "PhotoGallery",
      title: "Sports",
      description: "",
      date: "2025-01-26",
      attachments,
    });
    const missing = await editor.post("/api/admin/content/gallery", album([photo, "ab/0000not-stored.jpg"]));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.attachments).toMatch(/ab\/0000not-stored\.jpg is not stored here/);
    const notImage = await editor.post("/api/admin/content/gallery", album([leaflet]));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().errors.attachments).toMatch(/is not an image/);
    // A transfer certificate's private file can never be published.
    const secret = await app.services.files.save("tvms", await image("jpeg", 10, 10, 7), "tc.jpg", { private: true });
    const leak = await editor.post("/api/admin/content/news", news("Leak", { attachments: [secret.id] }));
    expect(leak.statusCode).toBe(400);
    expect((await editor.post("/api/admin/content/gallery", album([photo]))).statusCode).toBe(201);
  });

  it("shows a notification only between its start and end dates, so an old popup disappears", async () => {
    const note = (title: string, startsAt: string | null, endsAt: string | null) => ({
      title,
      description: "",
      image: [],
      attachments: [],
      url: "",
      startsAt,
      endsAt,
    });
    await editor.post("/api/admin/content/notification", note("Over", shiftDays(-10), shiftDays(-1)));
    await editor.post("/api/admin/content/notification", note("Current", shiftDays(-1), shiftDays(1)));
    await editor.post("/api/admin/content/notification", note("Later", shiftDays(2), null));
    const titles = (await publicList("/api/notification")).map((n) => n.title);
    expect(titles).toContain("Current");
    expect(titles).not.toContain("Over");
    expect(titles).not.toContain("Later");
    const staff = (await editor.get("/api/admin/content/notification?q=over")).json().items[0];
    expect(staff).toMatchObject({ startsAt: shiftDays(-10), endsAt: shiftDays(-1) });
    const backwards = await editor.post(
      "/api/admin/content/notification",
      note("Backwards", shiftDays(3), shiftDays(1)),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.endsAt).toMatch(/before the start/);
  });

  it("deletes a record, and answers 404 for one already gone", async () => {
    const testimonial = (name: string, description: string) => ({
      name,
      description,
      createdAt: "2025-01-01T10:00:00.000Z",
      attachments: [],
    });
    const id = await added("testimonial", testimonial("A parent", "Great school"));
    expect((await publicList("/api/Testimonials")).some((t) => t._id === id)).toBe(true);
    expect((await editor.delete(`/api/admin/content/testimonial/${id}`)).statusCode).toBe(204);
    expect((await publicList("/api/Testimonials")).some((t) => t._id === id)).toBe(false);
    expect((await editor.delete(`/api/admin/content/testimonial/${id}`)).statusCode).toBe(404);
    expect((await editor.put(`/api/admin/content/testimonial/${id}`, testimonial("x", ""))).statusCode).toBe(404);
  });

  it("deletes the files a record no longer uses, but not one another record still shows", async () => {
    const fileStatus = async (file: string) =>
      (await app.inject({ method: "GET", url: `/api/image/${file}` })).statusCode;
    const own = await uploaded(editor, pdf("own leaflet"), "own.pdf");
    const shared = await uploaded(editor, pdf("shared leaflet"), "shared.pdf");
    const dropped = await uploaded(editor, pdf("dropped leaflet"), "dropped.pdf");
    const first = (
      await editor.post("/api/admin/content/news", news("Sports day", { attachments: [own, shared, dropped] }))
    ).json().id;
    await editor.post("/api/admin/content/news", news("Sports day again", { attachments: [shared] }));

    // An edit that leaves a file out deletes that file.
    const edited = await editor.put(
      `/api/admin/content/news/${first}`,
      news("Sports day", { attachments: [own, shared] }),
    );
    expect(edited.statusCode).toBe(200);
    expect(await fileStatus(dropped)).toBe(404);
    expect(await fileStatus(own)).toBe(200);

    // Deleting the record deletes its own file; the shared one stays for the other record.
    expect((await editor.delete(`/api/admin/content/news/${first}`)).statusCode).toBe(204);
    expect(await fileStatus(own)).toBe(404);
    expect(await fileStatus(shared)).toBe(200);
  });

  it("puts new records first and reorders them, as the public list shows", async () => {
    const ids: string[] = [];
    for (const title of ["First", "Second", "Third"]) {
      ids.push(
        (await editor.post("/api/admin/content/onlineRegistration", { title, url: "", attachments: [] })).json().id,
      );
    }
    const order = async () => (await publicList("/api/onlineRegistration")).map((r) => r.title);
    expect(await order()).toEqual(["Third", "Second", "First"]);
    const res = await editor.post("/api/admin/content/onlineRegistration/reorder", { ids });
    expect(res.statusCode).toBe(204);
    expect(await order()).toEqual(["First", "Second", "Third"]);
    const stale = await editor.post("/api/admin/content/onlineRegistration/reorder", { ids: [ids[0], "gone"] });
    expect(stale.statusCode).toBe(400);
    expect(await order()).toEqual(["First", "Second", "Third"]);
  });

  it("bumps the content version on every change, so cached public answers refresh", async () => {
    const version = () => app.services.schools.version("tvms");
    const v0 = await version();
    const id = await added("media", { title: "Paper", date: "2025-01-01", attachments: [] });
    const v1 = await version();
    expect(v1).toBeGreaterThan(v0);
    await editor.put(`/api/admin/content/media/${id}`, { title: "Paper 2", date: "2025-01-01", attachments: [] });
    const v2 = await version();
    expect(v2).toBeGreaterThan(v1);
    await editor.delete(`/api/admin/content/media/${id}`);
    expect(await version()).toBeGreaterThan(v2);
  });

  it("records who changed what in the audit log", async () => {
    // A highlight has a news item's fields.
    const id = await added("highlight", news("Results day", { description: "", fromDate: "2025-05-01" }));
    await editor.put(
      `/api/admin/content/highlight/${id}`,
      news("Results day (moved)", { description: "", fromDate: "2025-05-02", status: "draft" }),
    );
    await editor.delete(`/api/admin/content/highlight/${id}`);
    const rows = (await auditRows(app)).filter((r) => r.entityId === id);
    expect(rows.map((r) => [r.action, r.entity, r.userId, r.detail])).toEqual([
      ["create", "highlight", editor.user.id, "published: Results day"],
      ["update", "highlight", editor.user.id, "draft: Results day (moved)"],
      ["delete", "highlight", editor.user.id, "Results day (moved)"],
    ]);
    const reorder = (await auditRows(app)).find((r) => r.action === "reorder" && r.entity === "onlineRegistration");
    expect(reorder?.userId).toBe(editor.user.id);
  });

  // Last in the file: it removes every unused upload the tests above left behind.
  it("sweeps uploads that nothing uses once they are older than the grace period", async () => {
    const fileStatus = async (file: string) =>
      (await app.inject({ method: "GET", url: `/api/image/${file}` })).statusCode;
    const usage = new FileUsage(app.services.database.db, app.services.store);
    const abandoned = await uploaded(editor, pdf("abandoned form"), "abandoned.pdf");
    const kept = await uploaded(editor, pdf("kept leaflet"), "kept.pdf");
    await editor.post("/api/admin/content/news", news("Kept leaflet", { attachments: [kept] }));

    // Within the grace period an upload may still be on its way into a form.
    expect((await usage.sweep(new Date(Date.now() - UNUSED_FILE_GRACE_MS))).removed).toBe(0);
    expect(await fileStatus(abandoned)).toBe(200);

    const swept = await usage.sweep(new Date(Date.now() + 1000));
    expect(swept.removed).toBeGreaterThan(0);
    expect(await fileStatus(abandoned)).toBe(404);
    expect(await fileStatus(kept)).toBe(200);
  });
});
