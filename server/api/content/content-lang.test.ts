import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { contentSchemas } from "../../../contract/content.ts";
import { buildApp } from "../../app.ts";
import { testConfig } from "../../config.ts";
import { demoSchool } from "../../demo/demo-school.ts";
import { ApiError } from "./content-api.ts";

/** Issue 29: `?lang=` on the content API gives the school's own translations, English where there is none. */
type App = Awaited<ReturnType<typeof buildApp>>;
const SCHOOL = "tvms";

describe("content API in the school's languages", () => {
  let app: App;
  let dataDir: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "content-lang-"));
    app = await buildApp({ config: testConfig({ dataDir }) });
    const { content, profiles, translations, schools } = app.services;
    await profiles.save(SCHOOL, { ...demoSchool, languages: ["en", "mr"] });
    const news = { description: "The school reopens on Monday.", fromDate: "2026-06-10", attachments: [] };
    ids.translated = await content.create(SCHOOL, "news", { title: "School reopens", ...news });
    ids.plain = await content.create(SCHOOL, "news", { title: "Sports day", ...news, fromDate: "2026-06-01" });
    ids.album = await content.create(SCHOOL, "gallery", {
      category: "PhotoGallery",
      title: "Annual day",
      description: "Photos of the annual day.",
      date: "2026-01-20",
      attachments: [],
    });
    const source = { title: "School reopens", description: "The school reopens on Monday." };
    await translations.put(
      SCHOOL,
      { kind: "news", itemId: ids.translated, lang: "mr", fields: { title: "शाळा पुन्हा सुरू", description: "" }, source },
      null,
    );
    await translations.put(
      SCHOOL,
      { kind: "gallery", itemId: ids.album, lang: "mr", fields: { title: "वार्षिक दिन" }, source: {} },
      null,
    );
    await schools.changed(SCHOOL);
  });

  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const get = (url: string) => app.inject({ url });

  it("gives the translated parts in Marathi, the English for the rest, with exactly the English fields", async () => {
    const english = (await get("/api/news/all/tvms")).json() as Record<string, unknown>[];
    const res = await get("/api/news/all/tvms?lang=mr");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-language"]).toBe("mr");
    const items = z.array(contentSchemas.news.strict()).parse(res.json());
    expect(items.map((i) => i._id)).toEqual(english.map((i) => i._id));
    const translated = items.find((i) => i._id === ids.translated);
    // An empty translated part is no translation: the English description stays.
    expect(translated).toMatchObject({ title: "शाळा पुन्हा सुरू", description: "The school reopens on Monday." });
    expect(items.find((i) => i._id === ids.plain)?.title).toBe("Sports day");
    // The narrowed variant and the English answer are unchanged by the Marathi one.
    expect(((await get("/api/news/tvms?lang=mr")).json() as { title: string }[])[0].title).toBe("शाळा पुन्हा सुरू");
    expect(english.find((i) => i._id === ids.translated)?.title).toBe("School reopens");
    expect((await get("/api/news/all/tvms")).json()).toEqual(english);
    expect((await get("/api/news/all/tvms?lang=en")).json()).toEqual(english);
  });

  it("translates one album too", async () => {
    const res = await get(`/api/subGallery?id=${ids.album}&lang=mr`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: "वार्षिक दिन", description: "Photos of the annual day." });
    expect((await get(`/api/subGallery?id=${ids.album}`)).json()).toMatchObject({ title: "Annual day" });
  });

  it("answers 400 with a clear message for an unknown, repeated or switched-off language", async () => {
    const cases: [string, RegExp][] = [
      ["/api/news/all/tvms?lang=fr", /Unknown language "fr".*en, mr, hi/],
      ["/api/news/all/tvms?lang=mr&lang=hi", /must be given once/],
      ["/api/news/all/tvms?lang=hi", /does not publish in हिंदी \(hi\)\. Its languages: en, mr/],
      [`/api/subGallery?id=${ids.album}&lang=hi`, /does not publish in हिंदी/],
      [`/api/subGallery?id=${ids.album}&lang=xx`, /Unknown language/],
    ];
    for (const [url, message] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(ApiError.parse(res.json()).message, url).toMatch(message);
    }
  });

  it("shows a new translation once it is saved (the school's version moves on)", async () => {
    await app.services.translations.put(
      SCHOOL,
      { kind: "news", itemId: ids.plain, lang: "mr", fields: { title: "क्रीडा दिन" }, source: {} },
      null,
    );
    await app.services.schools.changed(SCHOOL);
    const items = (await get("/api/news/all/tvms?lang=mr")).json() as { _id: string; title: string }[];
    expect(items.find((i) => i._id === ids.plain)?.title).toBe("क्रीडा दिन");
  });
});
