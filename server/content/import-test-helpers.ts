import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { testConfig } from "../config.ts";
import { createServices, type Services } from "../services.ts";
import { importContent } from "./import-content.ts";

/** Helpers for the import and export tests (not a test file itself). */

/**
 * A temporary folder and services on a fresh database keeping their files
 * in its store/, made before the test file's tests and removed after them.
 */
export function tempSite(prefix: string): { dir: string; services: Services } {
  const site = { dir: "", services: undefined as unknown as Services };
  beforeAll(async () => {
    site.dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
    site.services = await createServices(testConfig({ dataDir: path.join(site.dir, "store") }));
  });
  afterAll(async () => {
    await site.services?.close();
    await fs.rm(site.dir, { recursive: true, force: true });
  });
  return site;
}

/** What importContent needs to import content alone (no pages, no school profile). */
export const contentImportDeps = (services: Services) => ({
  db: services.database.db,
  content: services.content,
  files: services.files,
  schools: services.schools,
});

/** What importContent needs to import everything: content, pages and the school profile. */
export const fullImportDeps = (services: Services) => ({
  ...contentImportDeps(services),
  pages: services.pages,
  profiles: services.profiles,
});

/** Writes `doc` as a new JSON file in the site's folder and imports it all for the school "tvms". */
export async function importDoc(site: { dir: string; services: Services }, doc: unknown, replace = false) {
  const file = await writeJsonFile(site.dir, `c-${Math.random().toString(36).slice(2)}.json`, doc);
  return importContent(fullImportDeps(site.services), file, { defaultSchool: "tvms", replace });
}

/** Writes `doc` as the JSON file `name` in `dir`; answers its path. */
export async function writeJsonFile(dir: string, name: string, doc: unknown): Promise<string> {
  const file = path.join(dir, name);
  await fs.writeFile(file, JSON.stringify(doc));
  return file;
}

/**
 * Records of the kinds the import and export tests check alike (events to
 * media), naming the files img/a.jpg, img/b.png and doc/n.pdf.
 */
export const sampleRecords = {
  events: [
    {
      title: "Concert",
      description: "Music",
      date: "2025-12-20",
      time: "5 pm",
      venue: "Hall",
      images: ["img/a.jpg"],
      attachments: [],
    },
  ],
  messages: [{ category: "President", name: "A. Patil", message: "<p>Welcome</p>", attachments: ["img/a.jpg"] }],
  galleries: [
    {
      _id: "g1",
      category: "PhotoGallery",
      title: "Annual day",
      description: "",
      date: "2024-12-01",
      attachments: ["img/a.jpg", "img/b.png"],
    },
  ],
  videos: [{ title: "Dance", date: "2024-11-11", videoUrl: "https://www.youtube.com/watch?v=x" }],
  testimonials: [
    { name: "Parent", description: "Great", rating: 4, createdAt: "2025-01-01T10:00:00Z", attachments: [] },
  ],
  circulars: [{ category: "Newsletter", date: "2025-02-01", title: "February", attachments: ["doc/n.pdf"] }],
  media: [{ _id: "m1", title: "In the paper", date: "2025-02-02", attachments: ["img/b.png"] }],
};

/** Two photos of a page's tab, of img/a.jpg and img/b.png. */
export const samplePagePhotos = [
  { page: "our-infrastructure", tab: "Library", file: "img/a.jpg", alt: "Library 1" },
  { page: "our-infrastructure", tab: "Library", file: "img/b.png", alt: "Library 2" },
];
