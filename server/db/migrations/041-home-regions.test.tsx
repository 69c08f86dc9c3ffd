import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SchoolProvider } from "../../../app/components/layout/school-context.tsx";
import type { HomeData } from "../../../app/features/home/home-data.ts";
import { HomePage } from "../../../app/features/home/home-page.tsx";
import { cardLink, type HomeTexts, homeTextsFrom } from "../../../app/features/home/home-texts.ts";
import { HOME_REGIONS, type HomeRegion } from "../../../contract/blocks/region.ts";
import { type Block, type Rich, richPlain } from "../../../contract/page-blocks.ts";
import { markupBlocks, storedBlocks } from "../../../contract/pages.ts";
import { toSchoolView } from "../../../contract/school-profile-rules.ts";
import type { PhotoView } from "../../../contract/site-data.ts";
import { demoHome } from "../../demo/demo-home.ts";
import { demoSchool } from "../../demo/demo-school.ts";
import { checkImportPages } from "../../pages/import-pages.ts";
import { migrateToLatest } from "../migrate.ts";
import { databaseBefore } from "../test-databases.ts";

/**
 * How app/features/home/home-texts.ts read the home page before its named
 * regions: by position (kept here as it was, so the migration is compared
 * with what visitors really saw).
 */
function byPosition(blocks: Block[], schoolName: string): HomeTexts {
  const welcome = `Welcome to ${schoolName}`;
  const lists = blocks.filter((b) => b.type === "list");
  const cards = blocks.filter((b) => b.type === "cards");
  const headingAt = blocks.findIndex((b) => b.type === "heading");
  const paragraphs: Rich[] = [];
  for (let i = headingAt + 1; headingAt !== -1 && blocks[i]?.type === "paragraph"; i++) {
    const b = blocks[i];
    if (b.type === "paragraph") paragraphs.push(b.text);
  }
  const heading = blocks[headingAt];
  const titled = (i: number) => (lists[i] ? { heading: lists[i].title ?? "", items: lists[i].items } : null);
  const [why, specials, facilities] = [titled(1), titled(2), titled(3)];
  const sectionsAt = blocks.indexOf(cards[0] as Block);
  const sectionsHeading = blocks
    .slice(0, Math.max(sectionsAt, 0))
    .findLast((b, i) => b.type === "heading" && i !== headingAt);
  return {
    slides: lists[0]?.items.length ? lists[0].items.map((i) => richPlain(i)) : [welcome],
    about: { heading: heading?.type === "heading" ? heading.text : welcome, paragraphs },
    why: why && { heading: why.heading, points: why.items },
    specials: specials && { heading: specials.heading, captions: specials.items.map((i) => richPlain(i)) },
    facilities: facilities && { heading: facilities.heading, captions: facilities.items.map((i) => richPlain(i)) },
    sections: cards[0]
      ? {
          heading: sectionsHeading?.type === "heading" ? sectionsHeading.text : "",
          cards: cards[0].cards.map((c) => cardLink(c.title, c.text ?? [])),
        }
      : null,
    missionVision: cards[1] ? cards[1].cards.map((c) => cardLink(c.title, c.text ?? [])) : [],
    deskHeading: "",
  };
}

const photo = (n: number): PhotoView => ({ tab: "t", file: `p${n}.jpg`, alt: `Photo ${n}`, width: 4, height: 3 });
const photos = (n: number) => Array.from({ length: n }, (_, i) => photo(i));
const school = toSchoolView(demoSchool);

/** The whole home page's HTML as visitors get it (public pages are not hydrated). */
const homeHtml = (texts: HomeTexts) => {
  const data: HomeData = {
    texts,
    leaders: [{ name: "A. Leader", role: "Principal", photo: "principal", href: "/principal-desk" }],
    slides: photos(10),
    specials: photos(6),
    facilities: photos(8),
    why: photo(99),
    leaderPhotos: { principal: photo(50) },
    highlights: [],
    notifications: [],
    news: [],
    events: [],
    registrations: [],
  };
  return renderToString(
    <SchoolProvider value={school}>
      <MemoryRouter>
        <HomePage data={data} />
      </MemoryRouter>
    </SchoolProvider>,
  );
};

/** The demo's home page as it was stored before the regions: their parts, one after another. */
const flat = (blocks: Block[]): Block[] => blocks.flatMap((b) => (b.type === "region" ? b.blocks : [b]));
const demoRegions = storedBlocks(demoHome.blocks);
const positional = flat(demoRegions);
const at = "2026-01-01T00:00:00Z";

describe("migration 041: the home page by name", () => {
  it("moves the stored home page, its draft and earlier versions into named regions, the home page's HTML unchanged", async () => {
    const handle = await databaseBefore("041-home-regions");
    try {
      // A staff draft that added a part of its own after the others: kept, outside the regions.
      const extra: Block = { type: "paragraph", text: [{ t: "text", v: "Our own note" }] };
      // biome-ignore lint/suspicious/noExplicitAny: the tables as they were before this migration
      const db = handle.db as any;
      const row = (id: string, slug: string, blocks: Block[], draft: Block[] | null) => ({
        id,
        schoolCode: "tvms",
        slug,
        title: slug,
        description: "",
        trail: "[]",
        blocks: JSON.stringify(blocks),
        draft: draft ? JSON.stringify({ title: slug, description: "", blocks: draft }) : null,
        publishedAt: at,
        version: 1,
        updatedAt: at,
        createdAt: at,
      });
      const other = [{ type: "list", items: [[{ t: "text", v: "not the home" }]] }] as Block[];
      await db
        .insertInto("pages")
        .values([row("h", "home", positional, [...positional, extra]), row("o", "history", other, null)])
        .execute();
      await db
        .insertInto("pageRevisions")
        .values({
          pageId: "h",
          schoolCode: "tvms",
          version: 1,
          action: "import",
          title: "x",
          description: "",
          blocks: JSON.stringify(positional),
          at,
        })
        .execute();

      expect(await migrateToLatest(handle.db)).toContain("041-home-regions");

      const rows = await handle.db.selectFrom("pages").select(["slug", "blocks", "draft"]).execute();
      const home = rows.find((r) => r.slug === "home");
      const after = JSON.parse(String(home?.blocks)) as Block[];
      expect(after.map((b) => (b.type === "region" ? b.region : b.type))).toEqual([...HOME_REGIONS]);
      expect(after).toEqual(demoRegions);
      // What visitors see of the home page is the same, character for character.
      const before = homeHtml(byPosition(positional, school.name));
      expect(before).toContain("Why choose");
      expect(homeHtml(homeTextsFrom(after, school.name))).toBe(before);
      const draft = JSON.parse(String(home?.draft)) as { blocks: Block[] };
      expect(draft.blocks).toEqual([...demoRegions, extra]);
      const revision = await handle.db.selectFrom("pageRevisions").select("blocks").executeTakeFirstOrThrow();
      expect(JSON.parse(String(revision.blocks))).toEqual(demoRegions);
      // Other pages are left alone.
      expect(JSON.parse(String(rows.find((r) => r.slug === "history")?.blocks))).toEqual(other);
    } finally {
      await handle.db.destroy();
    }
  });

  it("reads a home page written by position (an older import file) as the same home page", () => {
    expect(homeHtml(homeTextsFrom(positional, school.name))).toBe(homeHtml(byPosition(positional, school.name)));
  });
});

/** Which of the home page's texts each region is. */
const shown: Record<HomeRegion, (t: HomeTexts) => unknown> = {
  slides: (t) => t.slides,
  welcome: (t) => t.about,
  why: (t) => t.why,
  specials: (t) => t.specials,
  facilities: (t) => t.facilities,
  sections: (t) => t.sections,
  "mission-vision": (t) => t.missionVision,
  desk: (t) => t.deskHeading,
};

const moved = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const out = [...list];
  const [x] = out.splice(from, 1);
  out.splice(to, 0, x);
  return out;
};

describe("the home page's regions are read by name", () => {
  // The demo's regions with a second part in some, so moving parts inside a region means something.
  const blocks = demoRegions.map((b): Block => {
    if (b.type !== "region") return b;
    const note: Block = { type: "paragraph", text: [{ t: "text", v: `A note in ${b.region}` }] };
    return b.region === "desk"
      ? { ...b, blocks: [{ type: "heading", text: "From our leaders" }, note] }
      : { ...b, blocks: [note, ...b.blocks] };
  });
  const texts = homeTextsFrom(blocks, school.name);

  it("shows the same home page wherever a region is moved", () => {
    for (let from = 0; from < blocks.length; from++)
      for (let to = 0; to < blocks.length; to++)
        expect(homeTextsFrom(moved(blocks, from, to), school.name)).toEqual(texts);
  });

  it("changes nothing another region shows when a part is moved inside a region", () => {
    blocks.forEach((region, r) => {
      if (region.type !== "region") return;
      for (let from = 0; from < region.blocks.length; from++)
        for (let to = 0; to < region.blocks.length; to++) {
          const changed = blocks.map((b, i) =>
            i === r && b.type === "region" ? { ...b, blocks: moved(b.blocks, from, to) } : b,
          );
          const after = homeTextsFrom(changed, school.name);
          for (const name of HOME_REGIONS)
            if (name !== region.region)
              expect(shown[name](after), `${name} after moving in ${region.region}`).toEqual(shown[name](texts));
        }
    });
  });

  it("reads each region's own words, whatever the others hold", () => {
    expect(texts.why?.heading).toBe(`Why choose ${demoSchool.shortName}?`);
    expect(texts.specials?.captions[1]).toBe("Skating rink");
    expect(texts.deskHeading).toBe("From our leaders");
    // With "Why choose us" emptied, What's special is still What's special (by position it became "Why choose us").
    const noWhy = blocks.map((b) => (b.type === "region" && b.region === "why" ? { ...b, blocks: [] } : b));
    const t = homeTextsFrom(noWhy, school.name);
    expect(t.why).toBeNull();
    expect(t.specials).toEqual(texts.specials);
    expect(t.facilities).toEqual(texts.facilities);
  });
});

describe("an import file's home page written by position", () => {
  it("is stored in its named regions", () => {
    const problems: string[] = [];
    const [page] = checkImportPages([{ slug: "home", title: "Home", blocks: markupBlocks(positional) }], problems);
    expect(problems).toEqual([]);
    expect(page.blocks).toEqual(demoRegions);
  });
});
