import { describe, expect, it } from "vitest";
import { kindDefs } from "./content-fields.ts";
import {
  checkValues,
  emptyValues,
  fromLocalDateTime,
  itemTitle,
  toBody,
  toLocalDateTime,
  valuesFromItem,
} from "./content-values.ts";

describe("content form values", () => {
  it("start new records with today's date, the kind's category and no files", () => {
    const v = emptyValues(kindDefs.gallery, "2026-05-04");
    expect(v).toMatchObject({ title: "", date: "2026-05-04", category: "PhotoGallery", attachments: [] });
    expect(emptyValues(kindDefs.testimonial, "2026-05-04").rating).toBe(5);
  });

  it("read a stored record, with notification dates from its bookkeeping", () => {
    const v = valuesFromItem(kindDefs.notification, {
      _id: "n1",
      title: "Holiday",
      description: "Closed",
      image: ["a/b.jpg"],
      attachments: [],
      url: "",
      status: "draft",
      startsAt: "2026-05-01",
      endsAt: null,
    });
    expect(v).toEqual({
      title: "Holiday",
      description: "Closed",
      image: ["a/b.jpg"],
      attachments: [],
      url: "",
      startsAt: "2026-05-01",
      endsAt: "",
    });
  });

  it("send empty optional dates as null, the rating as a number and trimmed text", () => {
    const body = toBody(
      kindDefs.notification,
      { title: "  Holiday ", description: "", image: [], attachments: [], url: "", startsAt: "", endsAt: "2026-06-01" },
      "draft",
    );
    expect(body).toEqual({
      status: "draft",
      title: "Holiday",
      description: "",
      image: [],
      attachments: [],
      url: "",
      startsAt: null,
      endsAt: "2026-06-01",
    });
    const t = toBody(
      kindDefs.testimonial,
      { name: "A", description: "", rating: 4, createdAt: "2026-05-04T10:30", attachments: [] },
      "published",
    );
    expect(t.rating).toBe(4);
    expect(t.createdAt).toBe(new Date("2026-05-04T10:30").toISOString());
  });

  it("turn a date-time into the datetime-local value and back", () => {
    const iso = new Date(2026, 4, 4, 9, 5).toISOString();
    expect(toLocalDateTime(iso)).toBe("2026-05-04T09:05");
    expect(fromLocalDateTime("2026-05-04T09:05")).toBe(iso);
    expect(fromLocalDateTime("nonsense")).toBe("");
  });

  it("check required fields, dates, addresses and the notification's date order", () => {
    expect(checkValues(kindDefs.news, { title: " ", description: "", fromDate: "", attachments: [] })).toEqual({
      title: "Enter the title",
      fromDate: "Enter the date",
    });
    expect(
      checkValues(kindDefs.video, { title: "Day", date: "2026-02-30", videoUrl: "youtube.com/watch?v=1" }),
    ).toEqual({ date: "Enter a date as YYYY-MM-DD", videoUrl: "Enter an address starting with http:// or https://" });
    expect(
      checkValues(kindDefs.notification, {
        title: "x",
        description: "",
        image: [],
        attachments: [],
        url: "",
        startsAt: "2026-05-10",
        endsAt: "2026-05-01",
      }),
    ).toEqual({ endsAt: "The last day cannot be before the first day" });
    expect(checkValues(kindDefs.video, { title: "Day", date: "2026-02-28", videoUrl: "https://youtu.be/x" })).toEqual(
      {},
    );
  });

  it("name list rows by their title field, falling back to the category", () => {
    expect(itemTitle(kindDefs.message, { _id: "1", name: " Mr Rao ", category: "President" })).toBe("Mr Rao");
    expect(itemTitle(kindDefs.message, { _id: "1", name: "", category: "President" })).toBe("President");
    expect(itemTitle(kindDefs.media, { _id: "1", title: "" })).toBe("Untitled");
  });
});
