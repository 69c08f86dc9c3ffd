import { beforeAll, describe, expect, it } from "vitest";
import { namedHomeBlocks } from "../../contract/blocks/region.ts";
import type { Block } from "../../contract/page-blocks.ts";
import { type PageTranslation, translatedBlocks } from "../../contract/translations.ts";
import { staffForTests } from "../admin/staff-test-helpers.ts";
import { siteData } from "../services.ts";

const para = (v: string): Block => ({ type: "paragraph", text: [{ t: "text", v }] });
const list = (...items: string[]): Block => ({ type: "list", items: items.map((v) => [{ t: "text", v }]) });

/**
 * Issue 29: staff translate a page side by side; when the English of a
 * translated part changes, the staff area marks that part "English changed
 * since this was translated" until staff save the translation or mark it
 * reviewed. A saved translation shows to visitors at once.
 */
describe("staff translate a page, and see when its English changed", () => {
  const { app, editor } = staffForTests({ editor: "editor" });
  let school: string;
  const base = "/api/admin/translations/pages/history/mr";
  const publishHistory = async (blocks: Block[]) => {
    const page = (await editor.get("/api/admin/pages/history")).json().page;
    const saved = await editor.put("/api/admin/pages/history", {
      title: "History",
      description: "",
      blocks,
      version: page.version,
      publish: true,
    });
    expect(saved.statusCode).toBe(200);
  };

  beforeAll(async () => {
    school = app.services.config.schoolCode;
    const profile = await app.services.profiles.get(school);
    await app.services.profiles.save(school, { ...profile, languages: ["en", "mr"] });
    await app.services.pages.importPage(school, {
      slug: "history",
      title: "History",
      blocks: [para("Founded in 1980."), para("It grew one class at a time.")],
    });
  });

  it("refuses a language the school has not switched on, in plain words", async () => {
    const res = await editor.get("/api/admin/translations/pages/history/hi");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("not switched on");
  });

  it("saves a translation that visitors read at once, and marks only the part whose English changed", async () => {
    const site = siteData(app.services, app.services.config.schoolCode);
    // A visitor reads the page in Marathi before there is any translation (the reads are kept).
    expect(await site.pageTranslation?.("history", "mr")).toBeNull();
    const first = (await editor.get(base)).json();
    expect(first.translation).toBeNull();
    expect(first.changed).toEqual([false, false]);
    const saved = await editor.put(base, {
      title: "इतिहास",
      blocks: [para("1980 मध्ये स्थापना."), para("शाळा एकेका वर्गाने वाढली.")],
    });
    expect(saved.statusCode).toBe(200);
    // The save announced itself: the next visitor's read has it.
    expect((await site.pageTranslation?.("history", "mr"))?.title).toBe("इतिहास");

    await publishHistory([para("Founded in 1980 by two teachers."), para("It grew one class at a time.")]);
    const after = (await editor.get(base)).json();
    expect(after.changed).toEqual([true, false]);
    expect(after.titleChanged).toBe(false);

    const reviewed = await editor.post(`${base}/reviewed`, {});
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json().changed).toEqual([false, false]);
    expect(reviewed.json().translation.title).toBe("इतिहास");
  });

  it("refuses a translated part of another kind than the English beside it", async () => {
    const res = await editor.put(base, { title: "इतिहास", blocks: [list("एक")] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Part 1 must stay the same kind of part as the English part beside it.");
  });
});

describe("a home translation follows its region, wherever the region moves", () => {
  const welcome = [{ type: "heading", text: "Welcome" } as Block, para("We teach.")];
  const why = [list("Caring teachers")];
  const english = namedHomeBlocks([...welcome.slice(0, 1), ...welcome.slice(1), list("Slide"), ...why]);
  const regions = (blocks: readonly (Block | null)[]) =>
    blocks.flatMap((b) => (b?.type === "region" && b.blocks.length ? [b.region] : []));

  it("shows each region's own translation after the English regions are reordered", () => {
    const translation: PageTranslation = {
      title: "मुख्यपृष्ठ",
      blocks: english.map((b) =>
        b.type === "region" && b.region === "why"
          ? { ...b, blocks: [list("काळजी घेणारे शिक्षक")] }
          : b.type === "region" && b.region === "welcome"
            ? { ...b, blocks: [{ type: "heading", text: "स्वागत" }, para("आम्ही शिकवतो.")] }
            : null,
      ),
    };
    expect(regions(english)).toEqual(["slides", "welcome", "why"]);
    // Staff move "Why choose us" to the top.
    const moved = [
      ...english.filter((b) => b.type === "region" && b.region === "why"),
      ...english.filter((b) => !(b.type === "region" && b.region === "why")),
    ];
    const shown = translatedBlocks(moved, translation.blocks);
    const byRegion = Object.fromEntries(
      shown.flatMap((s) => (s.block.type === "region" ? [[s.block.region, JSON.stringify(s.block.blocks)]] : [])),
    );
    expect(byRegion.why).toContain("काळजी घेणारे शिक्षक");
    expect(byRegion.why).not.toContain("स्वागत");
    expect(byRegion.welcome).toContain("स्वागत");
    expect(byRegion.welcome).not.toContain("काळजी");
    // The slides have no translation: shown in English, marked so.
    expect(shown.find((s) => s.block.type === "region" && s.block.region === "slides")?.fallback).toBe("en");
  });
});
