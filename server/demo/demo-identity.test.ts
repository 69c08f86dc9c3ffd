import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SchoolProfile } from "../../contract/school-profile.ts";
import { telOf } from "../../contract/school-profile-rules.ts";
import { demoSchool } from "./demo-school.ts";

/**
 * The demo school's identity lives only in the demo content (server/demo),
 * which reaches the site through the import path like a real school's. Any
 * copy of its name, address, phone numbers or e-mail in app/ or server/ would
 * show the demo school on a real school's site.
 */
const root = path.resolve(import.meta.dirname, "../..");

/**
 * The one place allowed to name the demo school: the demo content module
 * (server/demo, its page texts included). Tests may name it: they check what
 * the demo shows.
 */
const allowed = [/^server\/demo\//, /\.test\.tsx?$/];

const literals = [
  demoSchool.name,
  demoSchool.address.street,
  "Demo Nagar",
  "Placeholder Chowk",
  ...demoSchool.phones.flatMap((p) => [p.number, telOf(p.number), telOf(p.number).replace("+91", "")]),
  demoSchool.email,
];

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...sourceFiles(rel));
    else if (/\.(ts|tsx|js|mjs|css|html|json)$/.test(entry.name)) out.push(rel);
  }
  return out;
}

describe("the demo school's identity", () => {
  it("has literals to look for (a test that cannot fail is a defect)", () => {
    expect(literals.length).toBeGreaterThan(5);
    expect(literals.every((l) => l.length >= 6)).toBe(true);
  });

  it("appears nowhere in app/ or server/ outside the demo content", () => {
    const found: string[] = [];
    for (const file of [...sourceFiles("app"), ...sourceFiles("server")]) {
      if (allowed.some((re) => re.test(file))) continue;
      const text = fs.readFileSync(path.join(root, file), "utf8");
      for (const literal of literals) if (text.includes(literal)) found.push(`${file}: ${literal}`);
    }
    expect(found).toEqual([]);
  });

  it("is a valid school profile, with the spec's admission choices (section 9)", () => {
    const parsed = SchoolProfile.safeParse(demoSchool);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(demoSchool.admission.academicYears).toEqual(["2024-25", "2025-26", "2026-27"]);
    expect(demoSchool.admission.academicYearDefault).toBe("2025-26");
    expect(demoSchool.admission.boardDefault).toBe("cbse");
    expect(demoSchool.admission.classes.map((c) => c.label)).toEqual([
      "Nursery",
      "KG",
      ...Array.from({ length: 10 }, (_, i) => `Class ${i + 1}`),
    ]);
    expect(demoSchool.founded).toBe(1980);
  });
});
