import { describe, expect, it } from "vitest";
import { kindDefs } from "./content-fields.ts";
import {
  checkValues,
  emptyValues,
  fromKolkataDateTime,
  itemTitle,
  toBody,
  toKolkataDateTime,
  valuesFromItem,
} from "./content-values.ts";

describe("content form values", () => {
  it("start new records with today's date, the kind's category and no files", () => {
    const v = emptyValues(kindDefs.gallery, "2026-05-04");
    expect(v).toMatchObject({ title: "", date: "04/05/2026", category: "PhotoGallery", attachments: [] });
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
      startsAt: "01/05/2026",
      endsAt: "",
    });
  });

  it("send empty optional dates as null, the rating as a number and trimmed text", () => {
    const body = toBody(
      kindDefs.notification,
      { title: "  Holiday ", description: "", image: [], attachments: [], url: "", startsAt: "", endsAt: "01/06/2026" },
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
      endsAt: "01/06/2026",
    });
    const t = toBody(
      kindDefs.testimonial,
      { name: "A", description: "", rating: 4, createdAt: "04/05/2026", createdAtTime: "10:30", attachments: [] },
      "published",
    );
    expect(t.rating).toBe(4);
    expect(t.createdAt).toBe("2026-05-04T05:00:00.000Z");
  });

  it("show and read a date-time as dd/mm/yyyy and hh:mm in India time, whatever the browser's zone", () => {
    expect(toKolkataDateTime("2026-05-04T03:35:00.000Z")).toEqual({ date: "04/05/2026", time: "09:05" });
    expect(toKolkataDateTime("2026-05-04T20:00:00Z")).toEqual({ date: "05/05/2026", time: "01:30" });
    expect(fromKolkataDateTime("04/05/2026", "09:05")).toBe("2026-05-04T03:35:00.000Z");
    expect(fromKolkataDateTime("05/04/2026", "25:00")).toBe("");
    expect(fromKolkataDateTime("nonsense", "09:05")).toBe("");
    const v = valuesFromItem(kindDefs.testimonial, { _id: "t", name: "A", createdAt: "2026-05-04T03:35:00.000Z" });
    expect(v).toMatchObject({ createdAt: "04/05/2026", createdAtTime: "09:05" });
  });

  it("check required fields, dates, addresses and the notification's date order", () => {
    expect(checkValues(kindDefs.news, { title: " ", description: "", fromDate: "", attachments: [] })).toEqual({
      title: "Enter the title",
      fromDate: "Enter the date",
    });
    expect(
      checkValues(kindDefs.video, { title: "Day", date: "30/02/2026", videoUrl: "youtube.com/watch?v=1" }),
    ).toEqual({
      date: "Enter the date as dd/mm/yyyy, for example 24/11/2026",
      videoUrl: "Enter an address starting with http:// or https://",
    });
    // Month first, as an en-US date input would give it, does not read as a date.
    expect(checkValues(kindDefs.video, { title: "Day", date: "11/24/2026", videoUrl: "https://youtu.be/x" })).toEqual({
      date: "Enter the date as dd/mm/yyyy, for example 24/11/2026",
    });
    expect(
      checkValues(kindDefs.notification, {
        title: "x",
        description: "",
        image: [],
        attachments: [],
        url: "",
        startsAt: "10/05/2026",
        endsAt: "01/05/2026",
      }),
    ).toEqual({ endsAt: "The last day cannot be before the first day" });
    expect(checkValues(kindDefs.video, { title: "Day", date: "28/02/2026", videoUrl: "https://youtu.be/x" })).toEqual(
      {},
    );
  });

  it("name list rows by their title field, falling back to the category", () => {
    expect(itemTitle(kindDefs.message, { _id: "1", name: " Mr Rao ", category: "President" })).toBe("Mr Rao");
    expect(itemTitle(kindDefs.message, { _id: "1", name: "", category: "President" })).toBe("President");
    expect(itemTitle(kindDefs.media, { _id: "1", title: "" })).toBe("Untitled");
  });
});
