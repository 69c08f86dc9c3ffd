import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentSchemas } from "../../contract/content.ts";
import { testConfig } from "../config.ts";
import { createServices, type Services } from "../services.ts";
import { ImportError, importContent } from "./import-content.ts";
import { contentImportDeps, samplePagePhotos, sampleRecords, writeJsonFile } from "./import-test-helpers.ts";

let dir: string;
let services: Services;

const deps = () => contentImportDeps(services);
const writeJson = (name: string, doc: unknown) => writeJsonFile(dir, name, doc);

const everyKind = {
  schoolCode: "tvms",
  highlights: [
    {
      _id: "h1",
      title: "Sports day",
      description: "Line one\nline two",
      fromDate: "2025-01-10",
      attachments: ["img/a.jpg"],
    },
  ],
  notifications: [
    {
      title: "Admissions open",
      description: "Apply now",
      image: ["img/a.jpg"],
      attachments: ["doc/n.pdf"],
      url: "https://example.com/apply",
    },
  ],
  onlineRegistrations: [{ title: "Summer camp", url: "https://example.com/camp", attachments: [] }],
  news: [{ title: "Result day", description: "All passed", fromDate: "2025-03-01", attachments: ["doc/n.pdf"] }],
  ...sampleRecords,
  transferCertificates: [{ admissionNo: "TV2019/045", studentName: "Asha Rao", file: "img/a.jpg" }],
  pagePhotos: samplePagePhotos,
};

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "import-test-"));
  await fs.mkdir(path.join(dir, "img"));
  await fs.mkdir(path.join(dir, "doc"));
  const pixel = sharp({ create: { width: 32, height: 24, channels: 3, background: "#336699" } });
  await fs.writeFile(path.join(dir, "img/a.jpg"), await pixel.clone().jpeg().toBuffer());
  await fs.writeFile(path.join(dir, "img/b.png"), await pixel.clone().png().toBuffer());
  await fs.writeFile(path.join(dir, "doc/n.pdf"), "%PDF-1.4\n%%EOF\n");
  await fs.writeFile(path.join(dir, "doc/evil.jpg"), "MZ this is an executable");
  services = await createServices(testConfig({ dataDir: path.join(dir, "store") }));
});
afterAll(async () => {
  await services?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe("content import", () => {
  it("round-trips a file holding every kind", async () => {
    const summary = await importContent(deps(), await writeJson("all.json", everyKind), { defaultSchool: "tvms" });
    expect(summary.counts).toMatchObject({
      highlights: 1,
      news: 1,
      events: 1,
      galleries: 1,
      transferCertificates: 1,
      pagePhotos: 2,
    });
    // Three distinct files: a.jpg, b.png, n.pdf (the TC copy is private and separate).
    const news = await services.content.list("tvms", "news");
    expect(news).toHaveLength(1);
    const [item] = news;
    contentSchemas.news.parse(item);
    expect(item.title).toBe("Result day");
    const stored = await services.store.read(item.attachments[0]);
    expect(stored?.toString("utf8").startsWith("%PDF-")).toBe(true);

    const album = await services.content.get("tvms", "gallery", "g1");
    expect(album?.attachments).toHaveLength(2);
    expect(album?.attachments[0]).not.toBe(album?.attachments[1]);
    const highlight = await services.content.get("tvms", "highlight", "h1");
    expect(highlight?.description).toBe("Line one\nline two");

    const tc = await services.database.db.selectFrom("transferCertificates").selectAll().executeTakeFirstOrThrow();
    expect(tc.file.startsWith("private/")).toBe(true);
    // Certificates are never served by the public image path.
    expect(await services.store.stat(tc.file)).toBeNull();

    const photos = await services.database.db.selectFrom("pagePhotos").selectAll().orderBy("position").execute();
    expect(photos.map((p) => [p.tab, p.position, p.alt])).toEqual([
      ["Library", 1, "Library 1"],
      ["Library", 2, "Library 2"],
    ]);
  });

  it("adds on a second import, and --replace replaces the kinds present", async () => {
    const file = await writeJson("news.json", { news: everyKind.news.map((n) => ({ ...n, title: "Second" })) });
    await importContent(deps(), file, { defaultSchool: "tvms" });
    expect((await services.content.list("tvms", "news")).map((n) => n.title).sort()).toEqual(["Result day", "Second"]);
    await importContent(deps(), file, { defaultSchool: "tvms", replace: true });
    expect((await services.content.list("tvms", "news")).map((n) => n.title)).toEqual(["Second"]);
    // Kinds absent from the file are untouched.
    expect(await services.content.list("tvms", "video")).toHaveLength(1);
  });

  it("writes nothing when one record is bad, and names kind, index and field", async () => {
    const version = await services.schools.version("tvms");
    const bad = {
      news: [everyKind.news[0], { title: "", description: "x", fromDate: "2025-02-30x", attachments: [] }],
      videos: [{ title: "New video", date: "2025-01-01", videoUrl: "https://example.com/v" }],
    };
    const error = await importContent(deps(), await writeJson("bad.json", bad), { defaultSchool: "tvms" }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ImportError);
    expect(error.message).toContain("news[1].title");
    expect(error.message).toContain("news[1].fromDate");
    expect(error.message).toContain("nothing was written");
    expect((await services.content.list("tvms", "video")).map((v) => v.title)).toEqual(["Dance"]);
    expect(await services.schools.version("tvms")).toBe(version);
  });

  it("refuses a 'Publish at' that is not an ISO date-time with offset, or a removal before it (issue 31)", async () => {
    const item = { title: "Timed", description: "", fromDate: "2025-01-01", attachments: [] };
    await expect(
      importContent(deps(), await writeJson("when.json", { news: [{ ...item, publishAt: "27/11/2026 07:00" }] }), {
        defaultSchool: "tvms",
      }),
    ).rejects.toThrow(/news\[0\]\.publishAt: must be a date and time/);
    const reversed = { ...item, publishAt: "2099-01-02T07:00:00+05:30", removeAt: "2099-01-01T07:00:00+05:30" };
    await expect(
      importContent(deps(), await writeJson("order.json", { news: [reversed] }), { defaultSchool: "tvms" }),
    ).rejects.toThrow(/news\[0\]\.removeAt: must be after publishAt/);
  });

  it("refuses a missing or disguised file and names it", async () => {
    const missing = { media: [{ title: "x", date: "2025-01-01", attachments: ["img/nope.jpg"] }] };
    await expect(
      importContent(deps(), await writeJson("missing.json", missing), { defaultSchool: "tvms" }),
    ).rejects.toThrow(/media\[0\]\.attachments\[0\]: file not found: img\/nope\.jpg/);
    const disguised = { media: [{ title: "x", date: "2025-01-01", attachments: ["doc/evil.jpg"] }] };
    await expect(
      importContent(deps(), await writeJson("evil.json", disguised), { defaultSchool: "tvms" }),
    ).rejects.toThrow(/not a JPEG, PNG, WebP or PDF/);
  });

  it("refuses unknown kinds and malformed JSON", async () => {
    await expect(
      importContent(deps(), await writeJson("unknown.json", { gossip: [] }), { defaultSchool: "tvms" }),
    ).rejects.toThrow(/gossip: unknown kind/);
    const broken = path.join(dir, "broken.json");
    await fs.writeFile(broken, "{ not json");
    await expect(importContent(deps(), broken, { defaultSchool: "tvms" })).rejects.toBeInstanceOf(ImportError);
  });
});

describe("dates", () => {
  it("refuses impossible calendar dates instead of rolling them over", async () => {
    const { IsoDate } = await import("../../contract/content.ts");
    expect(IsoDate.safeParse("2024-02-29").success).toBe(true);
    expect(IsoDate.safeParse("2025-02-29").success).toBe(false);
    expect(IsoDate.safeParse("2025-02-30").success).toBe(false);
    expect(IsoDate.safeParse("2025-04-31").success).toBe(false);
  });
});

describe("the school profile (key school)", () => {
  const depsWithProfiles = () => ({ ...deps(), profiles: services.profiles });

  it("takes only the fields given: the rest keep their current values", async () => {
    await services.profiles.save("tvms", {
      ...(await services.profiles.get("tvms")),
      name: "Old Name School",
      shortName: "ONS",
      email: "office@old.example",
      address: { street: "1 Main Road", city: "Pune", state: "Maharashtra", pin: "411001", country: "India" },
    });
    const file = await writeJson("name-only.json", {
      school: { name: "New Name School", address: { city: "Nashik" } },
    });
    const summary = await importContent(depsWithProfiles(), file, { defaultSchool: "tvms" });
    expect(summary.counts.school).toBe(1);
    const after = await services.profiles.get("tvms");
    expect(after.name).toBe("New Name School");
    expect(after.shortName).toBe("ONS");
    expect(after.email).toBe("office@old.example");
    expect(after.address).toEqual({
      street: "1 Main Road",
      city: "Nashik",
      state: "Maharashtra",
      pin: "411001",
      country: "India",
    });
  });

  it("keeps the current logo when the file names none, and starts a new school from the defaults", async () => {
    const withLogo = await writeJson("logo.json", { school: { logo: "img/b.png" } });
    await importContent(depsWithProfiles(), withLogo, { defaultSchool: "tvms" });
    const logo = (await services.profiles.get("tvms")).logo;
    expect(logo).toMatch(/\.png$/);
    await importContent(depsWithProfiles(), await writeJson("tagline.json", { school: { tagline: "Learn" } }), {
      defaultSchool: "tvms",
    });
    expect(await services.profiles.get("tvms")).toMatchObject({ logo, tagline: "Learn", name: "New Name School" });

    const fresh = await writeJson("new-school.json", { schoolCode: "oak", school: { name: "Oak Hill School" } });
    await importContent(depsWithProfiles(), fresh, { defaultSchool: "tvms" });
    const oak = await services.profiles.get("oak");
    expect(oak).toMatchObject({ name: "Oak Hill School", shortName: "OHS", email: "", phones: [] });
  });

  it("still refuses a given field that is wrong, naming it, and writes nothing", async () => {
    const before = await services.profiles.get("tvms");
    const file = await writeJson("bad-pin.json", { school: { name: "Changed", address: { pin: "12" } } });
    const err = await importContent(depsWithProfiles(), file, { defaultSchool: "tvms" }).catch((e) => e);
    expect(err).toBeInstanceOf(ImportError);
    expect((err as ImportError).problems.join("\n")).toMatch(/^school\.address\.pin: /m);
    expect(await services.profiles.get("tvms")).toEqual(before);
  });
});

describe("the Mandatory Public Disclosure (key disclosure)", () => {
  it("imports the settings and items, each PDF stored as the school's file, and the page shows them", async () => {
    const file = await writeJson("disclosure.json", {
      schoolCode: "disc",
      disclosure: {
        settings: { board: "CBSE", otherBoardPage: "rename", hasClassXII: true },
        items: {
          principal: { name: "Dr. Meera Joshi", qualification: "M.Sc., B.Ed." },
          fireSafety: { file: "doc/n.pdf", issueDate: "01/04/2026", validUntil: "2027-03-31" },
          resultsX: { rows: [{ year: "2025", registered: "40", passed: "39", remarks: "" }] },
        },
      },
    });
    const summary = await importContent(deps(), file, { defaultSchool: "tvms" });
    expect(summary.counts.disclosure).toBe(3);
    const page = await services.disclosure.page("disc");
    expect(page?.settings.hasClassXII).toBe(true);
    expect(page?.values.principal).toEqual({ name: "Dr. Meera Joshi", qualification: "M.Sc., B.Ed." });
    const fire = page?.values.fireSafety as { file: string; issueDate: string; validUntil: string };
    expect(fire).toMatchObject({ issueDate: "2026-04-01", validUntil: "2027-03-31" });
    expect((await services.store.forSchool("disc").read(fire.file))?.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("refuses an image for a PDF, an unknown item and a wrong date, naming each, and writes nothing", async () => {
    const file = await writeJson("bad-disclosure.json", {
      schoolCode: "disc",
      disclosure: {
        items: {
          principal: { name: "Someone Else", qualification: "B.A." },
          fireSafety: { file: "img/a.jpg", issueDate: "01/04/2026", validUntil: "31/03/2027" },
          noSuchItem: { file: "doc/n.pdf" },
          rte: { file: "doc/n.pdf", issueDate: "31/02/2026", validUntil: "31/03/2027" },
        },
      },
    });
    const err = await importContent(deps(), file, { defaultSchool: "tvms" }).catch((e) => e);
    expect(err).toBeInstanceOf(ImportError);
    const problems = (err as ImportError).problems.join("\n");
    expect(problems).toMatch(/^disclosure\.items\.fireSafety: img\/a\.jpg must be a PDF$/m);
    expect(problems).toMatch(/^disclosure\.items\.noSuchItem: /m);
    expect(problems).toMatch(/^disclosure\.items\.rte\.issueDate: /m);
    expect((await services.disclosure.page("disc"))?.values.principal).toMatchObject({ name: "Dr. Meera Joshi" });
  });
});
