import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, isAbsolute, join, normalize } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentKind } from "../../contract/content.ts";
import { contentFileFields, contentInputSchemas, PagePhoto, TransferCertificateInput } from "../../contract/content.ts";
import { allPhotoSets } from "../../contract/photo-sets.ts";
import { importKinds } from "../content/import-check.ts";
import type { DemoContent, DemoFiles } from "./demo-content.ts";
import { buildDemoContent } from "./demo-content.ts";
import { DemoCalendar, kolkataDate } from "./demo-dates.ts";
import { generateDemoContent } from "./generate-demo.ts";
import type { ImageSpec } from "./placeholders.ts";
import { illustrationAlt, illustrationScene, imageSvg, makePdf } from "./placeholders.ts";
import { hasGlyph } from "./stroke-font.ts";

/** demo.json list key -> content kind of contract/content.ts: the import's own table. */
const LISTS: Record<string, ContentKind> = importKinds;

/** The date field of each kind (testimonial createdAt is a date-time). */
const DATE_FIELD: Partial<Record<ContentKind, string>> = {
  highlight: "fromDate",
  news: "fromDate",
  event: "date",
  gallery: "date",
  video: "date",
  testimonial: "createdAt",
  circular: "date",
  media: "date",
};

// Kolkata date 2025-03-06 (UTC is still 5 March).
const NOW = new Date("2025-03-05T20:00:00Z");
const YEAR = 2025;

type Rec = Record<string, unknown>;

function validationErrors(content: DemoContent): string[] {
  const errors: string[] = [];
  const data = content as unknown as Record<string, Rec[]>;
  for (const [key, kind] of Object.entries(LISTS)) {
    for (const [i, record] of (data[key] ?? []).entries()) {
      const result = contentInputSchemas[kind].safeParse(record);
      if (!result.success) errors.push(`${key}[${i}]: ${JSON.stringify(result.error.issues)}`);
    }
  }
  for (const [i, p] of content.pagePhotos.entries()) {
    const result = PagePhoto.safeParse(p);
    if (!result.success) errors.push(`pagePhotos[${i}]: ${JSON.stringify(result.error.issues)}`);
  }
  for (const [i, tc] of content.transferCertificates.entries()) {
    const result = TransferCertificateInput.safeParse(tc);
    if (!result.success) errors.push(`transferCertificates[${i}]: ${JSON.stringify(result.error.issues)}`);
  }
  return errors;
}

/** Every file path the content refers to. */
function referencedFiles(content: DemoContent): string[] {
  const data = content as unknown as Record<string, Rec[]>;
  const paths: string[] = [];
  for (const [key, kind] of Object.entries(LISTS)) {
    for (const record of data[key] ?? []) {
      for (const field of contentFileFields[kind]) paths.push(...(record[field] as string[]));
    }
  }
  for (const p of content.pagePhotos) paths.push(p.file);
  for (const tc of content.transferCertificates) paths.push(tc.file);
  return paths;
}

function allDates(content: DemoContent): { kind: ContentKind; date: string }[] {
  const data = content as unknown as Record<string, Rec[]>;
  const out: { kind: ContentKind; date: string }[] = [];
  for (const [key, kind] of Object.entries(LISTS)) {
    const field = DATE_FIELD[kind];
    if (!field) continue;
    for (const record of data[key] ?? []) {
      const value = String(record[field]);
      out.push({ kind, date: kind === "testimonial" ? kolkataDate(new Date(value)) : value });
    }
  }
  return out;
}

/** Builds the records only (no rendering), as the generator would. */
function buildOnly(now: Date): { content: DemoContent; images: Map<string, ImageSpec> } {
  const images = new Map<string, ImageSpec>();
  const pdfs = new Set<string>();
  const files: DemoFiles = {
    image(path, spec) {
      const existing = images.get(path);
      if (pdfs.has(path) || (existing && JSON.stringify(existing) !== JSON.stringify(spec))) {
        throw new Error(`two different files at ${path}`);
      }
      images.set(path, spec);
      return path;
    },
    pdf(path) {
      if (pdfs.has(path) || images.has(path)) throw new Error(`two files at ${path}`);
      pdfs.add(path);
      return path;
    },
  };
  return { content: buildDemoContent(new DemoCalendar(now), files, allPhotoSets), images };
}

describe("generateDemoContent", () => {
  let dir = "";
  let jsonPath = "";
  let content: DemoContent;
  let elapsedMs = 0;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "demo-content-"));
    const started = performance.now();
    jsonPath = await generateDemoContent(join(dir, "out"), { now: NOW });
    elapsedMs = performance.now() - started;
    content = JSON.parse(await readFile(jsonPath, "utf8"));
  });

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("writes demo.json into outDir and returns its path", () => {
    expect(jsonPath).toBe(join(dir, "out", "demo.json"));
    expect(content.schoolCode).toBe("tvms");
    console.log(`demo content generated in ${Math.round(elapsedMs)} ms`);
  });

  it("every record validates against the contract's input schemas", () => {
    expect(validationErrors(content)).toEqual([]);
  });

  it("has the expected amount of each kind of content", () => {
    expect(content.highlights.length).toBeGreaterThanOrEqual(6);
    expect(content.notifications).toHaveLength(2);
    expect(content.notifications.some((n) => n.url.endsWith("/admission-enquire"))).toBe(true);
    expect(content.onlineRegistrations).toHaveLength(3);
    expect(content.news.length).toBeGreaterThanOrEqual(20);
    expect(content.events.length).toBeGreaterThanOrEqual(15);
    expect(content.videos.length).toBeGreaterThanOrEqual(8);
    for (const v of content.videos) expect(v.videoUrl).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
    expect(content.transferCertificates).toHaveLength(3);
    for (const tc of content.transferCertificates) expect(tc.admissionNo).toMatch(/^TV\d{4}\/\d{3}$/);
  });

  it("has President (one with markup), Director and Principal messages", () => {
    const president = content.messages.filter((m) => m.category === "President");
    expect(president).toHaveLength(2);
    expect(president.some((m) => /<p>/.test(m.message) && /<strong>/.test(m.message))).toBe(true);
    expect(content.messages.some((m) => m.category === "Director")).toBe(true);
    expect(content.messages.some((m) => m.category === "Principal")).toBe(true);
  });

  it("has photo gallery albums of 4 to 12 photos and a few of another category", () => {
    const albums = content.galleries.filter((g) => g.category === "PhotoGallery");
    expect(albums.length).toBeGreaterThanOrEqual(12);
    for (const a of albums) {
      expect(a.attachments.length).toBeGreaterThanOrEqual(4);
      expect(a.attachments.length).toBeLessThanOrEqual(12);
    }
    expect(content.galleries.filter((g) => g.category !== "PhotoGallery").length).toBeGreaterThanOrEqual(2);
    expect(new Set(content.galleries.map((g) => g._id)).size).toBe(content.galleries.length);
  });

  it("has testimonials without rating or photo, media without files, newsletters and circulars", () => {
    expect(content.testimonials.some((t) => !("rating" in t))).toBe(true);
    expect(content.testimonials.some((t) => t.attachments.length === 0)).toBe(true);
    expect(content.testimonials.some((t) => t.attachments.length > 0)).toBe(true);
    expect(content.media.filter((m) => m.attachments.length === 0)).toHaveLength(2);
    expect(content.circulars.filter((c) => c.category === "Newsletter").length).toBeGreaterThanOrEqual(8);
    expect(content.circulars.filter((c) => c.category === "Circular")).toHaveLength(2);
  });

  it("every referenced file exists inside outDir and is a JPEG or a PDF", async () => {
    const root = dirname(jsonPath);
    const paths = [...new Set(referencedFiles(content))];
    expect(paths.length).toBeGreaterThan(500);
    let pdfs = 0;
    let jpegs = 0;
    for (const path of paths) {
      expect(isAbsolute(path) || normalize(path).startsWith("..")).toBe(false);
      const data = await readFile(join(root, path));
      if (path.endsWith(".pdf")) {
        pdfs++;
        expect(data.subarray(0, 8).toString("latin1")).toBe("%PDF-1.4");
        expect(data.toString("latin1").trimEnd().endsWith("%%EOF")).toBe(true);
      } else {
        jpegs++;
        expect(path.endsWith(".jpg")).toBe(true);
        expect(data[0]).toBe(0xff);
        expect(data[1]).toBe(0xd8);
        expect(data.length).toBeLessThan(150_000);
      }
    }
    expect(pdfs).toBeGreaterThan(5);
    expect(jpegs).toBeGreaterThan(500);
    // News and circulars keep some image attachments too.
    expect(content.news.some((n) => n.attachments.some((a) => a.endsWith(".jpg")))).toBe(true);
    expect(content.circulars.some((c) => c.attachments.some((a) => a.endsWith(".jpg")))).toBe(true);

    const photo = await sharp(join(root, content.pagePhotos[0].file)).metadata();
    expect([photo.format, photo.width, photo.height]).toEqual(["jpeg", 960, 640]);
    const tc = (await stat(join(root, content.transferCertificates[0].file))).size;
    expect(tc).toBeGreaterThan(1000);
  });

  it("page photos match the photo sets, tab by tab", () => {
    for (const set of allPhotoSets) {
      for (const tab of set.tabs) {
        const photos = content.pagePhotos.filter((p) => p.page === set.page && p.tab === tab.name);
        expect(photos.length, `${set.page} / ${tab.name}`).toBe(tab.count);
        expect(photos.some((p) => p.alt.endsWith(`. ${tab.name} photo ${tab.count}`))).toBe(true);
      }
    }
    const expected = allPhotoSets.reduce((n, s) => n + s.tabs.reduce((m, t) => m + t.count, 0), 0);
    expect(content.pagePhotos).toHaveLength(expected);
    expect(content.pagePhotos.filter((p) => p.page === "pages").map((p) => p.tab)).toContain("mission");
  });

  it("dates cover the current calendar year and the two before it", () => {
    const dates = allDates(content);
    const years = new Set(dates.map((d) => Number(d.date.slice(0, 4))));
    expect(years).toEqual(new Set([YEAR - 2, YEAR - 1, YEAR]));
    expect(content.news.some((n) => n.fromDate === `${YEAR}-01-01`)).toBe(true);
    const today = kolkataDate(NOW);
    expect(today).toBe("2025-03-06");
    // Only events lie ahead.
    expect(dates.filter((d) => d.kind !== "event" && d.date > today)).toEqual([]);
    expect(content.events.filter((e) => e.date > today).length).toBeGreaterThanOrEqual(3);
    for (const t of content.testimonials) expect(t.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);
  });
});

describe("demo content for other dates", () => {
  for (const iso of [
    "2025-03-05T20:00:00Z",
    "2026-01-01T00:30:00+05:30",
    "2024-12-31T23:00:00+05:30",
    "2027-06-15T12:00:00Z",
    "2028-02-29T12:00:00Z",
  ]) {
    it(`is valid and spans three years when now is ${iso}`, () => {
      const now = new Date(iso);
      const year = Number(kolkataDate(now).slice(0, 4));
      const { content } = buildOnly(now);
      expect(validationErrors(content)).toEqual([]);
      const years = new Set(allDates(content).map((d) => Number(d.date.slice(0, 4))));
      for (const y of [year - 2, year - 1, year]) expect(years.has(y), String(y)).toBe(true);
      for (const y of years) expect(y >= year - 2 && y <= year + 1, String(y)).toBe(true);
      expect(content.news.some((n) => n.fromDate === `${year}-01-01`)).toBe(true);
      const data = content as unknown as Record<string, Rec[]>;
      for (const key of ["highlights", "news", "galleries", "videos", "circulars", "media"]) {
        const titles = data[key].map((r) => String(r.title));
        expect(new Set(titles).size, `${key} titles are unique`).toBe(titles.length);
      }
    });
  }

  it("is deterministic for a given now", () => {
    expect(JSON.stringify(buildOnly(NOW).content)).toBe(JSON.stringify(buildOnly(NOW).content));
  });
});

describe("demo images", () => {
  it("are illustrations without words: no image other than the sample certificate draws text", () => {
    const { images } = buildOnly(NOW);
    for (const spec of images.values()) {
      const svg = imageSvg(spec);
      if (spec.kind === "certificate") {
        // The certificate is a document: its words are stroked paths (the only text there is).
        for (const ch of [spec.admissionNo, spec.studentName, ...spec.details].join(""))
          expect(hasGlyph(ch)).toBe(true);
        continue;
      }
      expect(svg).not.toContain("<text");
      // The stroke font draws each glyph as an open path; scenes never use stroke-linejoin (the font's mark).
      expect(svg).not.toContain("stroke-linejoin");
    }
  });

  it("show varied scenes that fit their subject, with a text alternative for each", () => {
    const { images } = buildOnly(NOW);
    const photos = [...images.values()].filter(
      (s): s is Extract<ImageSpec, { kind: "image" }> => s.kind === "image" && !s.icon,
    );
    const scenes = new Set(photos.map(illustrationScene));
    expect(scenes.size).toBeGreaterThanOrEqual(9);
    expect(illustrationScene({ kind: "image", heading: "our-infrastructure", title: "Library", colorKey: "a" })).toBe(
      "library",
    );
    expect(
      illustrationScene({ kind: "image", heading: "our-infrastructure", title: "Science Lab", colorKey: "a" }),
    ).toBe("lab");
    expect(illustrationScene({ kind: "image", heading: "Event", title: "Annual Sports Meet", colorKey: "a" })).toBe(
      "sports",
    );
    // Two photos of one album differ (composition and palette come from the photo's number).
    const a = imageSvg({ kind: "image", heading: "Photo Gallery", title: "Annual Day", number: "1", colorKey: "k" });
    const b = imageSvg({ kind: "image", heading: "Photo Gallery", title: "Annual Day", number: "2", colorKey: "k" });
    expect(a).not.toBe(b);
    for (const spec of photos) expect(illustrationAlt(spec)).toMatch(/^[A-Z][a-z]+ .{20,}/);
  });

  it("the page photos' descriptions say what the picture shows", () => {
    const { content } = buildOnly(NOW);
    for (const p of content.pagePhotos) expect(p.alt).toMatch(/^[A-Z][a-z]+ .{20,}\. .+ photo \d+$/);
    expect(new Set(content.pagePhotos.map((p) => p.alt)).size).toBeGreaterThan(10);
  });

  it("makePdf writes a PDF whose cross-reference offsets are right", () => {
    const pdf = makePdf("Circular (test)", [
      "Fees before the 10th \\ of every month.",
      "Second paragraph – with a dash.",
    ]).toString("latin1");
    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe("xref");
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(6);
    offsets.forEach((off, i) => {
      expect(pdf.slice(off, off + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
    const length = Number(/\/Length (\d+)/.exec(pdf)?.[1]);
    const streamStart = pdf.indexOf("stream\n") + "stream\n".length;
    expect(pdf.slice(streamStart + length, streamStart + length + 10)).toBe("\nendstream");
    expect(pdf).toContain("(Circular \\(test\\)) Tj");
  });
});
