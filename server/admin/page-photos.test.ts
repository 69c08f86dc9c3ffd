import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PagePhotoAdmin } from "../../contract/staff.ts";
import { siteData } from "../services.ts";
import { FileUsage } from "../storage/file-usage.ts";
import { image, pdf } from "../storage/test-files.ts";
import { type App, addStaff, auditRows, type StaffClient, signIn, staffApp, uploaded } from "./staff-test-helpers.ts";

describe("page photos", () => {
  let app: App;
  let editor: StaffClient;
  const page = "our-infrastructure";
  const shown = async (of = page) => {
    const tabs = await siteData(app.services, app.services.config.schoolCode).pagePhotos(of);
    return Object.fromEntries(Object.entries(tabs).map(([tab, photos]) => [tab, photos.map((p) => p.alt)]));
  };

  beforeAll(async () => {
    app = await staffApp();
    editor = await addStaff(app, await signIn(app), "editor");
  });
  afterAll(() => app.close());

  /** Adds `file` to a tab of the page, as the Page photos screen does. */
  const post = (tab: string, file: string, alt: string) =>
    editor.post("/api/admin/page-photos", { page, tab, file, alt });
  const add = async (tab: string, alt: string, seed: number) => {
    const file = await uploaded(editor, image("jpeg", 40, 30, seed));
    const res = await post(tab, file, alt);
    expect(res.statusCode).toBe(201);
    return PagePhotoAdmin.parse(res.json());
  };

  it("adds photos at the end of a tab, and the page shows them", async () => {
    const version = await app.services.schools.version("tvms");
    const a = await add("Library", "Reading corner", 1);
    const b = await add("Library", "Book shelves", 2);
    const c = await add("Science Lab", "Microscopes", 3);
    expect([a.position, b.position, c.position]).toEqual([0, 1, 0]);
    expect(await app.services.schools.version("tvms")).toBeGreaterThan(version);
    expect(await shown()).toEqual({ Library: ["Reading corner", "Book shelves"], "Science Lab": ["Microscopes"] });
    const list = (await editor.get(`/api/admin/page-photos?page=${page}`)).json();
    expect(list.map((p: { alt: string }) => p.alt)).toEqual(["Reading corner", "Book shelves", "Microscopes"]);
    expect((await editor.get("/api/admin/page-photos")).statusCode).toBe(400);
  });

  it("accepts only this school's uploaded images, with a description", async () => {
    const leaflet = await uploaded(editor, pdf("not a photo"), "leaflet.pdf");
    const notImage = await post("Library", leaflet, "Leaflet");
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().errors.file).toMatch(/uploaded image/);
    const unknown = await post("Library", "ab/cdef.jpg", "x");
    expect(unknown.statusCode).toBe(400);
  });

  it("saves a photo without a description, lists it to describe, and the page still says what it is (issue 26)", async () => {
    const photo = await uploaded(editor, image("png", 20, 20, 4), "p.png");
    const noAlt = await post("Computer Lab", photo, " ");
    expect(noAlt.statusCode).toBe(201);
    const waiting = (await editor.get("/api/admin/page-photos/undescribed")).json() as PagePhotoAdmin[];
    expect(waiting.map((p) => [p.tab, p.file])).toEqual([["Computer Lab", photo]]);
    // The page names it by its tab and place in the reader's language (app/components/ui/described-photos.ts).
    expect((await shown())["Computer Lab"]).toEqual([""]);
    const described = await editor.put(`/api/admin/page-photos/${noAlt.json().id}`, { alt: "Rows of computers" });
    expect(described.statusCode).toBe(200);
    expect((await editor.get("/api/admin/page-photos/undescribed")).json()).toEqual([]);
    expect((await shown())["Computer Lab"]).toEqual(["Rows of computers"]);
  });

  it("adds many photos to a tab in one go, in the order given, and refuses any that is not this school's picture", async () => {
    const files = [];
    for (let i = 0; i < 12; i++) files.push(await uploaded(editor, image("jpeg", 30, 20, 20 + i)));
    const res = await editor.post("/api/admin/page-photos/many", { page, tab: "Assembly", files });
    expect(res.statusCode).toBe(201);
    const added = (res.json() as { photos: PagePhotoAdmin[] }).photos;
    expect(added.map((p) => p.file)).toEqual(files);
    expect(added.map((p) => p.position)).toEqual(files.map((_, i) => i));
    expect((await shown()).Assembly).toHaveLength(12);
    expect((await editor.get("/api/admin/page-photos/undescribed")).json()).toHaveLength(12);

    const leaflet = await uploaded(editor, pdf("not a photo"), "leaflet.pdf");
    const mixed = await editor.post("/api/admin/page-photos/many", {
      page,
      tab: "Assembly",
      files: [files[0], leaflet],
    });
    expect(mixed.statusCode).toBe(400);
    expect((await shown()).Assembly).toHaveLength(12);
    // Cleared again, so the next tests see the tabs as before.
    for (const p of added) await editor.delete(`/api/admin/page-photos/${p.id}`);
  });

  it("removes every demo picture in one action and keeps the school's own photos", async () => {
    const own = await add("Staff Room", "Our staff room", 40);
    const demoFile = await uploaded(editor, image("jpeg", 30, 20, 41));
    await app.services.database.db.updateTable("files").set({ placeholder: 1 }).where("id", "=", demoFile).execute();
    const demo = await post("Staff Room", demoFile, "Demo");
    const listed = (await editor.get(`/api/admin/page-photos?page=${page}`)).json() as PagePhotoAdmin[];
    expect(listed.find((p) => p.id === demo.json().id)?.demo).toBe(true);
    expect(listed.find((p) => p.id === own.id)?.demo).toBe(false);
    // Asked first: the confirmation says how many go.
    expect((await editor.get("/api/admin/page-photos/demo-count")).json()).toEqual({ count: 1 });
    const res = await editor.post("/api/admin/page-photos/remove-demo", {});
    expect(res.json()).toEqual({ removed: 1 });
    expect((await editor.get("/api/admin/page-photos/demo-count")).json()).toEqual({ count: 0 });
    expect((await shown())["Staff Room"]).toEqual(["Our staff room"]);
    await editor.delete(`/api/admin/page-photos/${own.id}`);
  });

  it("replaces a photo's file and text, reorders a tab and removes a photo", async () => {
    const list = (await editor.get(`/api/admin/page-photos?page=${page}`)).json() as {
      id: number;
      tab: string;
      alt: string;
    }[];
    const library = list.filter((p) => p.tab === "Library");
    const newFile = await uploaded(editor, image("jpeg", 50, 30, 5));
    const replaced = await editor.put(`/api/admin/page-photos/${library[0].id}`, {
      file: newFile,
      alt: "New reading corner",
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      id: library[0].id,
      file: newFile,
      alt: "New reading corner",
      tab: "Library",
    });
    const tabs = await siteData(app.services, app.services.config.schoolCode).pagePhotos(page);
    expect(tabs.Library[0]).toMatchObject({ file: newFile, width: 50, height: 30 });

    const reorder = await editor.post("/api/admin/page-photos/reorder", {
      page,
      tab: "Library",
      ids: [library[1].id, library[0].id],
    });
    expect(reorder.statusCode).toBe(204);
    expect((await shown()).Library).toEqual(["Book shelves", "New reading corner"]);
    const science = list.find((p) => p.tab === "Science Lab");
    const mixed = await editor.post("/api/admin/page-photos/reorder", { page, tab: "Library", ids: [science?.id] });
    expect(mixed.statusCode).toBe(400);

    expect((await editor.delete(`/api/admin/page-photos/${library[1].id}`)).statusCode).toBe(204);
    expect((await shown()).Library).toEqual(["New reading corner"]);
    expect((await editor.delete(`/api/admin/page-photos/${library[1].id}`)).statusCode).toBe(404);
    expect((await editor.put(`/api/admin/page-photos/${library[1].id}`, { alt: "x" })).statusCode).toBe(404);
    expect((await editor.put("/api/admin/page-photos/abc", { alt: "x" })).statusCode).toBe(404);

    const actions = (await auditRows(app)).filter((r) => r.entity === "pagePhoto").map((r) => r.action);
    expect(actions.slice(0, 3)).toEqual(["create", "create", "create"]);
    expect(actions.slice(-3)).toEqual(["update", "reorder", "delete"]);
  });

  describe("photos added where a page is edited (issue 26)", () => {
    const slug = "sports-day";
    let version = 0;
    const part = (tab: string) => ({ type: "photos", page: slug, tab, alt: "" });
    const save = async (tabs: string[], publish = false) => {
      const res = await editor.put(`/api/admin/pages/${slug}`, {
        title: "Sports Day",
        description: "",
        blocks: tabs.map(part),
        version,
        publish,
      });
      expect(res.statusCode).toBe(200);
      version = res.json().page.version;
    };
    const addInEditor = async (tab: string, seeds: number[], fresh = false) => {
      const files = [];
      for (const seed of seeds) files.push(await uploaded(editor, image("jpeg", 30, 20, seed)));
      const res = await editor.post("/api/admin/page-photos/many", { page: slug, tab, files, draft: true, fresh });
      expect(res.statusCode).toBe(201);
      return { files, photos: (res.json() as { photos: PagePhotoAdmin[] }).photos };
    };
    const staffList = async () =>
      ((await editor.get(`/api/admin/page-photos?page=${slug}`)).json() as PagePhotoAdmin[]).map((p) => p.file);

    beforeAll(async () => {
      const created = await editor.post("/api/admin/pages", { slug, title: "Sports Day" });
      expect(created.statusCode).toBe(201);
      version = created.json().page.version;
    });

    it("shows them to visitors only once the page is published", async () => {
      const { files, photos } = await addInEditor("Sports Day", [60, 61], true);
      expect(photos.map((p) => p.waiting)).toEqual([true, true]);
      expect(await shown(slug)).toEqual({});
      await save(["Sports Day"]);
      expect(await staffList()).toEqual(files);
      expect(await shown(slug)).toEqual({});
      await save(["Sports Day"], true);
      expect((await shown(slug))["Sports Day"]).toHaveLength(2);
      const listed = (await editor.get(`/api/admin/page-photos?page=${slug}`)).json() as PagePhotoAdmin[];
      expect(listed.map((p) => p.waiting)).toEqual([false, false]);
    });

    it("leaves the photos of a photo part never saved unused: not listed, not to describe, their files cleaned up", async () => {
      const before = await staffList();
      const { files } = await addInEditor("Sports Day 2", [62]);
      // The part was never saved: the page shows only its first part.
      expect(await staffList()).toEqual(before);
      const undescribed = (await editor.get("/api/admin/page-photos/undescribed")).json() as PagePhotoAdmin[];
      expect(undescribed.map((p) => p.file)).not.toContain(files[0]);
      const usage = new FileUsage(app.services.database.db, app.services.store);
      expect(await usage.removeIfUnused(app.services.config.schoolCode, files[0])).toBe(true);
      expect(await shown(slug)).not.toHaveProperty("Sports Day 2");
    });

    it("starts a new photo part empty, even where a part never saved left photos", async () => {
      await addInEditor("Sports Day 3", [63, 64]);
      const { files } = await addInEditor("Sports Day 3", [65], true);
      await save(["Sports Day", "Sports Day 3"], true);
      expect(await staffList()).toEqual(expect.arrayContaining(files));
      expect((await shown(slug))["Sports Day 3"]).toHaveLength(1);
    });
  });
});
