import { beforeAll, describe, expect, it } from "vitest";
import { parseInline as markup } from "../../contract/page-blocks.ts";
import { pageMessages } from "../../contract/pages.ts";
import { expectEachRefused, type StaffClient, staffForTests } from "../admin/staff-test-helpers.ts";

/** A paragraph as stored: its markup text read into rich text. */
const para = (text: string) => ({ type: "paragraph" as const, text: markup(text) });

describe("staff pages API", () => {
  const { app, admin, editor, otherEditor, admissions } = staffForTests({
    editor: "editor",
    otherEditor: "editor",
    admissions: "admissions",
  });
  let school: string;

  beforeAll(async () => {
    school = app.services.config.schoolCode;
    await app.services.pages.importPage(school, {
      slug: "history",
      title: "History",
      trail: ["About Us"],
      blocks: [{ type: "paragraph", text: [{ t: "text", v: "Founded in 1980." }] }],
    });
  });

  const load = async (who: StaffClient) => (await who.get("/api/admin/pages/history")).json().page;
  /** Saves the History page's draft with these blocks, against the version the client loaded. */
  const saveHistory = (who: StaffClient, blocks: unknown[], version: unknown, description = "") =>
    who.put("/api/admin/pages/history", { title: "History", description, blocks, version });

  it("lets editors and admins list and open pages, and refuses admissions staff", async () => {
    const list = await editor.get("/api/admin/pages");
    expect(list.statusCode).toBe(200);
    expect(list.json().map((p: { slug: string }) => p.slug)).toContain("history");
    expect((await admin.get("/api/admin/pages/history")).statusCode).toBe(200);
    const refused = await admissions.get("/api/admin/pages");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Only editors, the principal and admins may change the site's content.");
  });

  it("saves a draft visitors do not see, publishes it, and records who did it in the audit log", async () => {
    const page = await load(editor);
    const saved = await saveHistory(
      editor,
      [para("Founded in **1980** by two teachers.")],
      page.version,
      "How it began.",
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().page.hasDraft).toBe(true);
    expect((await app.services.pages.published(school, "history"))?.blocks[0]).toEqual(para("Founded in 1980."));
    const published = await editor.post("/api/admin/pages/history/publish", { version: saved.json().page.version });
    expect(published.statusCode).toBe(200);
    expect((await app.services.pages.published(school, "history"))?.blocks[0]).toEqual(
      para("Founded in **1980** by two teachers."),
    );
    const audit = (await admin.get("/api/admin/audit")).json();
    const entries = JSON.stringify(audit);
    expect(entries).toContain("publish");
    expect(entries).toContain("history");
  });

  it("answers 409 in plain words when two people edit the same page, and keeps the first save", async () => {
    const mine = await load(editor);
    const theirs = await load(otherEditor);
    const first = await saveHistory(otherEditor, [para("Their words.")], theirs.version);
    expect(first.statusCode).toBe(200);
    const second = await saveHistory(editor, [para("My words.")], mine.version);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(pageMessages.conflict);
    expect(second.json().page.draft.blocks).toEqual([para("Their words.")]);
    expect((await load(editor)).draft.blocks).toEqual([para("Their words.")]);
  });

  it("lists revisions with who and when, and restores an earlier one to the site", async () => {
    const res = await editor.get("/api/admin/pages/history/revisions");
    expect(res.statusCode).toBe(200);
    const revisions = res.json();
    expect(revisions[0]).toMatchObject({ action: "save", by: otherEditor.user.name });
    const imported = revisions.at(-1);
    expect(imported.action).toBe("import");
    const page = await load(editor);
    const restored = await editor.post(`/api/admin/pages/history/revisions/${imported.id}/restore`, {
      version: page.version,
    });
    expect(restored.statusCode).toBe(200);
    expect((await app.services.pages.published(school, "history"))?.blocks).toEqual([para("Founded in 1980.")]);
    const stale = await editor.post(`/api/admin/pages/history/revisions/${imported.id}/restore`, {
      version: page.version,
    });
    expect(stale.statusCode).toBe(409);
  });

  it("refuses unsafe text with a message on the field", async () => {
    const page = await load(editor);
    const res = await saveHistory(
      editor,
      [{ type: "links", links: [{ label: "Click", href: "javascript:alert(1)" }] }],
      page.version,
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().errors)).toContain(pageMessages.link);
  });

  it("creates a page at a checked address and puts it in a menu group", async () => {
    const created = await editor.post("/api/admin/pages", {
      slug: "bus-routes",
      title: "Bus Routes",
      menuGroup: "More Info",
    });
    expect(created.statusCode).toBe(201);
    const menu = (await editor.get("/api/admin/menu")).json().groups;
    const more = menu.find((g: { label: string }) => g.label === "More Info");
    expect(more.links.at(-1)).toEqual({ label: "Bus Routes", href: "/bus-routes" });
    const taken: [string, string][] = [
      ["bus-routes", pageMessages.slugTaken],
      ["Bus_Routes", pageMessages.slugFormat],
      ["news", pageMessages.slugReserved],
      ["history", pageMessages.slugReserved],
      ["ssc-examination", pageMessages.slugReserved],
      ["admin", pageMessages.slugReserved],
      ["../etc", pageMessages.slugFormat],
    ];
    await expectEachRefused("slug", taken, (slug) => editor.post("/api/admin/pages", { slug, title: "X" }));
  });

  it("stores a renamed and reordered menu", async () => {
    const groups = [
      {
        label: "Info",
        links: [
          { label: "Bus routes", href: "/bus-routes" },
          { label: "History", href: "/history" },
        ],
      },
    ];
    const res = await editor.put("/api/admin/menu", { groups });
    expect(res.statusCode).toBe(200);
    expect(await app.services.pages.menu(school)).toEqual(groups);
    const bad = await editor.put("/api/admin/menu", {
      groups: [{ label: "X", links: [{ label: "Y", href: "javascript:alert(1)" }] }],
    });
    expect(bad.statusCode).toBe(400);
  });
});
