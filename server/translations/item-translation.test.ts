import { beforeAll, describe, expect, it } from "vitest";
import { staffForTests } from "../admin/staff-test-helpers.ts";
import { siteData } from "../services.ts";

/**
 * Issue 29: the office translates a news item (and every other kind of item)
 * side by side, as it does a page: visitors read it in Marathi at once, and a
 * change of the English marks that part "English changed since this was
 * translated" until staff save or review it.
 */
describe("staff translate an item, and see when its English changed", () => {
  const { app, editor } = staffForTests({ editor: "editor" });
  let id: string;
  let base: string;
  const news = (title: string, description: string) => ({
    title,
    description,
    fromDate: "2026-03-01",
    attachments: [],
    status: "published",
  });

  beforeAll(async () => {
    const school = app.services.config.schoolCode;
    const profile = await app.services.profiles.get(school);
    await app.services.profiles.save(school, { ...profile, languages: ["en", "mr"] });
    const created = await editor.post("/api/admin/content/news", news("Sports day", "On the big ground."));
    expect(created.statusCode).toBe(201);
    id = created.json().id;
    base = `/api/admin/translations/items/news/${id}/mr`;
  });

  it("shows the English words of the item beside an empty translation", async () => {
    const res = await editor.get(base);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      english: { title: "Sports day", description: "On the big ground." },
      translation: null,
      changed: { title: false, description: false },
    });
  });

  it("saves a translation visitors read at once, and marks only the part whose English changed", async () => {
    const site = siteData(app.services, app.services.config.schoolCode);
    const shownTitle = async () =>
      (await site.inLang?.("mr").list("news"))?.find((n) => (n as { _id: string })._id === id) as
        | { title: string }
        | undefined;
    expect((await shownTitle())?.title).toBe("Sports day");
    const saved = await editor.put(base, { title: "क्रीडा दिन", description: "मोठ्या मैदानावर." });
    expect(saved.statusCode).toBe(200);
    expect((await shownTitle())?.title).toBe("क्रीडा दिन");

    const edited = await editor.put(`/api/admin/content/news/${id}`, news("Sports day", "On the small ground."));
    expect(edited.statusCode).toBe(200);
    expect((await editor.get(base)).json().changed).toEqual({ title: false, description: true });

    const reviewed = await editor.post(`${base}/reviewed`, {});
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json().changed).toEqual({ title: false, description: false });
    expect(reviewed.json().translation.title).toBe("क्रीडा दिन");
  });

  it("refuses a language the school has not switched on, and an item that is not there, in plain words", async () => {
    const off = await editor.get(`/api/admin/translations/items/news/${id}/hi`);
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toContain("not switched on");
    const none = await editor.get("/api/admin/translations/items/news/nothing/mr");
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toContain("publish the English first");
  });
});
