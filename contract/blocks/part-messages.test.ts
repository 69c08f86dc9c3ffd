import { describe, expect, it } from "vitest";
import { SavePageRequest } from "../pages.ts";
import { partProblems } from "./part-messages.ts";
import { blockKinds } from "./registry.ts";

const problemsOf = (blocks: unknown[]) => {
  const body = { title: "Bus Routes", description: "", blocks, version: 1 };
  const parsed = SavePageRequest.safeParse(body);
  expect(parsed.success).toBe(false);
  return parsed.success ? {} : partProblems(parsed.error.issues, blocks, { title: "Title" });
};

describe("problems with a page name the part, never a field path", () => {
  it("names an empty part by its number and kind", () => {
    const problems = problemsOf([
      { type: "paragraph", text: "Buses leave at 7:00." },
      { type: "heading", text: "Routes" },
      { type: "table", caption: "Routes", head: [], rows: [] },
    ]);
    expect(Object.values(problems)).toEqual(["Part 3 (Table) is empty: fill it in or delete it"]);
  });

  it("names the part and the field in plain words for a bad link or a missing title", () => {
    const problems = problemsOf([
      { type: "paragraph", text: "See [our map](javascript:alert(1))." },
      { type: "table", caption: "", head: ["Route"], rows: [["1"]] },
    ]);
    expect(problems["blocks.0"]).toMatch(/^Part 1 \(Paragraph\), the text: links may only go to web addresses/);
    expect(problems["blocks.1"]).toBe("Part 2 (Table): the table title is required");
    for (const text of Object.values(problems)) expect(text).not.toMatch(/blocks\.|\.rows|\.text/);
  });

  it("has an empty part of every type that the page refuses with the same words", () => {
    for (const kind of Object.values(blockKinds)) {
      // Photo tabs need their tab list; a region of the home page may be left without parts (see below).
      if (kind.type === "photo-tabs" || kind.type === "region") continue;
      const problems = problemsOf([kind.empty()]);
      expect(problems["blocks.0"]).toBe(`Part 1 (${kind.name}) is empty: fill it in or delete it`);
    }
  });

  it("keeps a home page region without parts and names an empty part inside one by its region", () => {
    const desk = {
      title: "Home",
      description: "",
      version: 1,
      blocks: [{ type: "region", region: "desk", blocks: [] }],
    };
    expect(SavePageRequest.safeParse(desk).success).toBe(true);
    const problems = problemsOf([
      {
        type: "region",
        region: "why",
        blocks: [
          { type: "heading", text: "Why us" },
          { type: "list", items: [] },
        ],
      },
    ]);
    expect(problems["blocks.0"]).toBe("Why choose us, part 2 (List) is empty: fill it in or delete it");
  });
});
