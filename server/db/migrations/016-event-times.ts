import type { Kysely } from "kysely";
import { eventTimes } from "../../../contract/calendar.ts";
import { addColumnWithDefault } from "./columns.ts";

/**
 * Events get start and end times (HH:MM, India time) instead of only a free
 * text (issue 16). Each stored text that names clock times ("10:00 AM -
 * 4:00 PM") is read into them, and its text rewritten the one way every page
 * now shows it ("10:00 am – 4:00 pm"); any other text ("Morning") stays.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not follow the current schema type
export async function up(db: Kysely<any>): Promise<void> {
  await addColumnWithDefault(db, "events", "startTime", "text", "");
  await addColumnWithDefault(db, "events", "endTime", "text", "");
  const rows = await db.selectFrom("events").select(["_id", "schoolCode", "time"]).execute();
  for (const row of rows) {
    const times = eventTimes({ time: String(row.time ?? "") });
    if (!times.startTime) continue;
    await db
      .updateTable("events")
      .set(times)
      .where("_id", "=", row._id)
      .where("schoolCode", "=", row.schoolCode)
      .execute();
  }
}
