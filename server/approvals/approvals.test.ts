import { describe, expect, it } from "vitest";
import { auditRows, staffForTests } from "../admin/staff-test-helpers.ts";
import { createWorker } from "../jobs/background.ts";

const quiet = { info() {}, warn() {}, error() {} };
const circular = (title: string, extra: Record<string, unknown> = {}) => ({
  category: "Circular",
  date: "2026-11-26",
  title,
  attachments: [],
  text: `${title}: school stays closed.`,
  ...extra,
});

/**
 * Issue 31 through the staff API, with the job queue's clock in the test's
 * hand: items go live and come down at their times (run by a worker as in
 * production), and with the school's approval setting on, an editor's
 * change waits for the principal while visitors keep the approved version.
 */
describe("publishing by the clock and approvals (issue 31)", () => {
  const { app, admin, editor, principal } = staffForTests({ editor: "editor", principal: "principal" });
  let clock = Date.parse("2026-11-26T18:00:00+05:30");
  const setClock = (iso: string) => {
    clock = Date.parse(iso);
    app.services.jobs.now = () => new Date(clock);
  };
  const runDue = () => createWorker(app.services, quiet).runUntilEmpty();
  /** Moves the clock to `iso` and runs what is due then; answers how many jobs ran. */
  const runAt = (iso: string) => {
    setClock(iso);
    return runDue();
  };
  const visible = async (title: string) => {
    const list = (await app.inject({ method: "GET", url: "/api/circular/all/tvms" })).json() as { title: string }[];
    return list.some((c) => c.title === title);
  };
  const audit = async (action: string, id: string) =>
    (await auditRows(app)).filter((r) => r.action === action && r.entityId === id);
  /** The admin adds a circular with these times; answers its id. */
  const addScheduled = async (title: string, times: { publishAt: string; removeAt?: string }) => {
    const res = await admin.post("/api/admin/content/circular", { ...circular(title), ...times });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  };

  it("publishes at 'Publish at' and removes at 'Remove at', once, and the public API shows it at once", async () => {
    setClock("2026-11-26T18:00:00+05:30");
    const id = await addScheduled("Holiday tomorrow", {
      publishAt: "2026-11-27T07:00:00+05:30",
      removeAt: "2026-11-28T07:00:00+05:30",
    });
    const item = (await admin.get(`/api/admin/content/circular/${id}`)).json();
    expect(item).toMatchObject({ status: "draft", publishAt: "2026-11-27T07:00:00+05:30" });
    const scheduled = (await editor.get("/api/admin/scheduled")).json().items;
    expect(scheduled).toContainEqual(expect.objectContaining({ kind: "circular", id, label: "Holiday tomorrow" }));

    expect(await runDue()).toBe(0);
    expect(await visible("Holiday tomorrow")).toBe(false);
    await runAt("2026-11-27T06:59:59+05:30");
    expect(await visible("Holiday tomorrow")).toBe(false);

    expect(await runAt("2026-11-27T07:00:00+05:30")).toBe(1);
    expect(await visible("Holiday tomorrow")).toBe(true);
    expect((await admin.get(`/api/admin/content/circular/${id}`)).json()).toMatchObject({
      status: "published",
      publishAt: null,
    });
    // Offered again (as every start does): nothing runs twice.
    await app.services.clock.offerAll();
    await runDue();
    expect(await audit("scheduled publish", id)).toHaveLength(1);

    expect(await runAt("2026-11-28T07:00:01+05:30")).toBe(1);
    expect(await visible("Holiday tomorrow")).toBe(false);
    expect(await audit("scheduled removal", id)).toHaveLength(1);
  });

  it("runs a time that passed while nothing ran as soon as the times are offered (a restart)", async () => {
    setClock("2026-11-26T18:00:00+05:30");
    const id = await addScheduled("Sports day moved", { publishAt: "2026-11-26T20:00:00+05:30" });
    // The job is lost (a database restored without it): the start's offer queues it again.
    await app.services.database.db.deleteFrom("jobs").execute();
    expect(await runAt("2026-11-27T09:00:00+05:30")).toBe(0);
    await app.services.clock.offerAll();
    expect(await runDue()).toBe(1);
    expect(await visible("Sports day moved")).toBe(true);
    expect(await audit("scheduled publish", id)).toHaveLength(1);
  });

  it("does nothing at an old time after the item was rescheduled", async () => {
    setClock("2026-11-26T18:00:00+05:30");
    const id = await addScheduled("PTM notice", { publishAt: "2026-11-27T08:00:00+05:30" });
    const put = await admin.put(`/api/admin/content/circular/${id}`, {
      ...circular("PTM notice"),
      publishAt: "2026-11-29T08:00:00+05:30",
    });
    expect(put.statusCode).toBe(200);
    await runAt("2026-11-27T09:00:00+05:30");
    expect(await visible("PTM notice")).toBe(false);
    await runAt("2026-11-29T08:00:00+05:30");
    expect(await visible("PTM notice")).toBe(true);
  });

  it("refuses a time that is not a date and time, and a removal before the publishing", async () => {
    const bad = await admin.post("/api/admin/content/circular", { ...circular("Bad"), publishAt: "tomorrow" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.publishAt).toMatch(/dd\/mm\/yyyy hh:mm/);
    const order = await admin.post("/api/admin/content/circular", {
      ...circular("Bad"),
      publishAt: "2026-11-29T08:00:00+05:30",
      removeAt: "2026-11-28T08:00:00+05:30",
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().errors.removeAt).toBe("The time to remove it must be after the time to publish it.");
  });

  it("lets the principal approve and publish but not manage accounts or school settings", async () => {
    expect((await principal.get("/api/admin/approvals")).statusCode).toBe(200);
    expect((await principal.get("/api/admin/accounts")).statusCode).toBe(403);
    expect((await principal.put("/api/admin/approval-settings", { kinds: [] })).statusCode).toBe(403);
    expect((await editor.get("/api/admin/approvals")).statusCode).toBe(403);
  });

  it("has no way to move the clock over HTTP unless TEST_CLOCK is on (never in production)", async () => {
    const res = await app.inject({ method: "POST", url: "/api/test/clock", payload: { now: "2030-01-01T00:00:00Z" } });
    expect(res.statusCode).toBe(404);
  });

  it("with approvals on: the editor's circular waits, is sent back with a comment, sent again, approved for 07:00", async () => {
    setClock("2026-11-26T18:00:00+05:30");
    expect((await admin.put("/api/admin/approval-settings", { kinds: ["circular"] })).json().kinds).toEqual([
      "circular",
    ]);
    const sent = await editor.post("/api/admin/content/circular", circular("Holiday declared"));
    expect(sent.statusCode).toBe(201);
    expect(sent.json().approval).toBe("waiting");
    const id = sent.json().id;
    expect(await visible("Holiday declared")).toBe(false);
    expect((await editor.get(`/api/admin/content/circular/${id}`)).json().approval.state).toBe("waiting");

    const waiting = (await principal.get("/api/admin/approvals")).json();
    expect(waiting.items).toContainEqual(expect.objectContaining({ kind: "circular", id, label: "Holiday declared" }));
    const back = await principal.post(`/api/admin/approvals/circular/${id}/send-back`, {
      comment: "Say which classes.",
    });
    expect(back.statusCode).toBe(200);
    expect((await editor.get(`/api/admin/content/circular/${id}`)).json().approval).toMatchObject({
      state: "sentBack",
      comment: "Say which classes.",
      // The form goes on from what the editor sent, not from the stored draft.
      fields: expect.objectContaining({ title: "Holiday declared" }),
      publishAt: null,
    });
    expect((await principal.get("/api/admin/approvals")).json().items.some((i: { id: string }) => i.id === id)).toBe(
      false,
    );

    const again = await editor.put(`/api/admin/content/circular/${id}`, {
      ...circular("Holiday declared for classes 1 to 10"),
      status: "published",
    });
    expect(again.json().approval).toBe("waiting");
    const change = (await principal.get(`/api/admin/approvals/circular/${id}`)).json();
    expect(change.changes.find((c: { field: string }) => c.field === "title")).toMatchObject({
      proposed: "Holiday declared for classes 1 to 10",
      changed: true,
    });
    const past = await principal.post(`/api/admin/approvals/circular/${id}/approve`, {
      publishAt: "2026-11-26T07:00:00+05:30",
    });
    expect(past.statusCode).toBe(400);
    const ok = await principal.post(`/api/admin/approvals/circular/${id}/approve`, {
      publishAt: "2026-11-27T07:00:00+05:30",
    });
    expect(ok.statusCode).toBe(200);
    await runDue();
    expect(await visible("Holiday declared for classes 1 to 10")).toBe(false);
    await runAt("2026-11-27T07:00:00+05:30");
    expect(await visible("Holiday declared for classes 1 to 10")).toBe(true);
    const steps = (await auditRows(app)).filter((r) => r.entityId === id).map((r) => r.action);
    expect(steps).toEqual([
      "create",
      "send for approval",
      "send back",
      "send for approval",
      "approve",
      "scheduled publish",
    ]);
  });

  it("keeps the approved version of a published item live while the editor's change waits", async () => {
    const id = (await admin.post("/api/admin/content/circular", circular("Fee dates"))).json().id;
    expect(await visible("Fee dates")).toBe(true);
    const edit = await editor.put(`/api/admin/content/circular/${id}`, circular("Fee dates changed"));
    expect(edit.json().approval).toBe("waiting");
    expect(await visible("Fee dates")).toBe(true);
    expect(await visible("Fee dates changed")).toBe(false);
    const change = (await principal.get(`/api/admin/approvals/circular/${id}`)).json();
    expect(change.changes.find((c: { field: string }) => c.field === "title")).toMatchObject({
      live: "Fee dates",
      proposed: "Fee dates changed",
      changed: true,
    });
    expect(change.changes.find((c: { field: string }) => c.field === "category").changed).toBe(false);
    expect((await principal.post(`/api/admin/approvals/circular/${id}/approve`, {})).statusCode).toBe(200);
    expect(await visible("Fee dates changed")).toBe(true);
    expect(await visible("Fee dates")).toBe(false);
    // Approvers publish at once; editors of kinds without the setting too.
    expect((await principal.post("/api/admin/content/circular", circular("Urgent"))).json().approval).toBeUndefined();
    expect(
      (
        await editor.post("/api/admin/content/news", {
          title: "Plain news",
          description: "",
          fromDate: "2026-11-26",
          attachments: [],
        })
      ).json().approval,
    ).toBeUndefined();
  });
});
