import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SchoolProfile } from "../../contract/school-profile.ts";
import { telOf } from "../../contract/school-profile-rules.ts";
import { demoAdmission, demoSchool } from "./demo-school.ts";

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

  it("is a valid school profile, with admission choices of its calendar, board and class names (issue 26)", () => {
    const parsed = SchoolProfile.safeParse(demoSchool);
    expect(parsed.error?.issues ?? []).toEqual([]);
    // 26/11/2026: admissions are open for 2026-27 (the year that started this June), and 2027-28 is offered too.
    const admission = demoAdmission("2026-11-26");
    expect(admission.academicYears).toEqual(["2026-27", "2027-28"]);
    expect(admission.academicYearDefault).toBe("2026-27");
    expect(demoAdmission("2027-01-10").academicYearDefault).toBe("2027-28");
    // A State-board school asks about its own board, not CBSE.
    expect(admission.boards).toEqual([{ value: "state", label: "State board (SSC)" }]);
    expect(admission.boardDefault).toBe("state");
    expect(admission.classes.map((c) => c.label)).toEqual([
      "Nursery",
      "KG-I",
      "KG-II",
      ...["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"].map((n) => `Std ${n}`),
    ]);
    expect(SchoolProfile.safeParse({ ...demoSchool, admission }).success).toBe(true);
    expect(demoSchool.founded).toBe(1980);
  });
});
