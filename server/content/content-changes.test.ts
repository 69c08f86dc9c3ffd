import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultSettings } from "../../contract/disclosure-items.ts";
import { testConfig } from "../config.ts";
import { demoSchool } from "../demo/demo-school.ts";
import { createServices, type Services } from "../services.ts";

/**
 * Issue 28: what visitors see changes through one seam. Every repository
 * that writes public content announces the change itself once it has
 * committed, so no route, job or import can forget to refresh the site,
 * and a page rendered after the announcement never shows the old content
 * under the new version.
 */
describe("content changes are announced where the data is written, after commit", () => {
  let services: Services;
  let dir: string;
  const told: string[] = [];
  const news = { title: "Sports day", description: "On the big ground", fromDate: "2026-01-10", attachments: [] };

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "changes-test-"));
    services = await createServices(testConfig({ dataDir: dir }));
    services.schools.onChange((school) => told.push(school));
  });
  afterAll(async () => {
    await services.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  /** What `write` announced for tvms, and whether the content version went up with it. */
  const announced = async (write: () => Promise<unknown>) => {
    const before = await services.schools.version("tvms");
    told.length = 0;
    await write();
    const after = await services.schools.version("tvms");
    return { told: told.filter((s) => s === "tvms").length > 0, raised: after > before };
  };

  it("announces a change inside a transaction only after it commits, with the new version readable", async () => {
    const { schools, content, database } = services;
    let toldInside = true;
    const before = await schools.version("tvms");
    told.length = 0;
    await schools.transaction(database.db, async (trx) => {
      await content.create("tvms", "news", news, { db: trx });
      await content.create("tvms", "news", { ...news, title: "Annual day" }, { db: trx });
      toldInside = told.length > 0;
    });
    const versionSeen = await schools.version("tvms");
    expect(toldInside).toBe(false);
    // Once per transaction, after the commit, and the cached version was dropped: the new one is read.
    expect(told).toEqual(["tvms"]);
    expect(versionSeen).toBe(before + 1);
  });

  it("announces nothing and keeps the version when the transaction rolls back", async () => {
    const { schools, content, database } = services;
    const before = await schools.version("tvms");
    told.length = 0;
    const failing = schools.transaction(database.db, async (trx) => {
      await content.create("tvms", "news", { ...news, title: "Never seen" }, { db: trx });
      throw new Error("the rest of the import was refused");
    });
    await expect(failing).rejects.toThrow("refused");
    expect(told).toEqual([]);
    expect(await schools.version("tvms")).toBe(before);
    expect((await content.list("tvms", "news")).map((n) => n.title)).not.toContain("Never seen");
  });

  it("refuses a content write inside a transaction opened past the seam (it would commit unannounced)", async () => {
    const { content, database } = services;
    const past = database.db
      .transaction()
      .execute((trx) => content.create("tvms", "news", { ...news, title: "Unannounced" }, { db: trx }));
    await expect(past).rejects.toThrow(/ContentChanges\.transaction/);
    expect((await content.list("tvms", "news")).map((n) => n.title)).not.toContain("Unannounced");
  });

  /**
   * Every method of the repositories that write public content, named here:
   * a write with a call that must announce, a draft that visitors never see,
   * or a read. A method added without a line here fails the first test, so a
   * new write path is looked at before it can forget the site.
   */
  const pageBody = { title: "Bus routes", description: "Where the buses stop", blocks: [] };
  let newsId = "";
  let photoId = 0;
  let pageVersion = 0;
  const writes: Record<string, Record<string, () => Promise<unknown>>> = {
    content: {
      create: async () => {
        newsId = await services.content.create("tvms", "news", news, { status: "draft" });
      },
      update: () => services.content.update("tvms", "news", newsId, news, { status: "draft" }),
      goLive: () => services.content.goLive("tvms", "news", newsId),
      withdraw: () => services.content.withdraw("tvms", "news", newsId, null),
      reorder: () => services.content.reorder("tvms", "news", [newsId]),
      delete: () => services.content.delete("tvms", "news", newsId),
      deleteAll: () => services.content.deleteAll("tvms", "gallery"),
    },
    pagePhotos: {
      add: async () => {
        photoId = (await services.pagePhotos.add("tvms", { page: "/history", tab: "", file: "demo/a.jpg", alt: "" }))
          .id;
      },
      addMany: () => services.pagePhotos.addMany("tvms", "/history", "", ["demo/b.jpg"]),
      update: () => services.pagePhotos.update("tvms", photoId, { file: "demo/c.jpg", alt: "The hall" }),
      reorder: async () => {
        const ids = (await services.pagePhotos.ofPage("tvms", "/history")).map((p) => p.id);
        expect(await services.pagePhotos.reorder("tvms", "/history", "", ids.reverse())).toBe(true);
      },
      removeDemo: async () => {
        await services.database.db
          .insertInto("files")
          .values({
            id: "demo/d.jpg",
            schoolCode: "tvms",
            mime: "image/jpeg",
            bytes: 1,
            width: 1,
            height: 1,
            originalName: "d.jpg",
            sha256: "x",
            createdAt: new Date().toISOString(),
            placeholder: 1,
          })
          .execute();
        await services.pagePhotos.add("tvms", { page: "/vision", tab: "", file: "demo/d.jpg", alt: "" });
        expect(await services.pagePhotos.removeDemo("tvms", {})).toBe(1);
      },
      remove: () => services.pagePhotos.remove("tvms", photoId),
    },
    pages: {
      importPage: () => services.pages.importPage("tvms", { slug: "bus-routes", ...pageBody }),
      publish: async () => {
        const page = await services.pages.get("tvms", "bus-routes");
        const saved = await services.pages.publish("tvms", "bus-routes", page?.version ?? 0, null);
        expect(saved.status).toBe("saved");
      },
      save: async () => {
        const page = await services.pages.get("tvms", "bus-routes");
        const saved = await services.pages.save(
          "tvms",
          "bus-routes",
          { ...pageBody, version: page?.version ?? 0, publish: true },
          null,
        );
        if (saved.status === "saved") pageVersion = saved.page.version;
      },
      restore: async () => {
        const [first] = (await services.pages.revisions("tvms", "bus-routes")) ?? [];
        const restored = await services.pages.restore("tvms", "bus-routes", first?.id ?? 0, pageVersion, null);
        expect(restored.status).toBe("saved");
      },
      publishApproved: async () => {
        const { title, description, blocks } = pageBody;
        expect(
          await services.pages.publishApproved("tvms", "bus-routes", { title, description, blocks }, null),
        ).not.toBe(null);
      },
      unpublish: async () => expect(await services.pages.unpublish("tvms", "bus-routes")).toBe(true),
      setMenu: () => services.pages.setMenu("tvms", [{ label: "About", links: [{ label: "Bus", href: "/bus" }] }]),
      placeInMenu: () => services.pages.placeInMenu("tvms", "About", "Bus routes", "/bus-routes"),
    },
    profiles: {
      save: () => services.profiles.save("tvms", { ...demoSchool, name: "Renamed School" }),
    },
    translations: {
      put: () =>
        services.translations.put(
          "tvms",
          { kind: "page", itemId: "history", lang: "mr", fields: { title: "इतिहास" }, source: { title: "History" } },
          null,
        ),
      clear: () => services.translations.clear("tvms", undefined, "news"),
    },
    disclosure: {
      saveItem: () => services.disclosure.saveItem("tvms", "campusArea", { value: "8100" }, null),
      saveSettings: () => services.disclosure.saveSettings("tvms", defaultSettings, null),
      replaceAll: () => services.disclosure.replaceAll("tvms", {}, defaultSettings),
    },
  };
  /** Writes visitors never see: a page's unpublished draft. */
  const drafts: Record<string, string[]> = { pages: ["create"] };
  const reads: Record<string, string[]> = {
    content: [
      "list",
      "changedAt",
      "schoolOf",
      "get",
      "notice",
      "staffList",
      "staffGet",
      "topPosition",
      "count",
      "live",
      "setColumns",
    ],
    pagePhotos: ["byId", "ofPage", "withoutLeftovers", "demoFiles", "undescribed", "placeholders", "countDemo"],
    pages: [
      "published",
      "get",
      "row",
      "list",
      "revisions",
      "menu",
      "builtInMenu",
      "change",
      "draftOf",
      "addRevision",
      "names",
      "view",
      "viewWith",
    ],
    profiles: ["stored", "get", "view", "entry"],
    disclosure: ["today", "page", "staffView", "fromDemo"],
    translations: ["get", "ofKind", "all"],
  };

  it("names every method of the repositories that write what visitors see", () => {
    for (const name of Object.keys(writes) as (keyof Services & keyof typeof writes)[]) {
      const methods = Object.getOwnPropertyNames(Object.getPrototypeOf(services[name])).filter(
        (m) => m !== "constructor",
      );
      const named = [...Object.keys(writes[name]), ...(drafts[name] ?? []), ...reads[name]];
      expect(
        methods.filter((m) => !named.includes(m)),
        `methods of services.${name} not named here`,
      ).toEqual([]);
    }
  });

  for (const [repo, calls] of Object.entries(writes)) {
    it(`announces every write of services.${repo} and raises the content version`, async () => {
      const silent: string[] = [];
      for (const [method, write] of Object.entries(calls)) {
        const { told: wasTold, raised } = await announced(write);
        if (!wasTold || !raised) silent.push(method);
      }
      expect(silent).toEqual([]);
    });
  }

  it("leaves the site alone for a page's draft", async () => {
    expect(
      await announced(() => services.pages.create("tvms", { slug: "draft-only", title: "Draft", trail: [] }, null)),
    ).toEqual({ told: false, raised: false });
  });
});
