import { describe, expect, it } from "vitest";
import { migrateToLatest } from "../migrate.ts";
import { databaseBefore } from "../test-databases.ts";

describe("migration 016: event start and end times", () => {
  it("reads each stored time text into start and end, and keeps a text that names no time", async () => {
    const handle = await databaseBefore("016-event-times");
    try {
      const row = (id: string, time: string) => ({
        _id: id,
        schoolCode: "tvms",
        status: "published",
        position: 0,
        createdAtMeta: "2026-01-01T00:00:00Z",
        updatedAt: "2026-01-01T00:00:00Z",
        title: id,
        description: "",
        date: "2026-12-05",
        time,
        venue: "",
        images: "[]",
        attachments: "[]",
      });
      // biome-ignore lint/suspicious/noExplicitAny: the table as it was before this migration
      await (handle.db as any)
        .insertInto("events")
        .values([row("a", "10:00 AM - 4:00 PM"), row("b", "Morning"), row("c", "")])
        .execute();
      expect(await migrateToLatest(handle.db)).toContain("016-event-times");
      const rows = await handle.db
        .selectFrom("events")
        .select(["_id", "time", "startTime", "endTime"])
        .orderBy("_id")
        .execute();
      expect(rows).toEqual([
        { _id: "a", time: "10:00 am – 4:00 pm", startTime: "10:00", endTime: "16:00" },
        { _id: "b", time: "Morning", startTime: "", endTime: "" },
        { _id: "c", time: "", startTime: "", endTime: "" },
      ]);
    } finally {
      await handle.db.destroy();
    }
  });
});
