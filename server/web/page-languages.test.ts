import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageApp } from "./page-test-helpers.ts";

/** Issue 29: other languages live under their prefix, once the school switches them on. */
describe("issue 29: addresses of the other languages", () => {
  let app: Awaited<ReturnType<typeof pageApp>>;
  const setLanguages = async (languages: string[]) => {
    const profile = await app.services.profiles.get("tvms");
    const saved = await app.services.profiles.save("tvms", { ...profile, languages });
    expect(saved).toMatchObject({ status: "saved" });
  };
  beforeAll(async () => {
    app = await pageApp();
  });
  afterAll(() => app.close());

  it("answers a language the school has not switched on as no page (the English page under another address)", async () => {
    await setLanguages([]);
    const res = await app.inject({ url: "/mr/history" });
    // The stand-in renders what React Router is given: the prefix is not taken off, so no route matches it.
    expect(res.body).toContain("<p>/mr/history</p>");
    expect(res.body).toContain("<i>lang en</i>");
  });

  it("renders /mr/… as the English address in Marathi, query kept, once switched on", async () => {
    await setLanguages(["mr"]);
    const page = await app.inject({ url: "/mr/news?year=2026" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<p>/news</p>");
    expect(page.body).toContain("<i>lang mr</i>");
    expect(app.renders.urls.at(-1)).toMatch(/\/news\?year=2026$/);
    const home = await app.inject({ url: "/mr/" });
    expect(home.body).toContain("<p>/</p><i>lang mr</i>");
    // Hindi is still off.
    expect((await app.inject({ url: "/hi/news" })).body).toContain("<i>lang en</i>");
  });

  it("keeps each language a page of its own in the cache", async () => {
    await setLanguages(["mr", "hi"]);
    const english = await app.inject({ url: "/contact" });
    const marathi = await app.inject({ url: "/mr/contact" });
    const hindi = await app.inject({ url: "/hi/contact" });
    expect([english, marathi, hindi].map((r) => /<i>lang (\w+)<\/i>/.exec(r.body)?.[1])).toEqual(["en", "mr", "hi"]);
    const again = await app.inject({ url: "/mr/contact" });
    expect(again.headers["x-page-cache"]).toBe("hit");
    expect(again.body).toContain("<i>lang mr</i>");
  });

  it("never takes the staff area under a prefix", async () => {
    const res = await app.inject({ url: "/mr/admin" });
    expect(res.body).toContain("<i>lang en</i>");
  });

  it("sends a visitor who chose Marathi from the typed home address to /mr/, and no one else", async () => {
    await setLanguages(["mr"]);
    const chosen = await app.inject({ url: "/", headers: { cookie: "lang=mr" } });
    expect(chosen.statusCode).toBe(302);
    expect(chosen.headers.location).toBe("/mr/");
    // A shared link to another page opens as it was shared; crawlers carry no cookie.
    expect((await app.inject({ url: "/history", headers: { cookie: "lang=mr" } })).statusCode).toBe(200);
    expect((await app.inject({ url: "/" })).statusCode).toBe(200);
    // A language the school switched off again is not followed.
    await setLanguages([]);
    expect((await app.inject({ url: "/", headers: { cookie: "lang=mr" } })).statusCode).toBe(200);
  });
});
