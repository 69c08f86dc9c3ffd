import type { Insertable } from "kysely";
import type { z } from "zod";
import { enquiryStoredFields } from "../../contract/enquiry-rules.ts";
import { type EnquiryListQuery, EnquiryView } from "../../contract/staff.ts";
import type { Db } from "../db/client.ts";
import { containsText } from "../db/like.ts";
import type { EnquiriesTable } from "../db/schema.ts";

/** The columns of an enquiry staff see: exactly the fields of EnquiryView. */
const viewColumns = EnquiryView.keyof().options;
/** What a staff search looks in. */
const searched = ["name", "fatherName", "phone", "email"] as const;

type EnquiryFilters = z.output<typeof EnquiryListQuery>;

/** All SQL of admission enquiries: the parents' form stores them, staff read and annotate them. */
export class EnquiryRepository {
  constructor(private readonly db: Db) {}

  async insert(row: Insertable<EnquiriesTable>): Promise<void> {
    await this.db.insertInto("enquiries").values(row).execute();
  }

  /** The enquiry stored earlier with this idempotency key (its typed fields, to compare). */
  byKey(school: string, key: string) {
    return this.db
      .selectFrom("enquiries")
      .select(["id", ...enquiryStoredFields])
      .where((eb) => eb.and({ schoolCode: school, idempotencyKey: key }))
      .executeTakeFirst();
  }

  /** The enquiries matching the staff's filters (and received at or after `since`, an ISO instant), newest first. */
  list(school: string, f: EnquiryFilters, since?: string) {
    let q = this.db.selectFrom("enquiries").select(viewColumns).where("schoolCode", "=", school);
    if (since) q = q.where("createdAt", ">=", since);
    if (f.academicYear) q = q.where("academicYear", "=", f.academicYear);
    if (f.class) q = q.where("class", "=", f.class);
    if (f.status) q = q.where("status", "=", f.status);
    const needle = f.q?.trim();
    if (needle) q = q.where((eb) => eb.or(searched.map((c) => containsText(c, needle))));
    return q.orderBy("createdAt", "desc").orderBy("id", "desc").execute();
  }

  /** The academic years and classes the school's enquiries were sent for, each once. */
  async sentFor(school: string): Promise<{ academicYears: string[]; classes: string[] }> {
    const distinct = async (column: "academicYear" | "class") =>
      (
        await this.db
          .selectFrom("enquiries")
          .select(column)
          .distinct()
          .where("schoolCode", "=", school)
          .orderBy(column)
          .execute()
      ).map((r) => r[column]);
    const [academicYears, classes] = await Promise.all([distinct("academicYear"), distinct("class")]);
    return { academicYears, classes };
  }

  byId(school: string, id: string) {
    return this.db
      .selectFrom("enquiries")
      .select(viewColumns)
      .where((eb) => eb.and({ schoolCode: school, id }))
      .executeTakeFirst();
  }

  /** When each enquiry since `since` (ISO) arrived, for the weekly counts. */
  async receivedSince(school: string, since: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom("enquiries")
      .select("createdAt")
      .where("schoolCode", "=", school)
      .where("createdAt", ">=", since)
      .execute();
    return rows.map((r) => r.createdAt);
  }

  async update(id: string, changes: Partial<Pick<EnquiriesTable, "status" | "notes">>): Promise<void> {
    await this.db.updateTable("enquiries").set(changes).where("id", "=", id).execute();
  }
}
