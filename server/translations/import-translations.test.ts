import { describe, expect, it } from "vitest";
import { exportSchool } from "../content/export-content.ts";
import { ImportError, importContent } from "../content/import-content.ts";
import { fullImportDeps, importDoc, tempSite } from "../content/import-test-helpers.ts";
import { demoSchool } from "../demo/demo-school.ts";
import { siteData } from "../services.ts";

/** Issue 29: the school's languages and its pages' translations in the import file, and back out of the export. */
const site = tempSite("import-translations-");
const importJson = (doc: unknown, replace = false) => importDoc(site, doc, replace);

const history = {
  slug: "history",
  title: "History",
  description: "How the school began.",
  blocks: [
    { type: "heading", text: "Our beginnings" },
    { type: "paragraph", text: "The school opened in 1980 with 40 children." },
  ],
  translations: {
    mr: {
      title: "इतिहास",
      description: "शाळेची सुरुवात कशी झाली.",
      blocks: [null, { type: "paragraph", text: "शाळा 1980 मध्ये 40 मुलांसह सुरू झाली." }],
    },
  },
};

/** The translation as stored: its text as structure (issue 26), what the import file writes as text. */
const storedMr = {
  ...history.translations.mr,
  blocks: [null, { type: "paragraph", text: [{ t: "text", v: "शाळा 1980 मध्ये 40 मुलांसह सुरू झाली." }] }],
};

describe("issue 29: languages through import and export", () => {
  it("switches Marathi on and serves the page's translation, block by block", async () => {
    await importJson({ school: { ...demoSchool, languages: ["en", "mr"] }, pages: [history] });
    const site$ = siteData(site.services, "tvms");
    expect((await site$.school()).languages).toEqual(["en", "mr"]);
    expect(await site$.pageTranslation?.("history", "mr")).toEqual(storedMr);
    expect(await site$.pageTranslation?.("history", "hi")).toBeNull();
    expect(await site$.pageTitles?.("mr")).toEqual({ "/history": "इतिहास" });
  });

  it("refuses a language without shipped fixed texts, and a translated block of another kind, writing nothing", async () => {
    const before = await site.services.profiles.view("tvms");
    const bad = importJson({
      school: { ...demoSchool, languages: ["en", "ta"] },
      pages: [
        {
          ...history,
          translations: { mr: { title: "इतिहास", blocks: [{ type: "paragraph", text: "शीर्षक" }] } },
        },
      ],
    });
    await expect(bad).rejects.toBeInstanceOf(ImportError);
    const problems = ((await bad.catch((e) => e)) as ImportError).problems.join("\n");
    expect(problems).toContain("Tamil (தமிழ்) cannot be switched on yet");
    expect(problems).toContain("pages[0].translations.mr.blocks.0: must be a heading block");
    expect((await site.services.profiles.view("tvms")).languages).toEqual(before.languages);
  });

  it("writes the languages and the translations back out, and the export imports to the same", async () => {
    const out = await exportSchool(site.services, `${site.dir}/export`, { school: site.services.config.schoolCode });
    const doc = JSON.parse(await import("node:fs/promises").then((fs) => fs.readFile(out.jsonPath, "utf8")));
    expect(doc.school.languages).toEqual(["en", "mr"]);
    const page = doc.pages.find((p: { slug: string }) => p.slug === "history");
    expect(page.translations).toEqual(history.translations);
    await importContent(fullImportDeps(site.services), out.jsonPath, { defaultSchool: "tvms", replace: true });
    expect(await siteData(site.services, "tvms").pageTranslation?.("history", "mr")).toEqual(storedMr);
  });
});

describe("issue 29: items' translations through import and export", () => {
  const news = {
    _id: "n-reopen",
    title: "School reopens",
    description: "The school reopens on Monday.",
    fromDate: "2026-06-10",
    attachments: [],
    translations: { mr: { title: "शाळा पुन्हा सुरू", description: "शाळा सोमवारी पुन्हा सुरू होईल." } },
  };

  it("stores a news item's Marathi title and description, and refuses a part that is not translated", async () => {
    await importJson({ news: [news] }, true);
    const stored = await site.services.translations.get(site.services.config.schoolCode, "news", "n-reopen", "mr");
    expect(stored?.fields).toEqual(news.translations.mr);
    const bad = importJson({ news: [{ ...news, translations: { mr: { fromDate: "2026-01-01" }, ta: {} } }] });
    const problems = ((await bad.catch((e) => e)) as ImportError).problems.join("\n");
    expect(problems).toContain("news[0].translations.mr.fromDate: only title, description are translated");
    expect(problems).toContain("news[0].translations.ta: must be mr or hi");
  });

  it("writes them back out, and the export imports to the same", async () => {
    const out = await exportSchool(site.services, `${site.dir}/export-items`, {
      school: site.services.config.schoolCode,
    });
    const fs = await import("node:fs/promises");
    const doc = JSON.parse(await fs.readFile(out.jsonPath, "utf8"));
    expect(doc.news.find((n: { _id: string }) => n._id === "n-reopen").translations).toEqual(news.translations);
    await importContent(fullImportDeps(site.services), out.jsonPath, { defaultSchool: "tvms", replace: true });
    const again = await site.services.translations.get("tvms", "news", "n-reopen", "mr");
    expect(again?.fields).toEqual(news.translations.mr);
  });
});

/** Issue 29: the school's details in other languages travel in the import file (`school.translations`) and back out. */
const schoolTexts = {
  mr: {
    name: "टायनी व्हिजन मॉडेल स्कूल",
    nextSteps: "कार्यालय दोन दिवसांत तुम्हाला फोन करते.",
    "phone.0": "कार्यालय",
  },
  hi: { name: "टाइनी विज़न मॉडल स्कूल" },
};
/** The admissions line named in other words, marked as such (issue 29). */
const phones = [
  { label: "Office", number: "+91 20 0000 0001" },
  { label: "Enquiries", number: "+91 98000 00002", use: "admissions" },
];

describe("issue 29: the school's details in other languages through import and export", () => {
  it("reads school.translations, and pages under /mr/ and /hi/ show them", async () => {
    await importJson({ school: { ...demoSchool, phones, languages: ["en", "mr", "hi"], translations: schoolTexts } });
    const site$ = siteData(site.services, "tvms");
    expect((await site$.school()).name).toBe(demoSchool.name);
    expect((await site$.school()).phones.map((p) => p.use)).toEqual([undefined, "admissions"]);
    const mr = await site$.inLang?.("mr").school();
    expect(mr?.phones.map((p) => p.label)).toEqual(["कार्यालय", "Enquiries"]);
    expect(mr?.english).toContain("phone.1");
    expect(mr?.english).not.toContain("phone.0");
    expect((await site$.inLang?.("mr").school())?.name).toBe(schoolTexts.mr.name);
    expect((await site$.inLang?.("mr").school())?.admission.nextSteps).toBe(schoolTexts.mr.nextSteps);
    expect((await site$.inLang?.("hi").school())?.english).toContain("nextSteps");
  });

  it("refuses translations that are not texts by language, writing nothing", async () => {
    const refused = await importJson({
      school: { ...demoSchool, name: "Changed", translations: { ta: {}, mr: { name: 5 } } },
    }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ImportError);
    expect((refused as ImportError).problems).toEqual([
      "school.translations.ta: must be mr or hi",
      "school.translations.mr.name: must be a text of at most 20000 characters",
    ]);
    expect((await site.services.profiles.view("tvms")).name).toBe(demoSchool.name);
  });

  it("writes them back out, and the export imports to the same", async () => {
    const out = await exportSchool(site.services, `${site.dir}/export`, { school: "tvms" });
    const doc = JSON.parse(await (await import("node:fs/promises")).readFile(out.jsonPath, "utf8"));
    expect(doc.school.translations).toEqual(schoolTexts);
    expect(doc.school.phones).toEqual(phones);
    await site.services.translations.clear("tvms");
    await importContent(fullImportDeps(site.services), out.jsonPath, { defaultSchool: "tvms", replace: true });
    expect((await siteData(site.services, "tvms").inLang?.("hi").school())?.name).toBe(schoolTexts.hi.name);
    expect((await siteData(site.services, "tvms").inLang?.("mr").school())?.phones[0].label).toBe("कार्यालय");
    expect((await site.services.profiles.view("tvms")).phones[1].use).toBe("admissions");
  });

  it("refuses two numbers marked as the admissions line", async () => {
    const two = phones.map((p) => ({ ...p, use: "admissions" }));
    const refused = await importJson({ school: { ...demoSchool, name: "Changed", phones: two } }).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ImportError);
    expect((refused as ImportError).problems.join("\n")).toContain("Choose one number only as the admissions line");
  });
});

describe("issue 29: the menu's names in other languages through import and export", () => {
  const menu = [{ label: "Our Campus", links: [{ label: "Bus Routes", href: "/bus-routes" }] }];
  const menuTranslations = {
    mr: { "Our Campus": "आमचा परिसर", "Bus Routes": "बस मार्ग" },
    hi: { "Our Campus": "हमारा परिसर" },
  };

  it("reads menuTranslations beside the menu, and the menu under /mr/ and /hi/ shows them", async () => {
    await importJson({ menu, menuTranslations });
    const site$ = siteData(site.services, "tvms");
    expect(await site$.inLang?.("mr").pageTitles?.("mr")).toMatchObject({
      "menu:Our Campus": "आमचा परिसर",
      "menu:Bus Routes": "बस मार्ग",
    });
    expect(await site$.inLang?.("hi").pageTitles?.("hi")).toMatchObject({ "menu:Our Campus": "हमारा परिसर" });
  });

  it("refuses translations that are not texts by language, writing nothing", async () => {
    const refused = await importJson({ menu: [], menuTranslations: { mr: { "Our Campus": 5 } } }).catch((e) => e);
    expect((refused as ImportError).problems).toEqual([
      "menuTranslations.mr.Our Campus: must be a text of at most 20000 characters",
    ]);
    expect(await site.services.pages.menu("tvms")).toEqual(menu);
  });

  it("writes them back out, and the export imports to the same", async () => {
    const out = await exportSchool(site.services, `${site.dir}/export-menu`, { school: "tvms" });
    const doc = JSON.parse(await (await import("node:fs/promises")).readFile(out.jsonPath, "utf8"));
    expect(doc.menuTranslations).toEqual(menuTranslations);
    await site.services.translations.clear("tvms");
    await importContent(fullImportDeps(site.services), out.jsonPath, { defaultSchool: "tvms", replace: true });
    expect(await siteData(site.services, "tvms").inLang?.("mr").pageTitles?.("mr")).toMatchObject({
      "menu:Bus Routes": "बस मार्ग",
    });
  });
});

describe("issue 29: the disclosure's free texts in other languages through import and export", () => {
  const disclosure = {
    settings: { board: "CBSE", otherBoardPage: "rename", hasClassXII: false },
    items: { principal: { name: "Mrs. Asha Rao", qualification: "M.Sc., M.Ed." } },
    translations: { mr: { "principal.qualification": "एम.एस्सी., एम.एड." } },
  };

  it("reads disclosure.translations, writes them back out, and the export imports to the same", async () => {
    await importJson({ disclosure }, true);
    const shown = await siteData(site.services, "tvms").inLang?.("mr").disclosure?.();
    expect(shown?.values.principal).toEqual({ name: "Mrs. Asha Rao", qualification: "एम.एस्सी., एम.एड." });
    const out = await exportSchool(site.services, `${site.dir}/export-disclosure`, { school: "tvms" });
    const doc = JSON.parse(await (await import("node:fs/promises")).readFile(out.jsonPath, "utf8"));
    expect(doc.disclosure.translations).toEqual(disclosure.translations);
    await site.services.translations.clear("tvms");
    await importContent(fullImportDeps(site.services), out.jsonPath, { defaultSchool: "tvms", replace: true });
    const again = await siteData(site.services, "tvms").inLang?.("mr").disclosure?.();
    expect(again?.english).toEqual([]);
  });
});
