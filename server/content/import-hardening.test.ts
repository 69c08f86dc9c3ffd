import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toMediaItems } from "../../app/features/media/media-data.ts";
import type { MediaRecord } from "../../contract/content.ts";
import { signIn, staffApp } from "../admin/staff-test-helpers.ts";
import { testConfig } from "../config.ts";
import { createServices, type Services } from "../services.ts";
import { ImportError, importContent } from "./import-content.ts";
import { contentImportDeps, writeJsonFile } from "./import-test-helpers.ts";

/** Issue 15: regression tests for the import command and untitled media. */

let root: string;
let dir: string;
let services: Services;

const deps = () => contentImportDeps(services);
const writeJson = (name: string, doc: unknown) => writeJsonFile(dir, name, doc);

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "import-hardening-"));
  dir = path.join(root, "sub");
  await fs.mkdir(dir);
  services = await createServices(testConfig({ dataDir: path.join(root, "files") }));
  const gps = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#468" } })
    .jpeg()
    .withExif({ IFD0: { Make: "SecretCam", Model: "Spy 1" } })
    .toBuffer();
  await fs.writeFile(path.join(dir, "gps.jpg"), gps);
  await fs.writeFile(path.join(root, "outside.jpg"), gps);
});
afterAll(async () => {
  await services.close();
  await fs.rm(root, { recursive: true, force: true });
});

const album = (attachments: string[], extra: object = {}) => ({
  galleries: [{ category: "Events", title: "Day", description: "", date: "2025-01-01", attachments, ...extra }],
});

describe("issue 15: the import command", () => {
  it("15.5 imported photos lose their metadata exactly as uploads do", async () => {
    expect((await sharp(path.join(dir, "gps.jpg")).metadata()).exif).toBeDefined();
    await importContent(deps(), await writeJson("good.json", album(["gps.jpg"])), { defaultSchool: "tvms" });
    const [record] = await services.content.list("tvms", "gallery", { today: "2026-01-01" });
    const stored = await services.store.read((record as { attachments: string[] }).attachments[0]);
    const meta = await sharp(stored as Buffer).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(64);
  });

  it("15.5 the import refuses files outside the JSON file's folder", async () => {
    for (const bad of ["../outside.jpg", path.join(root, "outside.jpg"), "../../etc/passwd"]) {
      const error = await importContent(deps(), await writeJson("bad.json", album([bad])), {
        defaultSchool: "tvms",
      }).catch((e) => e);
      expect(error).toBeInstanceOf(ImportError);
      expect((error as ImportError).message + String((error as { problems?: string[] }).problems ?? "")).toMatch(
        /outside the folder/,
      );
    }
  });

  // N6: a symlink inside the folder was followed to a file outside it.
  it("refuses links that lead out of the JSON file's folder, and imports nothing", async () => {
    await fs.mkdir(path.join(dir, "linked"), { recursive: true });
    await fs.symlink(path.join(root, "outside.jpg"), path.join(dir, "link.jpg"));
    await fs.symlink(root, path.join(dir, "linked", "up"));
    await fs.symlink(path.join(dir, "gps.jpg"), path.join(dir, "inside-link.jpg"));
    for (const bad of ["link.jpg", "linked/up/outside.jpg"]) {
      const error = await importContent(
        deps(),
        await writeJson("link.json", {
          news: [{ title: "symlink test", description: "d", fromDate: "2025-01-31", attachments: [bad] }],
        }),
        { defaultSchool: "tvms" },
      ).catch((e) => e);
      expect(error, bad).toBeInstanceOf(ImportError);
      expect(String((error as ImportError).problems ?? error.message), bad).toMatch(/outside the folder/);
    }
    const news = await services.content.list("tvms", "news", { today: "2026-01-01" });
    expect(news.some((n) => (n as { title?: string }).title === "symlink test")).toBe(false);
    // A link to a file inside the folder is fine.
    await importContent(deps(), await writeJson("inlink.json", album(["inside-link.jpg"])), { defaultSchool: "tvms" });
  });

  it("15.5 the import refuses gallery ids the album page would refuse", async () => {
    const error = await importContent(
      deps(),
      await writeJson("gid.json", album(["gps.jpg"], { _id: `"><script>alert('gid')</script>` })),
      { defaultSchool: "tvms" },
    ).catch((e) => e);
    expect(error).toBeInstanceOf(ImportError);
  });

  it("15.19 a media item's title is optional in the import and shown as Untitled", async () => {
    await importContent(
      deps(),
      await writeJson("media.json", {
        media: [
          { date: "2025-02-01", attachments: ["gps.jpg"] },
          { title: null, date: "2025-02-02", attachments: ["gps.jpg"] },
        ],
      }),
      { defaultSchool: "tvms" },
    );
    const records = (await services.content.list("tvms", "media", { today: "2026-01-01" })) as MediaRecord[];
    expect(records).toHaveLength(2);
    expect(toMediaItems(records, {}).map((m) => m.title)).toEqual(["Untitled", "Untitled"]);
  });
});

describe("issue 15: untitled media through the staff API", () => {
  it("15.19 staff may save a media item without a title", async () => {
    const app = await staffApp();
    try {
      const admin = await signIn(app);
      const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#abc" } })
        .png()
        .toBuffer();
      const file = (await admin.upload(photo, "m.png")).json().id;
      const res = await admin.post("/api/admin/content/media", { date: "2025-03-01", attachments: [file] });
      expect(res.statusCode).toBe(201);
      const list = (await app.inject({ url: "/api/media/tvms" })).json() as MediaRecord[];
      expect(toMediaItems(list, {}).map((m) => m.title)).toEqual(["Untitled"]);
    } finally {
      await app.close();
    }
  });
});
