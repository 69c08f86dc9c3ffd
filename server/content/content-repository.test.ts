import { describe, expect, it } from "vitest";
import { contentSchemas } from "../../contract/content.ts";
import { repositoryForTests, testDatabases } from "../db/test-databases.ts";
import { ContentRepository } from "./content-repository.ts";

describe.each(testDatabases)("content repository on $name", (target) => {
  const { schools, repository: content } = repositoryForTests(
    target,
    { tvms: "Demo School", other: "Other School" },
    (db, schools) => new ContentRepository(db, schools),
  );

  const addNews = (school: string, title: string, description: string, fromDate: string, attachments: string[]) =>
    content.create(school, "news", { title, description, fromDate, attachments });

  it("stores and returns news with the API's field names, newest first", async () => {
    await content.create("tvms", "news", { title: "Old", description: "a", fromDate: "2024-01-05", attachments: [] });
    await addNews("tvms", "New", "b", "2025-03-01", ["ab/file.pdf"]);
    await addNews("tvms", "Middle", "c", "2024-12-31", []);
    const list = await content.list("tvms", "news");
    expect(list.map((n) => n.title)).toEqual(["New", "Middle", "Old"]);
    expect(Object.keys(list[0]).sort()).toEqual(["_id", "attachments", "date", "description", "fromDate", "title"]);
    expect(list[0].attachments).toEqual(["ab/file.pdf"]);
    expect(list[0].date).toBe("2025-03-01");
    for (const item of list) contentSchemas.news.parse(item);
  });

  it("keeps schools apart", async () => {
    await addNews("other", "Elsewhere", "", "2025-01-01", []);
    const ours = await content.list("tvms", "news");
    expect(ours.some((n) => n.title === "Elsewhere")).toBe(false);
    expect((await content.list("other", "news")).map((n) => n.title)).toEqual(["Elsewhere"]);
  });

  it("hides drafts from the public list", async () => {
    await content.create(
      "tvms",
      "video",
      { title: "Draft video", date: "2025-01-01", videoUrl: "https://example.com/v" },
      { status: "draft" },
    );
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
    await content.create("tvms", "notification", {
      title: "Always",
      description: "",
      image: [],
      attachments: [],
      url: "",
    });
    const titles = async (today: string) =>
      (await content.list("tvms", "notification", { today })).map((n) => n.title).sort();
    expect(await titles("2025-05-31")).toEqual(["Always"]);
    expect(await titles("2025-06-01")).toEqual(["Always", "Window"]);
    expect(await titles("2025-06-30")).toEqual(["Always", "Window"]);
    expect(await titles("2025-07-01")).toEqual(["Always"]);
  });

  it("round-trips every kind through its schema", async () => {
    const samples = {
      highlight: { title: "H", description: "d", fromDate: "2025-01-01", attachments: ["a/b.jpg"] },
      onlineRegistration: { title: "R", url: "https://example.com/r", attachments: [] },
      event: {
        title: "E",
        description: "d",
        date: "2025-02-02",
        time: "10:00 am",
        venue: "Hall",
        images: ["a/c.jpg"],
        attachments: [],
      },
      message: { category: "President", name: "N", message: "<p>Hi</p>", attachments: [] },
      gallery: {
        category: "PhotoGallery",
        title: "G",
        description: "",
        date: "2025-01-01",
        attachments: ["a/1.jpg", "a/2.jpg"],
      },
      testimonial: { name: "T", description: "Good", createdAt: "2025-01-01T10:00:00.000Z", attachments: [] },
      circular: { category: "Newsletter", date: "2025-01-01", title: "C", attachments: ["a/n.pdf"] },
      media: { title: "M", date: "2025-01-01", attachments: ["a/m.jpg"] },
    } as const;
    for (const [kind, input] of Object.entries(samples) as [
      keyof typeof samples,
      (typeof samples)[keyof typeof samples],
    ][]) {
      // biome-ignore lint/suspicious/noExplicitAny: iterating over kinds with their own sample shapes
      const id = await content.create("tvms", kind, input as any);
      const back = await content.get("tvms", kind, id);
      expect(back).not.toBeNull();
      contentSchemas[kind].parse(back);
      for (const [field, value] of Object.entries(input))
        expect((back as Record<string, unknown>)[field]).toEqual(value);
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
    await schools.changed("tvms");
    expect(await schools.version("tvms")).toBe(v1 + 1);
    expect(await schools.exists("tvms")).toBe(true);
    expect(await schools.exists("nope")).toBe(false);
  });

  describe("for staff", () => {
    const news = (title: string, fromDate = "2025-01-01") => ({ title, description: "", fromDate, attachments: [] });

    it("lists drafts too, with their status, and pages through the same order as the public list", async () => {
      for (let i = 1; i <= 5; i++) await content.create("other", "news", news(`Item ${i}`, `2025-02-0${i}`));
      await content.create("other", "news", news("Unpublished", "2025-02-09"), { status: "draft" });
      const first = await content.staffList("other", "news", { page: 1, pageSize: 3 });
      expect(first.total).toBe(7);
      expect(first.items.map((n) => n.title)).toEqual(["Unpublished", "Item 5", "Item 4"]);
      expect(first.items[0]).toMatchObject({ status: "draft", position: 0 });
      expect(first.items[0].updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      const third = await content.staffList("other", "news", { page: 3, pageSize: 3 });
      expect(third.items.map((n) => n.title)).toEqual(["Elsewhere"]);
      const drafts = await content.staffList("other", "news", { status: "draft", page: 1, pageSize: 20 });
      expect(drafts).toMatchObject({ total: 1, items: [{ title: "Unpublished" }] });
    });

    it("searches titles (names for messages) ignoring case, with % and _ taken literally", async () => {
      await content.create("other", "news", news("Annual DAY 100% fun"));
      await content.create("other", "news", news("Sports_meet"));
      const titles = async (q: string) =>
        (await content.staffList("other", "news", { q, page: 1, pageSize: 50 })).items.map((n) => n.title);
      expect(await titles("annual day")).toEqual(["Annual DAY 100% fun"]);
      expect(await titles("100%")).toEqual(["Annual DAY 100% fun"]);
      expect(await titles("%")).toEqual(["Annual DAY 100% fun"]);
      expect(await titles("s_m")).toEqual(["Sports_meet"]);
      expect(await titles("nothing like this")).toEqual([]);
      await content.create("other", "message", {
        category: "President",
        name: "Mrs. Kulkarni",
        message: "",
        attachments: [],
      });
      const found = await content.staffList("other", "message", { q: "KULKARNI", page: 1, pageSize: 5 });
      expect(found.items.map((m) => m.name)).toEqual(["Mrs. Kulkarni"]);
    });

    it("gets, updates and deletes a record of its own school only", async () => {
      const id = await content.create("other", "notification", {
        title: "Holiday",
        description: "",
        image: [],
        attachments: [],
        url: "",
        startsAt: "2025-06-01",
        endsAt: "2025-06-02",
      });
      expect(await content.staffGet("other", "notification", id)).toMatchObject({
        title: "Holiday",
        startsAt: "2025-06-01",
        endsAt: "2025-06-02",
        status: "published",
      });
      expect(await content.staffGet("tvms", "notification", id)).toBeNull();
      const changed = { title: "Holiday moved", description: "d", image: [], attachments: [], url: "" };
      expect(await content.update("tvms", "notification", id, changed)).toBe(false);
      expect(await content.update("other", "notification", id, changed, { status: "draft" })).toBe(true);
      // A full replacement: the dates left out are cleared.
      expect(await content.staffGet("other", "notification", id)).toMatchObject({
        title: "Holiday moved",
        description: "d",
        status: "draft",
        startsAt: null,
        endsAt: null,
      });
      expect(await content.get("other", "notification", id)).toBeNull();
      await expect(
        // biome-ignore lint/suspicious/noExplicitAny: deliberately invalid input
        content.update("other", "notification", id, { title: "" } as any),
      ).rejects.toThrow();
      expect(await content.delete("tvms", "notification", id)).toBe(false);
      expect(await content.delete("other", "notification", id)).toBe(true);
      expect(await content.staffGet("other", "notification", id)).toBeNull();
    });

    it("reorders records, refusing unknown or repeated ids", async () => {
      const reg = (title: string) => ({ title, url: "", attachments: [] });
      const a = await content.create("other", "onlineRegistration", reg("A"));
      const b = await content.create("other", "onlineRegistration", reg("B"), {
        position: await content.topPosition("other", "onlineRegistration"),
      });
      const c = await content.create("other", "onlineRegistration", reg("C"), {
        position: await content.topPosition("other", "onlineRegistration"),
      });
      const order = async () => (await content.list("other", "onlineRegistration")).map((r) => r.title);
      expect(await order()).toEqual(["C", "B", "A"]);
      expect(await content.reorder("other", "onlineRegistration", [a, b, c])).toBe(true);
      expect(await order()).toEqual(["A", "B", "C"]);
      expect(await content.reorder("other", "onlineRegistration", [c, "nope"])).toBe(false);
      expect(await content.reorder("other", "onlineRegistration", [c, c])).toBe(false);
      expect(await content.reorder("tvms", "onlineRegistration", [c])).toBe(false);
      expect(await order()).toEqual(["A", "B", "C"]);
    });
  });
});
