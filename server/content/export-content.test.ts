import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SchoolProvider } from "../../app/components/layout/school-context.tsx";
import { SiteFooter } from "../../app/components/layout/site-footer.tsx";
import { SiteHeader } from "../../app/components/layout/site-header.tsx";
import { testConfig } from "../config.ts";
import { demoSchool } from "../demo/demo-school.ts";
import { loadDemoIfEmpty } from "../demo/load-demo.ts";
import { createServices, type Services } from "../services.ts";
import { exportSchool } from "./export-content.ts";
import { importContent } from "./import-content.ts";
import { fullImportDeps, samplePagePhotos, sampleRecords } from "./import-test-helpers.ts";

let dir: string;
const opened: Services[] = [];

async function freshServices(name: string) {
  const s = await createServices(testConfig({ dataDir: path.join(dir, name) }));
  opened.push(s);
  return s;
}

/** A school with every kind of content, page photos, a certificate and a profile with its logo. */
const wholeSchool = {
  schoolCode: "tvms",
  school: { ...demoSchool, name: "Round Trip School", logo: "img/logo.png" },
  highlights: [
    { _id: "h1", title: "Sports day", description: "Two\nlines", fromDate: "2025-01-10", attachments: ["img/a.jpg"] },
  ],
  notifications: [
    {
      title: "Admissions open",
      description: "Apply now",
      image: ["img/a.jpg"],
      attachments: ["doc/n.pdf"],
      url: "https://example.org/apply",
      startsAt: "2025-01-01",
    },
  ],
  onlineRegistrations: [{ title: "Summer camp", url: "https://example.org/camp", attachments: [] }],
  news: [
    { title: "Result day", description: "All passed", fromDate: "2025-03-01", attachments: ["doc/n.pdf"] },
    { title: "Older", description: "Earlier", fromDate: "2024-03-01", attachments: [] },
    // Issue 31: a record waiting for its time, and one coming down by itself.
    {
      title: "Next session",
      description: "Later",
      fromDate: "2023-03-01",
      attachments: [],
      publishAt: "2099-06-01T07:00:00+05:30",
      removeAt: "2099-07-01T07:00:00+05:30",
    },
    {
      title: "Short notice",
      description: "Soon gone",
      fromDate: "2022-03-01",
      attachments: [],
      removeAt: "2099-07-01T07:00:00+05:30",
    },
  ],
  ...sampleRecords,
  transferCertificates: [{ admissionNo: "TV2019/045", studentName: "Asha Rao", file: "img/c.jpg" }],
  pagePhotos: samplePagePhotos,
  pages: [
    {
      slug: "history",
      title: "History",
      menu: { group: "About Us", position: 2 },
      blocks: [
        { type: "paragraph", text: "Founded in **1980**; see [our vision](/vision)." },
        { type: "faq", items: [{ question: "When?", answer: "Always." }] },
      ],
    },
    {
      slug: "bus-routes",
      title: "Bus Routes",
      description: "Where the buses go.",
      menu: { group: "More Info", label: "Buses" },
      blocks: [{ type: "table", caption: "Routes", head: ["Route", "Stops"], rows: [["1", "Station Road"]] }],
      // Issue 31: a page coming down by itself, and one waiting for its time.
      removeAt: "2099-07-01T07:00:00+05:30",
    },
    {
      slug: "admissions-2099",
      title: "Admissions 2099",
      blocks: [{ type: "paragraph", text: "Forms from 1 June." }],
      publishAt: "2099-06-01T07:00:00+05:30",
      removeAt: "2099-07-01T07:00:00+05:30",
    },
    { slug: "home", title: "Home page texts", blocks: [{ type: "list", items: ["Welcome, visitors"] }] },
  ],
};

/** content.json with every file path replaced by the SHA-256 of the file it names, and ids of records kept. */
async function normalised(jsonPath: string) {
  const base = path.dirname(jsonPath);
  const text = await fs.readFile(jsonPath, "utf8");
  const hashes = new Map<string, string>();
  for (const m of text.matchAll(/"(files\/[^"]+)"/g)) {
    const data = await fs.readFile(path.join(base, m[1]));
    hashes.set(m[1], `sha256:${createHash("sha256").update(data).digest("hex")}`);
  }
  return JSON.parse(text.replace(/"(files\/[^"]+)"/g, (_all, rel: string) => JSON.stringify(hashes.get(rel))));
}

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "export-test-"));
  await fs.mkdir(path.join(dir, "src/img"), { recursive: true });
  await fs.mkdir(path.join(dir, "src/doc"), { recursive: true });
  const pixel = (colour: string) => sharp({ create: { width: 32, height: 24, channels: 3, background: colour } });
  await fs.writeFile(path.join(dir, "src/img/a.jpg"), await pixel("#336699").jpeg().toBuffer());
  await fs.writeFile(path.join(dir, "src/img/b.png"), await pixel("#993366").png().toBuffer());
  await fs.writeFile(path.join(dir, "src/img/c.jpg"), await pixel("#669933").jpeg().toBuffer());
  await fs.writeFile(path.join(dir, "src/img/logo.png"), await pixel("#0b3d6b").png().toBuffer());
  await fs.writeFile(path.join(dir, "src/doc/n.pdf"), "%PDF-1.4\n%%EOF\n");
  await fs.writeFile(path.join(dir, "src/content.json"), JSON.stringify(wholeSchool));
});
afterAll(async () => {
  for (const s of opened) await s.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe("npm run export and import --replace", () => {
  it("writes a whole school that imports back to the same site", async () => {
    const first = await freshServices("store-1");
    await importContent(fullImportDeps(first), path.join(dir, "src/content.json"), {
      replace: true,
      defaultSchool: "tvms",
    });
    const a = await exportSchool(first, path.join(dir, "export-a"), { school: first.config.schoolCode });
    expect(a.counts).toMatchObject({
      school: 1,
      news: 4,
      galleries: 1,
      pagePhotos: 2,
      pages: 4,
      transferCertificates: 1,
    });

    // A fresh site (new database and file store) built from the export alone.
    const second = await freshServices("store-2");
    await importContent(fullImportDeps(second), a.jsonPath, { replace: true, defaultSchool: "tvms" });
    const b = await exportSchool(second, path.join(dir, "export-b"), { school: second.config.schoolCode });

    const [docA, docB] = [await normalised(a.jsonPath), await normalised(b.jsonPath)];
    expect(docB).toEqual(docA);
    expect(docA.school.name).toBe("Round Trip School");
    expect(docA.school.logo).toMatch(/^sha256:/);
    expect(docA.galleries[0]._id).toBe("g1");
    expect(docA.news.map((n: { title: string }) => n.title)).toEqual([
      "Result day",
      "Older",
      "Next session",
      "Short notice",
    ]);
    // "Publish at" / "Remove at" travel both ways; the record waiting for its time is not live meanwhile.
    expect(docA.news[2]).toMatchObject({
      publishAt: "2099-06-01T07:00:00+05:30",
      removeAt: "2099-07-01T07:00:00+05:30",
    });
    expect(docA.news[3]).toMatchObject({ removeAt: "2099-07-01T07:00:00+05:30" });
    expect(docA.news[3].publishAt).toBeUndefined();
    expect((await second.content.list("tvms", "news")).map((n) => n.title)).not.toContain("Next session");
    const slugs = docA.pages.map((p: { slug: string }) => p.slug);
    expect(slugs).toEqual(["admissions-2099", "bus-routes", "history", "home"]);
    // Pages carry their times too; the page waiting for its time is not live meanwhile.
    const [admissions, buses] = docA.pages;
    expect([admissions.publishAt, admissions.removeAt, buses.publishAt, buses.removeAt]).toEqual([
      "2099-06-01T07:00:00+05:30",
      "2099-07-01T07:00:00+05:30",
      undefined,
      "2099-07-01T07:00:00+05:30",
    ]);
    expect(await second.pages.published("tvms", "admissions-2099")).toBeNull();
    expect((await second.pages.get("tvms", "admissions-2099"))?.publishAt).toBe("2099-06-01T07:00:00+05:30");
    const more = docA.menu.find((g: { label: string }) => g.label === "More Info");
    expect(more.links.at(-1)).toEqual({ label: "Buses", href: "/bus-routes" });

    // What visitors see through the API is the same too.
    expect(await second.content.list("tvms", "gallery")).toHaveLength(1);
    expect((await second.profiles.view("tvms")).logo).toMatch(/^\/api\/image\/.+\.png$/);
    expect(await second.pages.published("tvms", "history")).toEqual(await first.pages.published("tvms", "history"));
    expect(await second.pages.menu("tvms")).toEqual(await first.pages.menu("tvms"));
  });

  it("shows an imported school name in the header and footer", async () => {
    const s = await freshServices("store-3");
    const file = path.join(dir, "src/acceptance.json");
    await fs.writeFile(file, JSON.stringify({ school: { ...demoSchool, name: "Acceptance Test Academy" } }));
    await importContent(fullImportDeps(s), file, { replace: true, defaultSchool: "tvms" });
    // Starting the server loads the demo only into an empty site: a school with its own profile is not empty.
    expect(await loadDemoIfEmpty(s, s.config.schoolCode)).toBeNull();
    const school = await s.profiles.view("tvms");
    const html = renderToStaticMarkup(
      createElement(
        SchoolProvider,
        { value: school },
        createElement(MemoryRouter, null, createElement(SiteHeader), createElement(SiteFooter)),
      ),
    );
    const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
    const footer = html.slice(html.indexOf("<footer"));
    expect(header).toContain("Acceptance Test Academy");
    expect(footer).toContain("Acceptance Test Academy");
    expect(html).not.toContain("Tiny Vision Model School");
  });
});
