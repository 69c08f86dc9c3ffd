import { describe, expect, it } from "vitest";
import type { BlockInput as Block, PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { type Rich, richPlain } from "../../../contract/page-blocks.ts";
import { allPhotoSets, photoSets } from "../../../contract/photo-sets.ts";
import { pages } from "./index.ts";

/** Spec section 2, route table, in order. */
const ROUTES = [
  "/",
  "/history",
  "/our-inspiration",
  "/president-philosophy",
  "/principal-desk",
  "/director-desk",
  "/headmistress-desk",
  "/achievements",
  "/eligibility-criteria",
  "/concert",
  "/twinkle-hall",
  "/smart-board",
  "/smart-class",
  "/activity-room",
  "/technology-integration",
  "/safety-security",
  "/cleanliness-discipline",
  "/code-conduct",
  "/attendance-policy",
  "/SSC-Examination",
  "/annual-sports",
  "/faqs",
  "/RCNV",
  "/our-infrastructure",
  "/admission-enquire",
  "/contact",
  "/alumni",
  "/tvmhs",
  "/testimonials",
  "/admission-procedure",
  "/vision",
  "/mission",
  "/coming-soon",
  "/events",
  "/video-gallery",
  "/activities",
  "/student-council",
  "/photo-gallery",
  "/sub-gallery",
  "/news",
  "/guest-lectures",
  "/erp-software",
  "/co-curricular-activities",
  "/kindergarten",
  "/primary-section",
  "/high-school",
  "/conquer-thyself",
  "/tvms-faculty",
  "/tc",
  "/examination",
  "/shinning-stars",
  "/toppers",
  "/general-guidelines",
  "/newsletter",
  "/media-gallery",
];

/** Routes with their own screens (home, forms, data-fed lists), not text pages. */
const NOT_TEXT_PAGES = [
  "/",
  "/admission-enquire",
  "/contact",
  "/testimonials",
  "/events",
  "/video-gallery",
  "/photo-gallery",
  "/sub-gallery",
  "/news",
  "/tc",
  "/newsletter",
  "/media-gallery",
];

const HEADER_GROUPS = [
  "About Us",
  "Admission",
  "Student Life",
  "News & Events",
  "Gallery",
  "Kindergarten Zone",
  "School infrastructure",
  "TVMS",
  "School Policies",
  "Contact Us",
  "Teachers Recruitment",
  "More Info",
];

/** Every block, including those nested in photo tabs. */
function allBlocks(blocks: Block[]): Block[] {
  return blocks.flatMap((b) =>
    b.type === "photo-tabs"
      ? [b, ...allBlocks(b.tabs.flatMap((t) => t.blocks ?? []))]
      : b.type === "region"
        ? [b, ...allBlocks(b.blocks)]
        : [b],
  );
}

/** All visible text of a list of blocks; a stat reads as "value label". */
/** The demo writes its texts as markup text. */
const md = (text: string | Rich): string => (typeof text === "string" ? text : richPlain(text));

function blockText(b: Block): string[] {
  switch (b.type) {
    case "heading":
    case "paragraph":
      return [md(b.text)];
    case "list":
      return [b.title ?? "", ...b.items.map(md)];
    case "quote":
      return [md(b.text), b.cite ?? ""];
    case "photos":
      return [b.alt];
    case "photo-tabs":
      return [b.label, ...b.tabs.flatMap((t) => [t.name, ...(t.blocks ?? []).flatMap(blockText)])];
    case "region":
      return b.blocks.flatMap(blockText);
    case "cards":
      return b.cards.flatMap((c) => [c.title, md(c.text ?? ""), ...(c.items ?? []).map(md)]);
    case "people":
      return b.people.flatMap((p) => [p.name, p.role, p.meta ?? "", md(p.text ?? "")]);
    case "stats":
      return [b.title ?? "", ...b.stats.map((s) => `${s.value} ${s.label}`)];
    case "faq":
      return b.items.flatMap((i) => [i.question, md(i.answer)]);
    case "links":
      return [b.title ?? "", ...b.links.map((l) => l.label)];
    case "table":
      return [b.caption, b.head.join(" | "), ...b.rows.map((r) => r.join(" | "))];
    case "messages":
      return [];
  }
}

function page(route: string): PageContent {
  const p = pages[route];
  if (!p) throw new Error(`no page ${route}`);
  return p;
}

function text(route: string): string {
  return page(route).blocks.flatMap(blockText).join("\n");
}

function expectAll(route: string, patterns: RegExp[]) {
  const t = text(route);
  for (const re of patterns) expect(t, `${route} should match ${re}`).toMatch(re);
}

const setsByPage = new Map(allPhotoSets.map((s) => [s.page, s]));
const singleTabs = photoSets.singles.tabs.map((t) => t.name);

const DOCUMENTS = [
  /birth certificate/i,
  /passport[^\n]*mother[^\n]*father[^\n]*ward/i,
  /phone or electricity bill/i,
  /medical certificate/i,
  /vaccination record/i,
];
const ADMISSION_AGE_RULES = [/Nursery: 3 years/, /KG-I: 4 years[^\n]*30 Sept/, /KG-II: 5 years[^\n]*30 Sept/];

describe("page index", () => {
  it("is keyed by routes of the spec route table", () => {
    for (const key of Object.keys(pages)) expect(ROUTES).toContain(key);
  });

  it("covers every text page of the route table", () => {
    const expected = ROUTES.filter((r) => !NOT_TEXT_PAGES.includes(r)).sort();
    expect(Object.keys(pages).sort()).toEqual(expected);
  });

  it("gives every page a title and a unique one-sentence description", () => {
    const seen = new Set<string>();
    for (const [route, p] of Object.entries(pages)) {
      expect(p.title.trim(), route).not.toBe("");
      expect(p.description.trim(), route).not.toBe("");
      expect(p.description.length, route).toBeLessThanOrEqual(200);
      expect(seen.has(p.description), `duplicate description on ${route}`).toBe(false);
      seen.add(p.description);
    }
  });

  it("uses header menu groups as breadcrumb trails", () => {
    for (const [route, p] of Object.entries(pages)) {
      for (const group of p.trail ?? []) expect(HEADER_GROUPS, route).toContain(group);
    }
  });

  it("has no empty text blocks", () => {
    for (const [route, p] of Object.entries(pages)) {
      for (const b of allBlocks(p.blocks)) {
        if (b.type === "paragraph" || b.type === "heading") expect(md(b.text).trim(), route).not.toBe("");
        if (b.type === "list") expect(b.items.length, route).toBeGreaterThan(0);
      }
    }
  });
});

describe("photo references", () => {
  it("point to existing photo sets and tabs", () => {
    for (const [route, p] of Object.entries(pages)) {
      for (const b of allBlocks(p.blocks)) {
        if (b.type === "photos") {
          const set = setsByPage.get(b.page);
          expect(set, `${route}: photo set ${b.page}`).toBeDefined();
          expect(
            set?.tabs.map((t) => t.name),
            `${route}: tab ${b.tab}`,
          ).toContain(b.tab);
          expect(b.alt.trim(), route).not.toBe("");
        }
        if (b.type === "photo-tabs") {
          const set = setsByPage.get(b.page);
          expect(set, `${route}: photo set ${b.page}`).toBeDefined();
          expect(
            b.tabs.map((t) => t.name),
            `${route}: tabs of ${b.page}`,
          ).toEqual(set?.tabs.map((t) => t.name));
        }
        if (b.type === "people") {
          for (const person of b.people) if (person.photo) expect(singleTabs, route).toContain(person.photo);
        }
      }
    }
  });

  it("shows each tabbed photo set on its own page", () => {
    const tabbed: [string, string][] = [
      ["/our-infrastructure", photoSets.ourInfrastructure.page],
      ["/activities", photoSets.activities.page],
      ["/co-curricular-activities", photoSets.coCurricular.page],
      ["/kindergarten", photoSets.kindergarten.page],
      ["/examination", photoSets.examination.page],
      ["/shinning-stars", photoSets.shinningStars.page],
      ["/achievements", photoSets.achievements.page],
    ];
    for (const [route, setPage] of tabbed) {
      const tabs = page(route).blocks.filter((b) => b.type === "photo-tabs");
      expect(
        tabs.map((b) => b.page),
        route,
      ).toEqual([setPage]);
    }
    expect(photoSets.achievements.tabs.map((t) => t.name)).toEqual([
      "Aakashwani Event",
      "Science Competition",
      "Inter School Quiz",
    ]);
  });

  it("shows the two concerts as headed carousels", () => {
    const blocks = page("/concert").blocks;
    const photos = blocks.filter((b) => b.type === "photos");
    expect(photos.map((b) => [b.page, b.tab, b.layout])).toEqual([
      ["concert", "Concert 2024", "carousel"],
      ["concert", "Concert 2023", "carousel"],
    ]);
    for (const b of photos) {
      const before = blocks[blocks.indexOf(b) - 1];
      expect(before).toEqual({ type: "heading", text: b.tab });
    }
  });

  it("shows the single photos and galleries of text pages", () => {
    const single = (route: string, tab: string) =>
      expect(
        page(route).blocks.some((b) => b.type === "photos" && b.page === "pages" && b.tab === tab),
        `${route} shows ${tab}`,
      ).toBe(true);
    single("/mission", "mission");
    single("/smart-class", "smart-class");
    single("/RCNV", "RCNV");
    single("/conquer-thyself", "conquer-thyself");
    single("/toppers", "toppers");
    expect(page("/coming-soon").blocks).toEqual([
      { type: "photos", page: "pages", tab: "coming-soon", alt: expect.any(String), layout: "single" },
    ]);
    const grid = (route: string, setPage: string, tab: string) =>
      expect(
        page(route).blocks.some((b) => b.type === "photos" && b.page === setPage && b.tab === tab),
        route,
      ).toBe(true);
    grid("/activity-room", "activity-room", "Activity Room");
    grid("/guest-lectures", "guest-lectures", "Guest Lectures");
  });
});

describe("leadership and people", () => {
  it("tvmhs shows the five leaders linking to their desk pages", () => {
    const people = page("/tvmhs").blocks.flatMap((b) => (b.type === "people" ? b.people : []));
    expect(people.map((p) => [p.role, p.photo, p.href, p.linkLabel])).toEqual([
      ["Director", "director-desk", "/director-desk", "VIEW MORE"],
      ["President", "president", "/president-philosophy", "VIEW MORE"],
      ["Principal (Primary School)", "principal-desk-primary", "/principal-desk", "VIEW MORE"],
      ["Principal (High School)", "principal-desk-high", "/principal-desk", "VIEW MORE"],
      ["Headmistress (Kindergarten)", "headmistress-desk", "/headmistress-desk", "VIEW MORE"],
    ]);
    for (const p of people) {
      expect(p.name.trim()).not.toBe("");
      expect(Object.keys(pages)).toContain(p.href);
    }
  });

  it("president-philosophy shows the President's messages", () => {
    expect(page("/president-philosophy").blocks).toContainEqual({ type: "messages", category: "President" });
  });

  it("principal-desk has both principals' messages", () => {
    expectAll("/principal-desk", [/Principal \(Primary School\)/, /Principal \(High School\)/]);
  });

  it("alumni shows three identical sample cards", () => {
    const people = page("/alumni").blocks.flatMap((b) => (b.type === "people" ? b.people : []));
    expect(people).toHaveLength(3);
    expect(people[1]).toEqual(people[0]);
    expect(people[2]).toEqual(people[0]);
    const [first] = people;
    expect(first.photo).toBe("alumni");
    for (const field of [first.name, first.meta, first.role, first.text])
      expect(field === undefined ? field : md(field).trim()).toBeTruthy();
  });
});

describe("spec figures", () => {
  it("history: founded in 1980", () => expectAll("/history", [/\b1980\b/]));
  it("annual-sports: held since 2007", () => expectAll("/annual-sports", [/since 2007/]));
  it("student-council: started in 2012", () => expectAll("/student-council", [/2012/, /leadership/i]));

  it("SSC-Examination: 2024-25 results and top rankers", () => {
    expectAll("/SSC-Examination", [
      /100% pass/,
      /\b58 students with 90% or above/,
      /\b151 students with distinction/,
      /\b26 students with 60% or above/,
      /97\.80% top score/,
      /founded/,
    ]);
    const table = page("/SSC-Examination").blocks.find((b) => b.type === "table");
    expect(table?.rows[0]).toContain("97.80%");
  });

  it("toppers: SSC 2023-24 results", () => {
    expectAll("/toppers", [
      /2023-24/,
      /100% result/,
      /\b65 students in merit/,
      /\b178 students with distinction/,
      /\b20 students in first division/,
    ]);
  });

  it("attendance-policy: attendance, timings, meeting hours, age rules, documents", () => {
    expectAll("/attendance-policy", [
      /85% attendance is mandatory for promotion/,
      /Nursery and KG: Monday to Friday, 9:00 to 12:30/,
      /Std I to X: Monday to Saturday, 8:30 to 14:30/,
      /2nd and 4th Saturdays/,
      /4th Saturday[^\n]*8:30 to 10:30/,
      /Nursery: born between 1 July 2021 and 31 December 2022/,
      /KG-I: born between 10 July 2020 and 31 December 2021/,
      /KG-II: born between 10 July 2019 and 31 December 2020/,
      ...DOCUMENTS,
    ]);
    const titles = page("/attendance-policy").blocks.flatMap((b) =>
      b.type === "cards" ? b.cards.map((c) => c.title) : [],
    );
    expect(titles).toEqual([
      "School Timings",
      "Holidays",
      "Parents' Meeting Hours",
      "Uniform",
      "Age Eligibility",
      "Admission Documents",
      "Rules",
    ]);
  });

  it("admission-procedure and eligibility-criteria: documents and age rules", () => {
    expectAll("/admission-procedure", [...ADMISSION_AGE_RULES, ...DOCUMENTS]);
    expectAll("/eligibility-criteria", [...ADMISSION_AGE_RULES, ...DOCUMENTS]);
  });

  it("general-guidelines: fees, recesses, house-wise uniform and more", () => {
    expectAll("/general-guidelines", [
      /before the 10th of each month, between 8 am and 11 am/,
      /fine/i,
      /two recesses/,
      /Standard I to X/,
      /Wednesdays?[^\n]*house-wise uniform/,
      /uniform/,
      /tiffin|diet|food/i,
      /attendance/,
      /ID card/,
      /parent portal/,
    ]);
  });

  it("high-school: 8th to 10th, 100% results, top scorers, regular test series", () => {
    expectAll("/high-school", [/8th to the 10th standard/, /100%/, /top scorer/, /regular test series/i]);
  });

  it("primary-section: 1st to 7th standard", () => expectAll("/primary-section", [/1st to the 7th standard/]));

  it("safety-security lists the six measures", () => {
    expectAll("/safety-security", [
      /secure campus/i,
      /CCTV/,
      /trained security personnel/i,
      /access control/i,
      /emergency plans/i,
      /awareness programs/i,
    ]);
  });

  it("cleanliness-discipline has the three lists", () => {
    const titles = page("/cleanliness-discipline").blocks.flatMap((b) => (b.type === "list" ? [b.title] : []));
    expect(titles).toEqual(["Cleanliness", "Discipline", "Implementation"]);
  });

  it("smart-board has key features and benefits", () => expectAll("/smart-board", [/Key features/, /Benefits/]));

  it("guest-lectures covers parents, teachers and students", () => {
    expectAll("/guest-lectures", [/for parents/, /for teachers/, /for students/]);
  });

  it("code-conduct is title only", () => {
    expect(page("/code-conduct").title).toBe("Code of Conduct");
    expect(page("/code-conduct").blocks).toEqual([]);
  });

  it("vision is a quotation", () => {
    expect(page("/vision").blocks.some((b) => b.type === "quote")).toBe(true);
  });

  it("erp-software links out to placeholder URLs", () => {
    const links = page("/erp-software").blocks.flatMap((b) => (b.type === "links" ? b.links : []));
    expect(links.length).toBeGreaterThan(0);
    for (const l of links) {
      expect(l.external).toBe(true);
      expect(l.href).toMatch(/^https:\/\/example\.com\//);
    }
  });

  it("co-curricular-activities has the school song in three verses", () => {
    const tabs = page("/co-curricular-activities").blocks.flatMap((b) => (b.type === "photo-tabs" ? b.tabs : []));
    const song = tabs.find((t) => t.name === "School Song Details");
    const verses = (song?.blocks ?? []).filter((b) => b.type === "paragraph" && md(b.text).split("\n").length >= 4);
    expect(verses).toHaveLength(3);
  });

  it("faqs has exactly the five questions of the spec, in order", () => {
    const items = page("/faqs").blocks.flatMap((b) => (b.type === "faq" ? b.items : []));
    expect(items).toHaveLength(5);
    const qa = items.map((i) => `${i.question} ${i.answer}`);
    expect(qa[0]).toMatch(/curriculum[\s\S]*State Board/);
    expect(qa[1]).toMatch(/facilities/i);
    expect(qa[2]).toMatch(/security/i);
    expect(qa[3]).toMatch(/career counselling/i);
    expect(qa[4]).toMatch(/academic excellence[\s\S]*holistic development/i);
  });
});
