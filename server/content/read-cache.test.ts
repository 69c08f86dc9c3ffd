import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadHome } from "../../app/features/home/home-data.ts";
import { type App, addStaff, type StaffClient, signIn, staffApp, uploaded } from "../admin/staff-test-helpers.ts";
import { testConfig } from "../config.ts";
import { createServices, type Services, siteData } from "../services.ts";
import { image } from "../storage/test-files.ts";
import { ReadBudget, ReadCache } from "./read-cache.ts";

/** Issue 20: page renders share their reads until the content changes. */

/** A cache over a version the test moves, and a load that counts its calls. */
function counted(max?: number) {
  const state = { version: 1, calls: 0 };
  const cache = new ReadCache(async () => state.version, max);
  const load =
    (value = "data") =>
    async () => {
      state.calls++;
      return { value, calls: state.calls };
    };
  return { state, cache, load };
}

describe("read cache", () => {
  it("keeps the reads of many schools within one budget, forgetting the school read least lately", async () => {
    const budget = new ReadBudget(4);
    let calls = 0;
    const load = (value: string) => async () => {
      calls++;
      return value;
    };
    const alpha = new ReadCache(async () => 1, 300, undefined, budget);
    const beta = new ReadCache(async () => 1, 300, undefined, budget);
    for (const key of ["news", "events", "school"]) await alpha.read(key, load(`alpha ${key}`));
    await beta.read("news", load("beta news"));
    expect(budget.size).toBe(4);
    // A fifth read: Alpha, read least lately, forgets its reads.
    await beta.read("events", load("beta events"));
    expect([alpha.size, beta.size, budget.size]).toEqual([0, 2, 2]);
    // Its next render reads the database again, and still gets its own school's data.
    calls = 0;
    expect(await alpha.read("news", load("alpha news"))).toBe("alpha news");
    expect(await beta.read("news", load("wrong"))).toBe("beta news");
    expect(calls).toBe(1);
    expect(budget.size).toBe(3);
  });

  it("reads a key once per content version", async () => {
    const { state, cache, load } = counted();
    expect(await cache.read("news", load())).toEqual({ value: "data", calls: 1 });
    expect(await cache.read("news", load())).toEqual({ value: "data", calls: 1 });
    expect(state.calls).toBe(1);
    // Another key is another read.
    await cache.read("events", load());
    expect(state.calls).toBe(2);
  });

  it("drops everything kept once the version moves", async () => {
    const { state, cache, load } = counted();
    await cache.read("news", load("old"));
    await cache.read("events", load("old"));
    state.version = 2;
    expect(await cache.read("news", load("new"))).toMatchObject({ value: "new" });
    expect(cache.size).toBe(1);
    expect(await cache.read("events", load("new"))).toMatchObject({ value: "new" });
  });

  it("does not keep what a read that saw an older version got", async () => {
    const { state, load } = counted();
    const versions = [2, 1];
    const racing = new ReadCache(async () => versions.shift() ?? state.version);
    await racing.read("news", load("newer"));
    // A render that read version 1 before a change finishes after one that read version 2.
    expect(await racing.read("news", load("late"))).toMatchObject({ value: "late" });
    state.version = 2;
    expect(await racing.read("news", load("again"))).toMatchObject({ value: "newer" });
  });

  it("does not keep a failed read: the next render asks again", async () => {
    const { state, cache, load } = counted();
    await expect(cache.read("news", () => Promise.reject(new Error("database away")))).rejects.toThrow("database away");
    expect(await cache.read("news", load())).toMatchObject({ value: "data" });
    expect(state.calls).toBe(1);
  });

  it("shares one read between renders asking at the same moment", async () => {
    const { state, cache } = counted();
    let release: (v: string) => void = () => {};
    const slow = () => {
      state.calls++;
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    };
    const asking = Promise.all(Array.from({ length: 5 }, () => cache.read("news", slow)));
    await vi.waitFor(() => expect(state.calls).toBe(1));
    release("shared");
    expect(await asking).toEqual(["shared", "shared", "shared", "shared", "shared"]);
    expect(state.calls).toBe(1);
  });

  it("keeps at most its bound, dropping the least recently used", async () => {
    const { state, cache, load } = counted(3);
    await cache.read("home", load());
    for (let i = 0; i < 10; i++) {
      await cache.read(`album ${i}`, load());
      // The home page is asked for between the made-up addresses.
      await cache.read("home", load());
    }
    expect(cache.size).toBe(3);
    expect(state.calls).toBe(11);
    await cache.read("album 0", load());
    expect(state.calls).toBe(12);
  });

  it("hands out values no reader can change", async () => {
    const { cache } = counted();
    const first = await cache.read("news", async () => [{ title: "Annual Day", attachments: ["b", "a"] }]);
    expect(() => first.push({ title: "Added by a render", attachments: [] })).toThrow(TypeError);
    expect(() => {
      first[0].title = "Changed by a render";
    }).toThrow(TypeError);
    expect(() => first[0].attachments.sort()).toThrow(TypeError);
    expect(await cache.read("news", async () => [])).toEqual([{ title: "Annual Day", attachments: ["b", "a"] }]);
  });
});

describe("page reads through siteData", () => {
  let app: App;
  let editor: StaffClient;
  let day = "2025-06-10";
  let site: ReturnType<typeof siteData>;

  beforeAll(async () => {
    app = await staffApp();
    editor = await addStaff(app, await signIn(app), "editor");
    site = siteData(app.services, "tvms", { today: () => day });
  });
  afterAll(() => app.close());
  afterEach(() => vi.restoreAllMocks());

  const news = (title: string) => ({ title, description: `About ${title}`, fromDate: "2025-03-01", attachments: [] });

  it("reads the database once for renders of an unchanged site", async () => {
    const list = vi.spyOn(app.services.content, "list");
    const view = vi.spyOn(app.services.profiles, "view");
    await loadHome(site);
    const first = { lists: list.mock.calls.length, profiles: view.mock.calls.length };
    expect(first.lists).toBeGreaterThan(0);
    await loadHome(site);
    await loadHome(site);
    expect({ lists: list.mock.calls.length, profiles: view.mock.calls.length }).toEqual(first);
  });

  it("shows a change saved through the staff API at once", async () => {
    const titles = async () => (await site.list("news")).map((n) => n.title);
    expect(await titles()).not.toContain("Sports Day");
    expect(
      (await editor.post("/api/admin/content/news", { ...news("Sports Day"), status: "published" })).statusCode,
    ).toBe(201);
    expect(await titles()).toContain("Sports Day");
    const profile = await app.services.profiles.get("tvms");
    expect((await app.services.profiles.save("tvms", { ...profile, name: "Renamed School" })).status).toBe("saved");
    expect((await site.school()).name).toBe("Renamed School");
    expect((await loadHome(site)).texts.about.heading).toContain("Renamed School");
  });

  it("reads the lists again when the day in India changes", async () => {
    const note = { title: "Holiday tomorrow", description: "", image: [], attachments: [], url: "" };
    const posted = await editor.post("/api/admin/content/notification", {
      ...note,
      startsAt: "2025-06-11",
      endsAt: "2025-06-11",
    });
    expect(posted.statusCode).toBe(201);
    const shown = async () => (await site.list("notification")).map((n) => n.title);
    expect(await shown()).not.toContain("Holiday tomorrow");
    day = "2025-06-11";
    expect(await shown()).toContain("Holiday tomorrow");
    day = "2025-06-12";
    expect(await shown()).not.toContain("Holiday tomorrow");
  });

  it("degrades as before when the database fails, and reads again on the next render", async () => {
    await app.services.schools.changed("tvms");
    const away = vi.spyOn(app.services.content, "list").mockRejectedValue(new Error("database away"));
    const log = vi.fn();
    const failed = await loadHome(site, log);
    expect(log).toHaveBeenCalledWith("home: could not load news", expect.any(Error));
    expect(failed.news.map((n) => n.title)).not.toContain("Sports Day");
    away.mockRestore();
    expect((await loadHome(site)).news.map((n) => n.title)).toContain("Sports Day");
  });

  it("keeps two renders of the home page from changing each other's data", async () => {
    const file = await uploaded(editor, image("jpeg", 40, 30, 7));
    const added = await editor.post("/api/admin/page-photos", { page: "home", tab: "Slides", file, alt: "Our campus" });
    expect(added.statusCode).toBe(201);
    const first = await loadHome(site);
    expect(first.slides.map((s) => s.alt)).toEqual(["Our campus"]);
    // A render that changed what it was given in place (sorting, adding a
    // slide, retitling) would show its change to every later visitor: the
    // shared data refuses it.
    expect(() => first.slides.push({ ...first.slides[0], alt: "Injected" })).toThrow(TypeError);
    expect(() => {
      first.slides[0].alt = "Changed";
    }).toThrow(TypeError);
    const records = await site.list("news");
    expect(() => records.splice(0, 1)).toThrow(TypeError);
    const second = await loadHome(site);
    expect(second).toEqual(first);
    expect(second.slides.map((s) => s.alt)).toEqual(["Our campus"]);
  });
});

describe("page reads with another instance on the same database", () => {
  let dir: string;
  let here: Services;
  let there: Services;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "read-cache-"));
    const config = (name: string) =>
      testConfig({ databaseUrl: path.join(dir, "site.db"), dataDir: path.join(dir, `files-${name}`) });
    here = await createServices(config("here"));
    there = await createServices(config("there"));
  });
  afterAll(async () => {
    await here?.close();
    await there?.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const addNews = async (services: Services, title: string) => {
    await services.content.create("tvms", "news", { title, description: "", fromDate: "2025-03-01", attachments: [] });
    await services.schools.changed("tvms");
  };

  it("shows another instance's change within the version's recheck", async () => {
    const site = siteData(here, here.config.schoolCode);
    const titles = async () => (await site.list("news")).map((n) => n.title);
    expect(await titles()).not.toContain("From elsewhere");
    await addNews(there, "From elsewhere");
    await new Promise((r) => setTimeout(r, 1100));
    expect(await titles()).toContain("From elsewhere");
  });

  it("shows it at once when the change is announced (Redis notice)", async () => {
    const site = siteData(here, here.config.schoolCode);
    const titles = async () => (await site.list("news")).map((n) => n.title);
    expect(await titles()).not.toContain("Announced");
    await addNews(there, "Announced");
    here.schools.forget("tvms");
    expect(await titles()).toContain("Announced");
  });
});
