import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EnquiryView, WeeklyCount } from "../../contract/staff.ts";
import { validEnquiry } from "../api/forms/test-helpers.ts";
import { withAdmission } from "../content/profile-test-helpers.ts";
import { type App, addStaff, auditRows, type StaffClient, signIn, staffApp } from "./staff-test-helpers.ts";

describe("the enquiries inbox", () => {
  let app: App;
  let staff: StaffClient;
  const ids: Record<string, string> = {};

  const submit = async (key: string, body: object) => {
    const res = await app.inject({
      method: "POST",
      url: "/api/form/tvms/AdmissionEnquire",
      payload: { ...validEnquiry, ...body },
    });
    expect(res.statusCode).toBe(201);
    ids[key] = res.json().id;
    await new Promise((r) => setTimeout(r, 3));
  };
  const names = async (query = "") => {
    const res = await staff.get(`/api/admin/enquiries${query}`);
    expect(res.statusCode).toBe(200);
    return (res.json() as { name: string }[]).map((e) => e.name);
  };

  beforeAll(async () => {
    app = await staffApp();
    staff = await addStaff(app, await signIn(app), "admissions");
    await submit("a", { name: "Aarav Patil", class: "Nursery", academicYear: "2025-26" });
    await submit("b", { name: "Bhavna Rao", class: "Class 1", academicYear: "2025-26", phone: "9123456780" });
    await submit("c", { name: "Chetan Joshi", class: "Nursery", academicYear: "2026-27", email: "joshi@example.org" });
  });
  afterAll(() => app.close());

  it("lists enquiries newest first, filtered by year, class, status and text", async () => {
    const res = await staff.get("/api/admin/enquiries");
    for (const e of res.json()) EnquiryView.parse(e);
    expect(await names()).toEqual(["Chetan Joshi", "Bhavna Rao", "Aarav Patil"]);
    expect(await names("?academicYear=2025-26")).toEqual(["Bhavna Rao", "Aarav Patil"]);
    expect(await names("?class=Nursery")).toEqual(["Chetan Joshi", "Aarav Patil"]);
    expect(await names("?class=Nursery&academicYear=2025-26")).toEqual(["Aarav Patil"]);
    expect(await names("?q=JOSHI")).toEqual(["Chetan Joshi"]);
    expect(await names("?q=91234")).toEqual(["Bhavna Rao"]);
    expect(await names("?q=example.org")).toEqual(["Chetan Joshi"]);
    expect(await names("?status=new")).toHaveLength(3);
    expect(await names("?status=admitted")).toEqual([]);
    const bad = await staff.get("/api/admin/enquiries?status=lost");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty("status");
  });

  it("offers the school's own years and classes as filters, then older ones its enquiries were sent for", async () => {
    const admin = await signIn(app);
    const choices = async () => {
      const res = await staff.get("/api/admin/enquiries/choices");
      expect(res.statusCode).toBe(200);
      return res.json() as { academicYears: string[]; classes: string[] };
    };
    // Without admission settings of its own, the school offers spec section 9's.
    expect(await choices()).toEqual({
      academicYears: ["2024-25", "2025-26", "2026-27"],
      classes: ["Nursery", "KG", ...Array.from({ length: 10 }, (_, i) => `Class ${i + 1}`)],
    });
    // The school writes its classes its own way: last year's "Class 1" stays findable.
    const { profile } = (await admin.get("/api/admin/school-profile")).json();
    const saved = await admin.put(
      "/api/admin/school-profile",
      withAdmission(profile, "2027-28", { value: "Std I", label: "Std I" }),
    );
    expect(saved.statusCode).toBe(200);
    expect(await choices()).toEqual({
      academicYears: ["2027-28", "2025-26", "2026-27"],
      classes: ["Std I", "Class 1", "Nursery"],
    });
    expect(await names("?class=Class 1")).toEqual(["Bhavna Rao"]);
  });

  it("changes the status and notes of an enquiry", async () => {
    const res = await staff.patch(`/api/admin/enquiries/${ids.b}`, {
      status: "contacted",
      notes: "Called the father on Monday.",
    });
    expect(res.statusCode).toBe(200);
    expect(EnquiryView.parse(res.json())).toMatchObject({
      id: ids.b,
      status: "contacted",
      notes: "Called the father on Monday.",
    });
    // Only what is sent changes.
    const notesOnly = await staff.patch(`/api/admin/enquiries/${ids.b}`, { notes: "Visit on Friday." });
    expect(notesOnly.json()).toMatchObject({ status: "contacted", notes: "Visit on Friday." });
    expect(await names("?status=contacted")).toEqual(["Bhavna Rao"]);
    expect((await staff.patch(`/api/admin/enquiries/${ids.b}`, { status: "lost" })).statusCode).toBe(400);
    expect((await staff.patch("/api/admin/enquiries/no-such-id", { status: "closed" })).statusCode).toBe(404);

    const log = (await auditRows(app)).filter((r) => r.entity === "enquiry" && r.entityId === ids.b);
    expect(log.map((r) => r.detail)).toEqual(["status new → contacted, notes changed", "notes changed"]);
    expect(JSON.stringify(log)).not.toContain("Friday");
  });

  it("exports CSV with the same filters", async () => {
    const res = await staff.get("/api/admin/enquiries.csv?class=Nursery");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('"Received","Academic year","Student name","Parent name"');
    // IST dd/mm/yyyy hh:mm times, the status and board in words (issue 16).
    const received = (await staff.get("/api/admin/enquiries?q=Chetan")).json()[0].createdAt as string;
    const ist = new Date(Date.parse(received) + 330 * 60_000);
    const p = (n: number) => String(n).padStart(2, "0");
    const shown = `${p(ist.getUTCDate())}/${p(ist.getUTCMonth() + 1)}/${ist.getUTCFullYear()} ${p(ist.getUTCHours())}:${p(ist.getUTCMinutes())}`;
    expect(lines[1]).toMatch(new RegExp(`^\uFEFF?"${shown}",`));
    expect(lines[1]).toMatch(/"CBSE".*"New"/);
    expect(lines[1]).not.toMatch(/\d{4}-\d\d-\d\dT/);
    expect(lines[1]).toContain('"Chetan Joshi"');
    expect(lines[2]).toContain('"Aarav Patil"');
    expect(res.body).not.toContain("Bhavna");
    const exported = (await auditRows(app)).filter((r) => r.action === "export").at(-1);
    expect(exported).toMatchObject({ userId: staff.user.id, detail: "2 enquiries as CSV (class=Nursery)" });
  });

  it("filters by received today or this week, in India time", async () => {
    const all = await names();
    // One enquiry received 8 days ago: in neither period.
    await app.services.database.db
      .updateTable("enquiries")
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000).toISOString() })
      .where("id", "=", ids.b)
      .execute();
    const today = await names("?received=today");
    const week = await names("?received=week");
    expect(today.length).toBe(all.length - 1);
    expect(week).toEqual(today);
    expect(today).not.toContain("Bhavna Rao");
    const csv = await staff.get("/api/admin/enquiries.csv?received=today");
    expect(csv.body).not.toContain("Bhavna");
    expect((await staff.get("/api/admin/enquiries?received=month")).statusCode).toBe(400);
    await app.services.database.db
      .updateTable("enquiries")
      .set({ createdAt: new Date().toISOString() })
      .where("id", "=", ids.b)
      .execute();
  });

  it("counts enquiries per Monday-start week, zero-filled, oldest first", async () => {
    // Move one enquiry two weeks back.
    await app.services.database.db
      .updateTable("enquiries")
      .set({ createdAt: new Date(Date.now() - 14 * 86_400_000).toISOString() })
      .where("id", "=", ids.a)
      .execute();
    const res = await staff.get("/api/admin/enquiries/weekly?weeks=4");
    expect(res.statusCode).toBe(200);
    const weeks = res.json().map((w: unknown) => WeeklyCount.parse(w));
    expect(weeks).toHaveLength(4);
    expect(weeks.map((w: { count: number }) => w.count)).toEqual([0, 1, 0, 2]);
    for (const w of weeks) expect(new Date(`${w.weekStart}T00:00:00Z`).getUTCDay()).toBe(1);
    expect((await staff.get("/api/admin/enquiries/weekly")).json()).toHaveLength(26);
    expect((await staff.get("/api/admin/enquiries/weekly?weeks=0")).statusCode).toBe(400);
  });
});
