import type { Kysely } from "kysely";

/**
 * The disclosure's affiliation number and school code now read the school
 * profile (cbseAffiliationNo, cbseSchoolCode) instead of keeping their own
 * copies (issue 17). A number typed into the disclosure is moved into the
 * profile when the profile has none, so nothing a school entered is lost;
 * the disclosure's copies are then removed. A school that never saved its
 * profile keeps its rows (they are no longer read) until it does.
 */
const moves = [
  { item: "affiliationNo", field: "cbseAffiliationNo" },
  { item: "schoolCode", field: "cbseSchoolCode" },
] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  const rows = await db
    .selectFrom("disclosureItems")
    .select(["schoolCode", "key", "value"])
    .where(
      "key",
      "in",
      moves.map((m) => m.item),
    )
    .execute();
  const schools = [...new Set(rows.map((r) => r.schoolCode as string))];
  for (const code of schools) {
    const school = await db.selectFrom("schools").select("profile").where("code", "=", code).executeTakeFirst();
    if (!school?.profile) continue;
    const profile = JSON.parse(school.profile) as Record<string, unknown>;
    for (const { item, field } of moves) {
      const row = rows.find((r) => r.schoolCode === code && r.key === item);
      let value = "";
      try {
        value = String((JSON.parse(row?.value ?? "{}") as { value?: unknown }).value ?? "").trim();
      } catch {}
      if (value && !String(profile[field] ?? "").trim()) profile[field] = value.slice(0, 40);
    }
    await db
      .updateTable("schools")
      .set({ profile: JSON.stringify(profile) })
      .where("code", "=", code)
      .execute();
    await db
      .deleteFrom("disclosureItems")
      .where("schoolCode", "=", code)
      .where(
        "key",
        "in",
        moves.map((m) => m.item),
      )
      .execute();
  }
}
