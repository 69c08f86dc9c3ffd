import { describe, expect, it } from "vitest";
import { enStaffEditor } from "./catalogues/en-staff-editor.ts";
import { staffWords } from "./staff-words.ts";

describe("the page editor's words come from the staff catalogue", () => {
  it("fills each placeholder, and leaves an unfilled one visible rather than empty", () => {
    expect(staffWords("photos.addedMany", { count: 12, name: "Assembly" })).toBe(
      "12 photos added to Assembly. Describe them below for people who cannot see them.",
    );
    expect(staffWords("editor.toolbar", {})).toBe("Text style: {part}");
  });

  it("shows staff no Markdown or table hints", () => {
    for (const message of Object.values(enStaffEditor)) expect(message).not.toMatch(/\*\*|\]\(|\|/);
  });
});
