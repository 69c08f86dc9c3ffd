import { describe, expect, it } from "vitest";
import { eventRange, eventTimes, googleCalendarUrl } from "./calendar.ts";
import { contentInputSchemas } from "./content.ts";

describe("event start and end times", () => {
  it("make the shown text from the start and end fields, one way everywhere", () => {
    expect(eventTimes({ startTime: "10:00", endTime: "16:00" })).toEqual({
      time: "10:00 am – 4:00 pm",
      startTime: "10:00",
      endTime: "16:00",
    });
    expect(eventTimes({ startTime: "12:30", time: "ignored" }).time).toBe("12:30 pm");
    expect(eventTimes({ startTime: "00:15" }).time).toBe("12:15 am");
  });

  it("read an older free text into start and end, and keep a text that names no time", () => {
    expect(eventTimes({ time: "10:00 AM - 4:00 PM" })).toEqual({
      time: "10:00 am – 4:00 pm",
      startTime: "10:00",
      endTime: "16:00",
    });
    expect(eventTimes({ time: "9 am" })).toEqual({ time: "9:00 am", startTime: "09:00", endTime: "" });
    expect(eventTimes({ time: "Morning assembly" })).toEqual({
      time: "Morning assembly",
      startTime: "",
      endTime: "",
    });
    // Already read: reading again changes nothing.
    const once = eventTimes({ time: "8:30 - 10:30 AM" });
    expect(eventTimes(once)).toEqual(once);
  });

  it("give the calendar the fields' times first, an hour when there is no end, all day without a time", () => {
    expect(eventRange({ time: "", startTime: "10:00", endTime: "16:00" })).toEqual({ start: 600, end: 960 });
    expect(eventRange({ time: "", startTime: "10:00", endTime: "" })).toEqual({ start: 600, end: 660 });
    expect(eventRange({ time: "Morning", startTime: "", endTime: "" })).toBeNull();
    const url = googleCalendarUrl({
      title: "Sports day",
      description: "",
      date: "2026-12-05",
      time: "10:00 am – 4:00 pm",
      startTime: "10:00",
      endTime: "16:00",
      venue: "",
    });
    expect(new URL(url).searchParams.get("dates")).toBe("20261205T100000/20261205T160000");
    expect(new URL(url).searchParams.get("ctz")).toBe("Asia/Kolkata");
  });

  it("accept an import file's old `time` text and the new fields, and refuse an end before the start", () => {
    const base = { title: "Sports day", description: "", date: "05/12/2026", venue: "", images: [], attachments: [] };
    const old = contentInputSchemas.event.parse({ ...base, time: "10:00 AM - 4:00 PM" });
    expect(old).toMatchObject({ date: "2026-12-05", startTime: "10:00", endTime: "16:00", time: "10:00 am – 4:00 pm" });
    const fresh = contentInputSchemas.event.parse({ ...base, startTime: "09:30", endTime: "" });
    expect(fresh).toMatchObject({ startTime: "09:30", endTime: "", time: "9:30 am" });
    const wrong = contentInputSchemas.event.safeParse({ ...base, startTime: "16:00", endTime: "10:00" });
    expect(wrong.success ? [] : wrong.error.issues.map((i) => i.path.join("."))).toEqual(["endTime"]);
    expect(contentInputSchemas.event.safeParse({ ...base, startTime: "4 pm" }).success).toBe(false);
  });
});
