import { describe, expect, it } from "vitest";
import { parseInline, richPlain } from "../../../contract/page-blocks.ts";
import { storedBlocks } from "../../../contract/pages.ts";
import { demoHome } from "../../../server/demo/demo-home.ts";
import { demoSchool } from "../../../server/demo/demo-school.ts";
import { cardLink, homeTextsFrom } from "./home-texts.ts";

describe("home texts from the stored page", () => {
  it("reads the demo's home page into the texts the home page showed before it was data", () => {
    const t = homeTextsFrom(storedBlocks(demoHome.blocks), "ignored");
    expect(t.slides).toHaveLength(10);
    expect(t.slides[0]).toBe(`Welcome to ${demoSchool.name}`);
    expect(t.slides[8]).toBe(`Values, discipline and care since ${demoSchool.founded}`);
    expect(t.about.heading).toBe(`Welcome to ${demoSchool.name}`);
    expect(t.about.paragraphs).toHaveLength(2);
    expect(t.why?.heading).toBe(`Why choose ${demoSchool.shortName}?`);
    expect(t.why?.points).toHaveLength(6);
    expect(t.specials?.heading).toBe("What's special about us");
    expect(t.specials?.captions[1]).toBe("Skating rink");
    expect(t.facilities?.heading).toBe("Our facilities");
    expect(t.facilities?.captions).toHaveLength(8);
    expect(t.sections?.heading).toBe("Our sections");
    expect(t.sections?.cards.map((c) => [c.title, c.href, c.linkLabel])).toEqual([
      ["Kindergarten", "/kindergarten", "Learn more"],
      ["Primary Section", "/primary-section", "Learn more"],
      ["High School", "/high-school", "Learn more"],
    ]);
    expect(richPlain(t.sections?.cards[0].text ?? [])).toBe(
      "Nursery, KG-I and KG-II: learning through play, rhymes, stories and art in bright, safe rooms.",
    );
    expect(t.missionVision.map((b) => [b.title, b.href])).toEqual([
      ["Our Mission", "/mission"],
      ["Our Vision", "/vision"],
    ]);
    expect(richPlain(t.missionVision[0].text)).toMatch(/^Our mission is to provide every child/);
  });

  it("falls back to a welcome in the school's name when nothing is stored", () => {
    for (const blocks of [null, []]) {
      const t = homeTextsFrom(blocks, "Hill School");
      expect(t.slides).toEqual(["Welcome to Hill School"]);
      expect(t.about).toEqual({ heading: "Welcome to Hill School", paragraphs: [] });
      expect([t.why, t.specials, t.facilities, t.sections]).toEqual([null, null, null, null]);
      expect(t.missionVision).toEqual([]);
    }
  });

  it("takes a card's last link as its button and keeps earlier links in the text", () => {
    expect(cardLink("A", parseInline("See [fees](/fees) now. [Go](/a)"))).toEqual({
      title: "A",
      text: parseInline("See [fees](/fees) now."),
      href: "/a",
      linkLabel: "Go",
    });
    expect(cardLink("B", parseInline("No link"))).toEqual({
      title: "B",
      text: parseInline("No link"),
      href: "",
      linkLabel: "",
    });
  });
});
