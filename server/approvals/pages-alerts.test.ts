import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseInline } from "../../contract/page-blocks.ts";
import type { AppContext } from "../../contract/site-data.ts";
import { ensureFirstAdmin } from "../accounts/first-admin.ts";
import { ADMIN, type App, addStaff, auditRows, type StaffClient, signIn } from "../admin/staff-test-helpers.ts";
import { buildApp } from "../app.ts";
import { testConfig } from "../config.ts";
import { createWorker } from "../jobs/background.ts";

/**
 * The stand-in for the React Router build: a page's address shows what the
 * site hands the renderer — its title (in the visitor's language when
 * translated) and its parts — and every page shows the alerts on it.
 */
async function render(request: Request, context: AppContext): Promise<Response> {
  const slug = new URL(request.url).pathname.slice(1);
  const page = (await context.site.page?.(slug)) ?? null;
  const lang = context.lang ?? "en";
  const translated = lang === "en" ? null : await context.site.pageTranslation?.(slug, lang);
  const body = page ? `<h1>${translated?.title ?? page.title}</h1>${JSON.stringify(page.blocks)}` : "no such page";
  return new Response(`<!doctype html><html><body><main>${body}</main></body></html>`, {
    status: page ? 200 : 404,
    headers: { "content-type": "text/html; charset=utf-8" },
  });
}

const para = (text: string) => ({ type: "paragraph" as const, text: parseInline(text) });

/**
 * Issue 31 for pages and site-wide alerts: with the school's setting on, an
 * editor's "Publish" of a page and an editor's alert wait for an approver,
 * visitors keep what was approved, and an approver's alert (urgent ones
 * above all) goes up at once.
 */
describe("approval of pages and alerts (issue 31)", () => {
  let app: App;
  let dataDir: string;
  let admin: StaffClient;
  let editor: StaffClient;
  let principal: StaffClient;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "page-approvals-"));
    app = (await buildApp({
      config: testConfig({ dataDir, rateLimitFactor: 100, admin: ADMIN }),
      pages: { buildDir: dataDir, handler: render },
    })) as App;
    await ensureFirstAdmin(app.services);
    admin = await signIn(app);
    editor = await addStaff(app, admin, "editor");
    principal = await addStaff(app, admin, "principal");
    const profile = await app.services.profiles.get("tvms");
    await app.services.profiles.save("tvms", { ...profile, languages: ["mr"] });
  });
  afterAll(async () => {
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const visit = async (url: string) => (await app.inject({ method: "GET", url })).body;

  it("A published page edited by an editor keeps showing the approved version until approval", async () => {
    expect((await admin.post("/api/admin/pages", { slug: "uniform", title: "Fees" })).statusCode).toBe(201);
    let version = (await admin.get("/api/admin/pages/uniform")).json().page.version;
    const first = await admin.put("/api/admin/pages/uniform", {
      title: "Fees",
      description: "",
      blocks: [para("Term 1 fees are due on 10 June."), para("Pay at the office.")],
      version,
      publish: true,
    });
    expect(first.statusCode).toBe(200);
    expect(await visit("/uniform")).toContain("10 June");
    expect((await admin.put("/api/admin/approval-settings", { kinds: ["page"] })).statusCode).toBe(200);

    const opened = (await editor.get("/api/admin/pages/uniform")).json();
    expect(opened).toMatchObject({ needsApproval: true, approval: null });
    const sent = await editor.put("/api/admin/pages/uniform", {
      title: "Fees 2027",
      description: "",
      blocks: [para("Term 1 fees are due on 15 June."), para("Pay at the office.")],
      version: opened.page.version,
      publish: true,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().approval).toMatchObject({ state: "waiting" });
    version = sent.json().page.version;
    // Visitors keep the approved version: the page, its cached copy, and the Marathi address.
    for (const url of ["/uniform", "/uniform", "/mr/uniform"]) {
      const html = await visit(url);
      expect(html).toContain("10 June");
      expect(html).not.toContain("15 June");
    }
    expect((await app.services.pages.published("tvms", "uniform"))?.title).toBe("Fees");

    const waiting = (await principal.get("/api/admin/approvals")).json().items;
    expect(waiting).toContainEqual(expect.objectContaining({ kind: "page", id: "uniform", label: "Fees 2027" }));
    const review = (await principal.get("/api/admin/approvals/page/uniform")).json();
    expect(review).toMatchObject({ isLive: true, label: "Fees 2027", trail: [] });
    expect(review.changes.find((c: { field: string }) => c.field === "title")).toMatchObject({
      live: "Fees",
      proposed: "Fees 2027",
      changed: true,
    });
    // What changed is marked part by part: the due date, not the unchanged second paragraph.
    expect(review.blocks.map((b: { changed: boolean }) => b.changed)).toEqual([true, false]);
    expect(review.removedBlocks).toBe(1);

    const back = await principal.post("/api/admin/approvals/page/uniform/send-back", { comment: "Say which classes." });
    expect(back.statusCode).toBe(200);
    expect((await editor.get("/api/admin/pages/uniform")).json().approval).toMatchObject({
      state: "sentBack",
      comment: "Say which classes.",
    });
    // Sent again with the editor's own "Publish" on the draft as it stands.
    const again = await editor.post("/api/admin/pages/uniform/publish", { version });
    expect(again.json().approval).toMatchObject({ state: "waiting" });
    expect(await visit("/uniform")).toContain("10 June");

    expect((await principal.post("/api/admin/approvals/page/uniform/approve", {})).statusCode).toBe(200);
    const after = await visit("/uniform");
    expect(after).toContain("15 June");
    expect(after).toContain("Fees 2027");
    expect(await visit("/mr/uniform")).toContain("15 June");
    const page = (await editor.get("/api/admin/pages/uniform")).json();
    expect(page).toMatchObject({ approval: null, page: { hasDraft: false } });
    const steps = (await auditRows(app)).filter((r) => r.entityId === "uniform").map((r) => r.action);
    expect(steps).toEqual(["create", "publish", "send for approval", "send back", "send for approval", "approve"]);
  });

  it("keeps an editor's restore of an earlier version waiting too, and lets the principal publish at once", async () => {
    const revisions = (await editor.get("/api/admin/pages/uniform/revisions")).json();
    const oldest = revisions.at(-1);
    const { version } = (await editor.get("/api/admin/pages/uniform")).json().page;
    const restored = await editor.post(`/api/admin/pages/uniform/revisions/${oldest.id}/restore`, { version });
    expect(restored.json().approval).toMatchObject({ state: "waiting" });
    expect(await visit("/uniform")).toContain("15 June");
    const own = (await principal.get("/api/admin/pages/uniform")).json();
    expect(own.needsApproval).toBe(false);
    const published = await principal.post("/api/admin/pages/uniform/publish", { version: own.page.version });
    expect(published.json().approval).toBeUndefined();
    expect(await visit("/uniform")).not.toContain("15 June");
  });

  const alert = (text: string, level: "urgent" | "info") => ({
    level,
    text,
    endsAt: new Date(Date.now() + 86_400_000).toISOString(),
  });
  const showing = async (text: string) => (await app.services.alerts.showing("tvms")).some((a) => a.text === text);

  it("holds an editor's alert, urgent or not, for approval while an approver's urgent alert goes up at once", async () => {
    expect((await admin.put("/api/admin/approval-settings", { kinds: ["alert"] })).statusCode).toBe(200);
    const info = await editor.post("/api/admin/alerts", alert("PTM on Saturday", "info"));
    expect(info.statusCode).toBe(201);
    expect(info.json()).toMatchObject({ approval: "waiting" });
    const urgent = await editor.post("/api/admin/alerts", alert("School closed tomorrow: heavy rain", "urgent"));
    expect(urgent.json()).toMatchObject({ approval: "waiting" });
    expect(await showing("PTM on Saturday")).toBe(false);
    expect(await showing("School closed tomorrow: heavy rain")).toBe(false);
    const listed = (await editor.get("/api/admin/alerts")).json();
    expect(listed.waiting.map((w: { text: string }) => w.text)).toEqual([
      "PTM on Saturday",
      "School closed tomorrow: heavy rain",
    ]);

    // The principal's and the admin's urgent alerts are not held.
    const own = await principal.post("/api/admin/alerts", alert("Gate 2 closed today", "urgent"));
    expect(own.statusCode).toBe(201);
    expect(own.json().approval).toBeUndefined();
    expect(await showing("Gate 2 closed today")).toBe(true);
    expect((await admin.post("/api/admin/alerts", alert("Buses late", "urgent"))).json().approval).toBeUndefined();

    const review = (await principal.get(`/api/admin/approvals/alert/${urgent.json().id}`)).json();
    expect(review.changes.find((c: { field: string }) => c.field === "level").proposed).toBe("urgent");
    expect((await principal.post(`/api/admin/approvals/alert/${urgent.json().id}/approve`, {})).statusCode).toBe(200);
    expect(await showing("School closed tomorrow: heavy rain")).toBe(true);
    // Its id is the one the editor was given: DELETE ends it.
    expect((await editor.delete(`/api/admin/alerts/${urgent.json().id}`)).statusCode).toBe(204);
    expect(await showing("School closed tomorrow: heavy rain")).toBe(false);

    const back = await principal.post(`/api/admin/approvals/alert/${info.json().id}/send-back`, {
      comment: "Give the time.",
    });
    expect(back.statusCode).toBe(200);
    expect((await editor.get("/api/admin/alerts")).json().waiting).toEqual([
      expect.objectContaining({ id: info.json().id, state: "sentBack", comment: "Give the time." }),
    ]);
    // Taken back by the editor: nothing left waiting, nothing shown.
    expect((await editor.delete(`/api/admin/alerts/${info.json().id}`)).statusCode).toBe(204);
    expect((await editor.get("/api/admin/alerts")).json().waiting).toEqual([]);
    expect(await showing("PTM on Saturday")).toBe(false);
    const steps = (await auditRows(app)).filter((r) => r.entityId === urgent.json().id).map((r) => r.action);
    expect(steps).toEqual(["send for approval", "approve", "end"]);
  });

  it("publishes a page's approved change at the principal's time and takes the page off at its Remove at", async () => {
    let clock = Date.parse("2026-11-26T18:00:00+05:30");
    app.services.jobs.now = () => new Date(clock);
    const quiet = { info() {}, warn() {}, error() {} };
    const runDue = () => createWorker(app.services, quiet).runUntilEmpty();
    expect((await admin.put("/api/admin/approval-settings", { kinds: ["page"] })).statusCode).toBe(200);
    const { page } = (await editor.get("/api/admin/pages/uniform")).json();
    const sent = await editor.put("/api/admin/pages/uniform", {
      title: "Uniform",
      description: "",
      blocks: [para("New uniform from 1 December.")],
      version: page.version,
      publish: true,
      removeAt: "2026-12-31T18:00:00+05:30",
    });
    expect(sent.json().approval).toMatchObject({ state: "waiting" });
    expect((await principal.get("/api/admin/approvals/page/uniform")).json().removeAt).toBe(
      "2026-12-31T18:00:00+05:30",
    );
    const ok = await principal.post("/api/admin/approvals/page/uniform/approve", {
      publishAt: "2026-11-27T07:00:00+05:30",
    });
    expect(ok.statusCode).toBe(200);
    expect((await editor.get("/api/admin/scheduled")).json().items).toContainEqual(
      expect.objectContaining({ kind: "page", id: "uniform", publishAt: "2026-11-27T07:00:00+05:30" }),
    );
    await runDue();
    expect(await visit("/uniform")).not.toContain("1 December");
    clock = Date.parse("2026-11-27T07:00:00+05:30");
    await runDue();
    expect(await visit("/uniform")).toContain("1 December");
    clock = Date.parse("2026-12-31T18:00:00+05:30");
    await runDue();
    expect(await visit("/uniform")).toBe("<!doctype html><html><body><main>no such page</main></body></html>");
    const steps = (await auditRows(app)).filter((r) => r.entityId === "uniform").map((r) => r.action);
    expect(steps.slice(-3)).toEqual(["approve", "scheduled publish", "scheduled removal"]);
  });

  it("sends an alert approved for a later start to parents' phones at its start, once, and not once it has ended", async () => {
    let clock = Date.parse("2027-01-10T18:00:00+05:30");
    app.services.jobs.now = () => new Date(clock);
    app.services.alerts.now = () => clock;
    const quiet = { info() {}, warn() {}, error() {} };
    const runDue = () => createWorker(app.services, quiet).runUntilEmpty();
    const sendOf = async (id: string) =>
      (
        await app.services.database.db
          .selectFrom("pushSends")
          .select("status")
          .where("source", "=", "alert")
          .where("sourceId", "=", id)
          .execute()
      ).map((r) => r.status);
    expect((await admin.put("/api/admin/approval-settings", { kinds: ["alert"] })).statusCode).toBe(200);
    const notice = (text: string, endsAt: string) => ({ level: "info", text, endsAt, notify: true });
    const exam = (
      await editor.post("/api/admin/alerts", notice("Exams start 8 am", "2027-01-11T18:00:00+05:30"))
    ).json();
    const bus = (await editor.post("/api/admin/alerts", notice("Bus 4 late", "2027-01-11T09:00:00+05:30"))).json();
    const approve = (id: string, publishAt: string) =>
      principal.post(`/api/admin/approvals/alert/${id}/approve`, { publishAt });
    expect((await approve(exam.id, "2027-01-11T07:00:00+05:30")).statusCode).toBe(200);
    expect((await approve(bus.id, "2027-01-11T08:00:00+05:30")).statusCode).toBe(200);
    // Approved the evening before: nothing reaches the phones yet.
    await runDue();
    expect(await sendOf(exam.id)).toEqual(["queued"]);
    expect(await showing("Exams start 8 am")).toBe(false);
    // At 07:00 it shows and its one send goes; running the queue again sends nothing more.
    clock = Date.parse("2027-01-11T07:00:00+05:30");
    expect(await showing("Exams start 8 am")).toBe(true);
    await runDue();
    await runDue();
    expect(await sendOf(exam.id)).toEqual(["done"]);
    expect(await sendOf(bus.id)).toEqual(["queued"]);
    // The bus alert's send had not run before its end (no instance was up): by the school's clock it is over.
    clock = Date.parse("2027-01-11T09:30:00+05:30");
    await runDue();
    expect(await sendOf(bus.id)).toEqual(["cancelled"]);
  });
});
