import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { disclosureMessages } from "../../contract/disclosure.ts";
import {
  applicableItems,
  type DocumentValue,
  defaultSettings,
  isItemComplete,
} from "../../contract/disclosure-items.ts";
import { auditRows, staffForTests, uploaded } from "../admin/staff-test-helpers.ts";
import { ProfileRepository } from "../content/profile-repository.ts";
import { SchoolRepository } from "../content/school-repository.ts";
import { testDatabases } from "../db/test-databases.ts";
import { loadDemoDisclosure } from "../demo/demo-disclosure.ts";
import { demoSchool } from "../demo/demo-school.ts";
import { FileUsage } from "../storage/file-usage.ts";
import { image, pdf } from "../storage/test-files.ts";
import { DisclosureRepository } from "./disclosure-repository.ts";
import { DisclosureService } from "./disclosure-service.ts";

describe.each(testDatabases)("disclosure storage on $name", (target) => {
  let handle: Awaited<ReturnType<typeof target.open>>;
  beforeAll(async () => {
    handle = await target.open();
    await new SchoolRepository(handle.db).ensure("tvms", "Demo");
  });
  afterAll(() => handle.drop());

  it("saves items one at a time, replaces a saved item, and keeps schools apart", async () => {
    const repo = new DisclosureRepository(handle.db);
    await repo.saveItem("tvms", "campusArea", { value: "8100" }, "Asha");
    await repo.saveItem("tvms", "campusArea", { value: "8200" }, "Ravi");
    await repo.saveItem("other", "campusArea", { value: "1" }, null);
    await repo.saveSettings("tvms", { ...defaultSettings, hasClassXII: true }, "Asha");
    const stored = await repo.read("tvms");
    expect(stored.values).toEqual({ campusArea: { value: "8200" } });
    expect(stored.updated.campusArea.by).toBe("Ravi");
    expect(stored.settings.hasClassXII).toBe(true);
    expect((await repo.read("nobody")).settings).toEqual(defaultSettings);
  });

  it("judges expiry on the Kolkata day of the injected clock, and bumps the content version on save", async () => {
    let now = new Date("2026-11-24T10:00:00Z");
    const schools = new SchoolRepository(handle.db, 0);
    const service = new DisclosureService(handle.db, schools, new ProfileRepository(handle.db, schools), () => now);
    const before = await schools.version("tvms");
    const doc: DocumentValue = { file: "ab/fire.pdf", issueDate: "2025-11-25", validUntil: "2026-11-25" };
    await service.saveItem("tvms", "fireSafety", doc, "Asha");
    expect(await schools.version("tvms")).toBeGreaterThan(before);
    let view = await service.staffView("tvms");
    expect(view.warnings).toEqual([expect.objectContaining({ key: "fireSafety", level: "soon" })]);
    const doneBefore = view.completeness.done;
    // 19:00 UTC on the 25th is already the 26th in Kolkata.
    now = new Date("2026-11-25T19:00:00Z");
    view = await service.staffView("tvms");
    expect(view.today).toBe("2026-11-26");
    expect(view.warnings).toEqual([expect.objectContaining({ key: "fireSafety", level: "expired" })]);
    expect(view.completeness.done).toBe(doneBefore - 1);
    expect((await service.page("tvms"))?.today).toBe("2026-11-26");
  });

  it("a State-board school may rename the page or switch it off", async () => {
    const service = new DisclosureService(
      handle.db,
      new SchoolRepository(handle.db),
      new ProfileRepository(handle.db, new SchoolRepository(handle.db)),
    );
    expect((await service.page("tvms"))?.settings.board).toBe("CBSE");
    // The page then reads "Public disclosure" in the reader's language (app/routes/mandatory-public-disclosure.tsx).
    await service.saveSettings("tvms", { board: "State", otherBoardPage: "rename", hasClassXII: false }, null);
    expect((await service.page("tvms"))?.settings).toMatchObject({ board: "State", otherBoardPage: "rename" });
    await service.saveSettings("tvms", { board: "State", otherBoardPage: "off", hasClassXII: false }, null);
    expect(await service.page("tvms")).toBeNull();
  });
});

describe("disclosure staff API", () => {
  const { app, admin, editor, admissions } = staffForTests({ editor: "editor", admissions: "admissions" });

  it("is for admins and editors only", async () => {
    expect((await admissions.get("/api/admin/disclosure")).statusCode).toBe(403);
    expect((await admissions.put("/api/admin/disclosure/items/campusArea", { value: "1" })).statusCode).toBe(403);
    expect((await editor.get("/api/admin/disclosure")).statusCode).toBe(200);
    const anonymous = await app.inject({ method: "GET", url: "/api/admin/disclosure" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("saves a fire certificate with dates in dd/mm/yyyy, moves the meter and writes the audit log", async () => {
    const before = (await editor.get("/api/admin/disclosure")).json();
    const file = await uploaded(editor, pdf("fire"), "fire.pdf");
    const res = await editor.put("/api/admin/disclosure/items/fireSafety", {
      file,
      issueDate: "01/04/2026",
      validUntil: "31/03/2099",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ file, issueDate: "2026-04-01", validUntil: "2099-03-31" });
    expect(res.json().completeness.done).toBe(before.completeness.done + 1);
    const audit = (await auditRows(app)).at(-1);
    expect(audit).toMatchObject({ entity: "disclosure", entityId: "fireSafety", action: "update" });
    expect(audit?.detail).toContain("valid until 31/03/2099");
    // The stored PDF is in use now: the unused-file sweep must keep it.
    expect(await new FileUsage(app.services.database.db, app.services.store).isReferenced("tvms", file)).toBe(true);
  });

  it("refuses bad dates, validity before issue, a missing file, an image and unknown items, changing nothing", async () => {
    const file = await uploaded(editor, pdf("building"), "building.pdf");
    const photo = await uploaded(editor, image("jpeg", 64, 48, 7), "photo.jpg");
    const year = { issueDate: "10/04/2026", validUntil: "10/04/2027" };
    const refused: [string, object, Record<string, string>][] = [
      [
        "a date that does not exist",
        { file, issueDate: "31/02/2026", validUntil: "" },
        { issueDate: disclosureMessages.date },
      ],
      [
        "validity before issue",
        { file, issueDate: "10/04/2026", validUntil: "09/04/2026" },
        { validUntil: disclosureMessages.validBeforeIssue },
      ],
      ["no file", year, { file: disclosureMessages.fileNeeded }],
      ["a file not uploaded", { file: "ab/not-uploaded.pdf", ...year }, { file: disclosureMessages.notPdf }],
      ["a photo", { file: photo, ...year }, { file: disclosureMessages.notPdf }],
    ];
    for (const [what, body, errors] of refused) {
      const res = await editor.put("/api/admin/disclosure/items/buildingSafety", body);
      expect(res.statusCode, what).toBe(400);
      expect(res.json().errors, what).toEqual(errors);
    }
    expect((await editor.put("/api/admin/disclosure/items/nothing", {})).statusCode).toBe(404);
    expect((await editor.put("/api/admin/disclosure/items/schoolName", {})).statusCode).toBe(400);
    expect((await editor.get("/api/admin/disclosure")).json().values.buildingSafety).toBeUndefined();
  });

  it("saves tables by row, naming the cell of a mistake", async () => {
    const bad = await editor.put("/api/admin/disclosure/items/resultsX", {
      rows: [
        { year: "2025", registered: "60", passed: "59", remarks: "" },
        { year: "2024", registered: "sixty", passed: "", remarks: "" },
        { year: "", registered: "", passed: "", remarks: "" },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      "rows.1.registered": disclosureMessages.number,
      "rows.1.passed": expect.any(String),
    });
    const good = await editor.put("/api/admin/disclosure/items/resultsX", {
      rows: [
        { year: "2025", registered: "60", passed: "59", remarks: "" },
        { year: "", registered: "", passed: "", remarks: "" },
      ],
    });
    expect(good.statusCode).toBe(200);
    expect(good.json().value.rows).toHaveLength(1);
  });

  it("the demo fills every item, current, yet each counts as to do until staff check it (issue 26)", async () => {
    // Section A's contacts come from the school profile, which the demo sets too.
    await app.services.profiles.save(app.services.config.schoolCode, demoSchool);
    await loadDemoDisclosure(app.services, app.services.config.schoolCode);
    const view = (await admin.get("/api/admin/disclosure")).json();
    const items = applicableItems(view.settings);
    // Every item is filled in and current…
    for (const item of items)
      expect(isItemComplete(item, view.values[item.key], view.profile, view.today), item.key).toBe(true);
    // …but what the demo wrote (sample names, sample certificates) is "from the demo: check this", never done.
    expect(view.fromDemo).toContain("principal");
    expect(view.fromDemo).toContain("smc");
    expect(view.completeness.missing.map((m: { key: string }) => m.key)).toEqual(
      items.filter((i) => view.fromDemo.includes(i.key)).map((i) => i.key),
    );
    expect(view.completeness.done).toBe(items.filter((i) => !view.fromDemo.includes(i.key)).length);
    expect(view.warnings).toEqual([]);

    // Confirming one (saving it as it is, or changed) makes it the school's own: done.
    const saved = await admin.put("/api/admin/disclosure/items/principal", view.values.principal);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().completeness.done).toBe(view.completeness.done + 1);
    const after = (await admin.get("/api/admin/disclosure")).json();
    expect(after.fromDemo).not.toContain("principal");
    const fire = view.values.fireSafety as DocumentValue;
    const served = await app.inject({ method: "GET", url: `/api/image/${fire.file}` });
    expect(served.headers["content-type"]).toBe("application/pdf");
    expect(served.body).toContain("SAMPLE");
  });
});
