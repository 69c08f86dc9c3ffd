import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentSchemas } from "../../contract/content.ts";
import type { DbHandle } from "../db/client.ts";
import { testDatabases } from "../db/test-databases.ts";
import { ContentRepository } from "./content-repository.ts";
import { SchoolRepository } from "./school-repository.ts";

describe.each(testDatabases)("content repository on $name", (target) => {
  let handle: DbHandle & { drop(): Promise<void> };
  let content: ContentRepository;
  let schools: SchoolRepository;

  beforeAll(async () => {
    handle = await target.open();
    content = new ContentRepository(handle.db);
    schools = new SchoolRepository(handle.db, 0);
    await schools.ensure("tvms", "Demo School");
    await schools.ensure("other", "Other School");
  });
  afterAll(async () => handle?.drop());

  it("stores and returns news with the API's field names, newest first", async () => {
    await content.create("tvms", "news", { title: "Old", description: "a", fromDate: "2024-01-05", attachments: [] });
    await content.create("tvms", "news", {
      title: "New",
      description: "b",
      fromDate: "2025-03-01",
      attachments: ["ab/file.pdf"],
    });
    await content.create("tvms", "news", { title: "Middle", description: "c", fromDate: "2024-12-31", attachments: [] });
    const list = await content.list("tvms", "news");
    expect(list.map((n) => n.title)).toEqual(["New", "Middle", "Old"]);
    expect(Object.keys(list[0]).sort()).toEqual(["_id", "attachments", "date", "description", "fromDate", "title"]);
    expect(list[0].attachments).toEqual(["ab/file.pdf"]);
    expect(list[0].date).toBe("2025-03-01");
    for (const item of list) contentSchemas.news.parse(item);
  });

  it("keeps schools apart", async () => {
    await content.create("other", "news", { title: "Elsewhere", description: "", fromDate: "2025-01-01", attachments: [] });
    const ours = await content.list("tvms", "news");
    expect(ours.some((n) => n.title === "Elsewhere")).toBe(false);
    expect((await content.list("other", "news")).map((n) => n.title)).toEqual(["Elsewhere"]);
  });

  it("hides drafts from the public list", async () => {
    await content.create("tvms", "video", { title: "Draft video", date: "2025-01-01", videoUrl: "https://example.com/v" }, { status: "draft" });
    expect((await content.list("tvms", "video")).length).toBe(0);
    expect((await content.list("tvms", "video", { includeDrafts: true })).length).toBe(1);
  });

  it("shows a notification only inside its start and end dates", async () => {
    await content.create("tvms", "notification", {
      title: "Window",
      description: "",
      image: [],
      attachments: [],
      url: "",
      startsAt: "2025-06-01",
      endsAt: "2025-06-30",
    });
    await content.create("tvms", "notification", { title: "Always", description: "", image: [], attachments: [], url: "" });
    const titles = async (today: string) => (await content.list("tvms", "notification", { today })).map((n) => n.title).sort();
    expect(await titles("2025-05-31")).toEqual(["Always"]);
    expect(await titles("2025-06-01")).toEqual(["Always", "Window"]);
    expect(await titles("2025-06-30")).toEqual(["Always", "Window"]);
    expect(await titles("2025-07-01")).toEqual(["Always"]);
  });

  it("round-trips every kind through its schema", async () => {
    const samples = {
      highlight: { title: "H", description: "d", fromDate: "2025-01-01", attachments: ["a/b.jpg"] },
      onlineRegistration: { title: "R", url: "https://example.com/r", attachments: [] },
      event: { title: "E", description: "d", date: "2025-02-02", time: "10:00 am", venue: "Hall", images: ["a/c.jpg"], attachments: [] },
      message: { category: "President", name: "N", message: "<p>Hi</p>", attachments: [] },
      gallery: { category: "PhotoGallery", title: "G", description: "", date: "2025-01-01", attachments: ["a/1.jpg", "a/2.jpg"] },
      testimonial: { name: "T", description: "Good", createdAt: "2025-01-01T10:00:00.000Z", attachments: [] },
      circular: { category: "Newsletter", date: "2025-01-01", title: "C", attachments: ["a/n.pdf"] },
      media: { title: "M", date: "2025-01-01", attachments: ["a/m.jpg"] },
    } as const;
    for (const [kind, input] of Object.entries(samples) as [keyof typeof samples, (typeof samples)[keyof typeof samples]][]) {
      // biome-ignore lint/suspicious/noExplicitAny: iterating over kinds with their own sample shapes
      const id = await content.create("tvms", kind, input as any);
      const back = await content.get("tvms", kind, id);
      expect(back).not.toBeNull();
      contentSchemas[kind].parse(back);
      for (const [field, value] of Object.entries(input)) expect((back as Record<string, unknown>)[field]).toEqual(value);
    }
    // A testimonial without a rating gets five stars.
    const [t] = await content.list("tvms", "testimonial");
    expect(t.rating).toBe(5);
  });

  it("refuses a record that breaks its schema and stores nothing", async () => {
    const before = await content.count("tvms", "event");
    await expect(
      // biome-ignore lint/suspicious/noExplicitAny: deliberately invalid input
      content.create("tvms", "event", { title: "", description: "", date: "2025-13-40" } as any),
    ).rejects.toThrow();
    expect(await content.count("tvms", "event")).toBe(before);
  });

  it("bumps the content version on change", async () => {
    const v1 = await schools.version("tvms");
    await schools.bump("tvms");
    expect(await schools.version("tvms")).toBe(v1 + 1);
    expect(await schools.exists("tvms")).toBe(true);
    expect(await schools.exists("nope")).toBe(false);
  });
});
