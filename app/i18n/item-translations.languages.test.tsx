import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Lang } from "../../contract/languages.ts";
import type { SiteData } from "../../contract/site-data.ts";
import { testConfig } from "../../server/config.ts";
import { createServices, type Services, siteData } from "../../server/services.ts";
import { SchoolProvider } from "../components/layout/school-context.tsx";
import { loadAlbum } from "../features/galleries/galleries-data.ts";
import { SubGalleryPage } from "../features/galleries/sub-gallery-page.tsx";
import { loadNews } from "../features/news/news-data.ts";
import { NewsPage } from "../features/news/news-page.tsx";
import { loadNotice } from "../features/notice/notice-data.ts";
import { NoticePage } from "../features/notice/notice-page.tsx";
import { loadTestimonials } from "../features/testimonials/testimonials-data.ts";
import { TestimonialsPage } from "../features/testimonials/testimonials-page.tsx";
import { I18nProvider, i18nOf } from "./i18n-context.tsx";
import { translator } from "./translate.ts";

/**
 * Issue 29: on /mr/ and /hi/ pages the school's items (news, notices,
 * albums, testimonials) show their stored translations, read through the
 * same site data the pages use; what has none shows its English marked
 * lang="en" with the note in the reader's language.
 */
describe("issue 29: items in the reader's language", () => {
  let services: Services;
  let dir: string;
  let site: SiteData;
  const NOTE_MR = "या भागाचे भाषांतर अजून झालेले नाही; तो इंग्रजीत दाखवला आहे.";
  const NOTE_HI = "इस हिस्से का अनुवाद अभी नहीं हुआ है; इसे अंग्रेज़ी में दिखाया गया है।";
  const ids = { sports: "", library: "", album: "", testimonial: "" };

  const render = async (lang: Lang, url: string, node: ReactNode) =>
    renderToString(
      <MemoryRouter initialEntries={[url]}>
        <SchoolProvider value={await site.school()}>
          <I18nProvider value={i18nOf(lang, translator)}>{node}</I18nProvider>
        </SchoolProvider>
      </MemoryRouter>,
    );
  const inLang = (lang: Lang) => site.inLang?.(lang) ?? site;
  const newsPage = async (lang: Lang) => render(lang, "/news", <NewsPage {...(await loadNews(inLang(lang)))} />);

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "item-languages-"));
    services = await createServices(testConfig({ dataDir: dir }));
    const day = new Date().toISOString().slice(0, 10);
    const news = { description: "", fromDate: day, date: day, attachments: [] };
    ids.sports = await services.content.create("tvms", "news", {
      ...news,
      title: "Sports day",
      description: "On the big ground",
    });
    ids.library = await services.content.create("tvms", "news", { ...news, title: "Library week" });
    ids.album = await services.content.create("tvms", "gallery", {
      title: "Annual day",
      description: "Songs and dances",
      category: "PhotoGallery",
      date: day,
      attachments: [],
    });
    ids.testimonial = await services.content.create("tvms", "testimonial", {
      name: "Sunita Patil",
      description: "Teachers who care",
      rating: 5,
      createdAt: new Date().toISOString(),
      attachments: [],
    });
    const put = (kind: string, itemId: string, lang: "mr" | "hi", fields: Record<string, string>) =>
      services.translations.put("tvms", { kind, itemId, lang, fields, source: {} }, null);
    await put("news", ids.sports, "mr", { title: "क्रीडा दिन", description: "मोठ्या मैदानावर" });
    await put("gallery", ids.album, "mr", { title: "वार्षिक दिन" });
    site = siteData(services, services.config.schoolCode);
  });
  afterAll(async () => {
    await services.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("shows a news item's Marathi on /mr/news and an untranslated one in English, marked, with the Marathi note", async () => {
    const html = await newsPage("mr");
    expect(html).toContain("क्रीडा दिन");
    expect(html).toContain("मोठ्या मैदानावर");
    expect(html).not.toContain("Sports day");
    expect(html).toMatch(/<span lang="en">Library week<\/span>/);
    // Only the untranslated item carries the note.
    expect(html.split(NOTE_MR)).toHaveLength(2);
    // English stays English, with no marks and no note.
    const english = await newsPage("en");
    expect(english).toContain("Sports day");
    expect(english).not.toContain('lang="en"');
    expect(english).not.toContain(NOTE_MR);
  });

  it("shows the item's own page in Marathi, and in Hindi its English marked with the Hindi note", async () => {
    const mr = await loadNotice(inLang("mr"), `/news/${ids.sports}`);
    const marathi = await render("mr", `/news/${ids.sports}`, mr ? <NoticePage {...mr} /> : null);
    expect(marathi).toContain("<h1");
    expect(marathi).toContain("क्रीडा दिन");
    expect(marathi).toContain("मोठ्या मैदानावर");
    expect(marathi).not.toContain("On the big ground");
    expect(marathi).not.toContain(NOTE_MR);
    const hi = await loadNotice(inLang("hi"), `/news/${ids.sports}`);
    const hindi = await render("hi", `/news/${ids.sports}`, hi ? <NoticePage {...hi} /> : null);
    expect(hindi).toMatch(/<h1[^>]*lang="en"[^>]*>Sports day/);
    expect(hindi).toMatch(/<div class="notice__text" lang="en"><p>On the big ground<\/p>/);
    expect(hindi).toContain(NOTE_HI);
  });

  it("shows an album's translated title with its untranslated description marked English", async () => {
    const album = await loadAlbum(inLang("mr"), ids.album);
    const html = await render("mr", `/sub-gallery?id=${ids.album}`, <SubGalleryPage album={album} galleryName="x" />);
    expect(html).toMatch(/<h2 class="album__title">वार्षिक दिन<\/h2>/);
    expect(html).toMatch(/<p class="album__description" lang="en">Songs and dances<\/p>/);
    expect(html).toContain(NOTE_MR);
  });

  it("shows a translation saved after a visit at once (the saved translation refreshes the kept reads)", async () => {
    const before = await render(
      "mr",
      "/testimonials",
      <TestimonialsPage {...(await loadTestimonials(inLang("mr")))} />,
    );
    expect(before).toMatch(/lang="en">Teachers who care/);
    await services.translations.put(
      "tvms",
      {
        kind: "testimonial",
        itemId: ids.testimonial,
        lang: "mr",
        fields: { description: "काळजी घेणारे शिक्षक" },
        source: {},
      },
      null,
    );
    const after = await render("mr", "/testimonials", <TestimonialsPage {...(await loadTestimonials(inLang("mr")))} />);
    expect(after).toContain("काळजी घेणारे शिक्षक");
    expect(after).not.toContain("Teachers who care");
    // The name is the same name in every language: never marked.
    expect(after).toContain("Sunita Patil");
    expect(after).not.toContain(NOTE_MR);
  });
});
