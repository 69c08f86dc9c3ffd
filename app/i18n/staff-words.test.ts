import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { enStaffApprovals } from "./catalogues/en-staff-approvals.ts";
import { enStaffEditor } from "./catalogues/en-staff-editor.ts";
import { enStaffTranslate } from "./catalogues/en-staff-translate.ts";
import { kitPhotoDropWords } from "./catalogues/staff/kit-photo-drop.ts";
import { staffWords } from "./staff-words.ts";

/** Every staff message: the shared staff catalogues and each screen's own (catalogues/staff). */
async function staffMessages(): Promise<[string, string][]> {
  const dir = join(import.meta.dirname, "catalogues/staff");
  const out: [string, string][] = Object.entries({ ...enStaffEditor, ...enStaffApprovals, ...enStaffTranslate });
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts"))) {
    const module: Record<string, unknown> = await import(join(dir, file));
    const catalogue = Object.values(module)[0] as { messages?: Record<string, string> };
    expect(catalogue.messages, file).toBeDefined();
    out.push(...Object.entries(catalogue.messages ?? {}));
  }
  return out;
}

describe("the staff area's words come from its catalogues", () => {
  it("fills each placeholder, and leaves an unfilled one visible rather than empty", () => {
    expect(kitPhotoDropWords("addedMany", { count: 12, name: "Assembly" })).toBe(
      "12 photos added to Assembly. Describe them below for people who cannot see them.",
    );
    expect(staffWords("editor.toolbar", {})).toBe("Text style: {part}");
  });

  it("shows staff plain words: no Markdown or table hints, no developer words, no field paths", async () => {
    const messages = await staffMessages();
    expect(messages.length).toBeGreaterThan(900);
    for (const [key, message] of messages) {
      expect(message, key).not.toMatch(
        /\*\*|\]\(|\||\bslug\b|\balt text\b|\bMarkdown\b|\bJSON\b|\w\.\w+\[\d|\bblocks\.\d/i,
      );
    }
  });
});
