import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EventRecord } from "../../../contract/content.ts";
import { fakeListing, fakeSiteData } from "../../lib/list-page/fake-site-data.ts";
import { loadEvents } from "./events-data.ts";
import { EventsPage } from "./events-page.tsx";

afterEach(() => vi.restoreAllMocks());

const now = new Date("2026-06-15T06:30:00Z");
const event = (id: string, date: string, images: string[] = [], attachments: string[] = []): EventRecord => ({
  _id: id,
  title: `Event ${id}`,
  description: "d",
  date,
  time: "9 AM",
  startTime: "",
  endTime: "",
  venue: "Hall",
  images,
  attachments,
});

describe("events page data", () => {
  it("starts at the current year with month All, and lists the years in the data", async () => {
    const site = fakeListing("event", [event("a", "2024-01-02"), event("b", "2023-05-05")]);
    const data = await loadEvents(site, now);
    expect(data.defaults).toEqual({ year: 2026, month: "all", q: "" });
    expect(data.years).toEqual([2024, 2023]);
  });

  it("keeps the first image with its stored size and every document attached, in order (issue 26)", async () => {
    const site = fakeListing(
      "event",
      [
        event("a", "2026-01-02", ["p1.jpg", "p2.jpg"], ["a.pdf", "b.pdf"]),
        event("b", "2026-01-03"),
        // A photo attached before the circular: the photo is the picture, the circular still a download.
        event("c", "2026-01-04", [], ["stage.jpg", "invite.pdf"]),
      ],
      { "p1.jpg": { width: 1200, height: 800 }, "stage.jpg": { width: 640, height: 480 } },
    );
    const [a, b, c] = (await loadEvents(site, now)).items;
    expect(a.image).toEqual({ file: "p1.jpg", width: 1200, height: 800 });
    expect(a.documents).toEqual(["a.pdf", "b.pdf"]);
    expect(b.image).toBeNull();
    expect(b.documents).toEqual([]);
    expect(c.image).toEqual({ file: "stage.jpg", width: 640, height: 480 });
    expect(c.documents).toEqual(["invite.pdf"]);
  });

  it("marks past events, and the page lists upcoming ones first, soonest first (issue 16)", async () => {
    const site = fakeListing("event", [
      event("past", "2026-06-01"),
      event("later", "2026-09-10"),
      event("today", "2026-06-15"),
      event("soon", "2026-06-20"),
    ]);
    const data = await loadEvents(site, now);
    expect(Object.fromEntries(data.items.map((e) => [e.id, e.past]))).toEqual({
      past: true,
      later: false,
      today: false,
      soon: false,
    });
    const html = renderToString(createElement(MemoryRouter, null, createElement(EventsPage, data)));
    const order = [...html.matchAll(/<h2 class="event-card__title"><a [^>]*>Event (\w+)/g)].map((m) => m[1]);
    expect(order).toEqual(["today", "soon", "later", "past"]);
    const pastCard = html.slice(html.indexOf("Event past"), html.indexOf("</h2>", html.indexOf("Event past")));
    expect(pastCard.replace(/<[^>]+>/g, "")).toBe("Event past Past");
    expect(html.match(/event-card__past"/g)).toHaveLength(1);
  });

  it("a failed load is logged and gives an empty list", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await loadEvents(fakeSiteData({ fail: true }), now)).items).toEqual([]);
    expect(log).toHaveBeenCalled();
  });
});
