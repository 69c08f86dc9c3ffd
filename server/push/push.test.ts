import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StaffClient, signIn, staffApp } from "../admin/staff-test-helpers.ts";
import { createWorker } from "../jobs/background.ts";
import { knownPushService } from "./push-endpoints.ts";
import { PUSH_JOB } from "./push-service.ts";
import { startTestPushService } from "./test-push-service.ts";

type App = Awaited<ReturnType<typeof staffApp>>;
const quiet = { info() {}, warn() {}, error() {} };
const HOUR = 3600_000;

describe("Web Push to parents' phones (issue 30)", () => {
  let app: App;
  let staff: StaffClient;
  let pushService: Awaited<ReturnType<typeof startTestPushService>>;
  let worker: ReturnType<typeof createWorker>;

  const subscribe = (subscription: unknown, topics: string[]) =>
    app.inject({ method: "PUT", url: "/api/push/subscription", payload: { subscription, topics } });
  /** Runs the queued sends, later rounds included (their wait is skipped). */
  const runSends = async () => {
    for (let i = 0; i < 5; i++) {
      await app.services.database.db
        .updateTable("jobs")
        .set({ runAt: new Date(0).toISOString() })
        .where("status", "=", "queued")
        .execute();
      if (!(await worker.runUntilEmpty([PUSH_JOB]))) return;
    }
  };
  const sends = async () => (await staff.get("/api/admin/alerts/phones")).json();

  beforeAll(async () => {
    pushService = await startTestPushService();
    app = await staffApp();
    // The loopback push service stands in for Google's, Mozilla's and Apple's.
    app.services.push.allowEndpoint = (endpoint) => endpoint.startsWith(pushService.origin);
    staff = await signIn(app);
    worker = createWorker(app.services, quiet);
  });
  afterAll(async () => {
    await app?.close();
    await pushService?.close();
  });

  it("makes the school's key pair once and keeps it in the database", async () => {
    const first = (await app.inject({ url: "/api/push/key" })).json().publicKey;
    expect(first).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await app.inject({ url: "/api/push/key" })).json().publicKey).toBe(first);
    const stored = await app.services.database.db.selectFrom("pushKeys").selectAll().execute();
    expect(stored.map((k) => k.publicKey)).toEqual([first]);
  });

  it("sends only to the browsers' push services, and refuses a subscription without topics", async () => {
    expect(knownPushService("https://fcm.googleapis.com/fcm/send/abc")).toBe(true);
    expect(knownPushService("https://updates.push.services.mozilla.com/wpush/v2/abc")).toBe(true);
    expect(knownPushService("https://web.push.apple.com/abc")).toBe(true);
    expect(knownPushService("http://fcm.googleapis.com/fcm/send/abc")).toBe(false);
    expect(knownPushService("https://169.254.169.254/latest/meta-data")).toBe(false);
    expect(knownPushService("https://fcm.googleapis.com.evil.example/x")).toBe(false);
    const made = pushService.subscription("ok");
    const elsewhere = { ...made, endpoint: "https://intranet.example/admin/reset" };
    expect((await subscribe(elsewhere, ["urgent"])).statusCode).toBe(400);
    expect((await subscribe(made, [])).statusCode).toBe(400);
    expect((await subscribe({ endpoint: made.endpoint }, ["urgent"])).statusCode).toBe(400);
    expect((await sends()).counts.phones).toBe(0);
  });

  it("sends an urgent alert to the phones following urgent alerts: encrypted, signed, high urgency; a 410 forgets the phone", async () => {
    const urgentPhone = pushService.subscription("ok");
    const gonePhone = pushService.subscription("gone");
    const newsOnlyPhone = pushService.subscription("ok");
    expect((await subscribe(urgentPhone, ["urgent", "events"])).statusCode).toBe(204);
    expect((await subscribe(gonePhone, ["urgent"])).statusCode).toBe(204);
    expect((await subscribe(newsOnlyPhone, ["news"])).statusCode).toBe(204);
    // The same phone again: its topics change, no second row.
    expect((await subscribe(urgentPhone, ["urgent", "news", "events"])).statusCode).toBe(204);
    expect((await sends()).counts).toEqual({ phones: 3, urgent: 2, news: 2, events: 1 });

    const posted = await staff.post("/api/admin/alerts", {
      level: "urgent",
      text: "School closed tomorrow due to heavy rain",
      endsAt: new Date(Date.now() + 30 * HOUR).toISOString(),
    });
    expect(posted.statusCode, posted.body).toBe(201);
    await runSends();

    expect(pushService.problems).toEqual([]);
    const got = pushService.received.filter((r) => r.message.includes("heavy rain"));
    expect(got.map((r) => r.path).sort()).toEqual(
      [new URL(urgentPhone.endpoint).pathname, new URL(gonePhone.endpoint).pathname].sort(),
    );
    const publicKey = (await app.inject({ url: "/api/push/key" })).json().publicKey;
    for (const r of got) {
      expect(JSON.parse(r.message)).toMatchObject({ body: "School closed tomorrow due to heavy rain", url: "/" });
      expect(r.signerKey).toBe(publicKey);
      expect(r.claims.aud).toBe(pushService.origin);
      expect(r.claims.exp * 1000).toBeGreaterThan(Date.now());
      expect(r.claims.sub).toMatch(/^(mailto:|https:)/);
      expect(r.headers.urgency).toBe("high");
      expect(r.headers["content-encoding"]).toBe("aes128gcm");
      // Kept by the push service until the alert's end, not longer.
      expect(Number(r.headers.ttl)).toBeGreaterThan(29 * 3600);
      expect(Number(r.headers.ttl)).toBeLessThanOrEqual(30 * 3600);
    }
    const after = await sends();
    expect(after.counts).toEqual({ phones: 2, urgent: 1, news: 2, events: 1 });
    expect(after.sends[0]).toMatchObject({ source: "alert", status: "done", sent: 1, failed: 0, removed: 1 });
  });

  it("sends a news item with 'Notify parents' once, when it goes live, opening its own page", async () => {
    const before = pushService.received.length;
    const draft = await staff.post("/api/admin/content/news", {
      title: "Annual day on 20/12",
      description: "<p>All parents are invited to the annual day.</p>",
      fromDate: "2026-11-26",
      attachments: [],
      status: "draft",
      notifyParents: true,
    });
    expect(draft.statusCode, draft.body).toBe(201);
    await runSends();
    expect(pushService.received.length).toBe(before);

    const id = draft.json().id;
    const body = {
      title: "Annual day on 20/12",
      description: "<p>All parents are invited to the annual day.</p>",
      fromDate: "2026-11-26",
      attachments: [],
      status: "published",
      notifyParents: true,
    };
    expect((await staff.put(`/api/admin/content/news/${id}`, body)).statusCode).toBe(200);
    expect((await staff.get(`/api/admin/content/news/${id}`)).json().notifyParents).toBe(true);
    await runSends();
    const got = pushService.received.slice(before);
    expect(got).toHaveLength(2);
    for (const r of got) {
      expect(JSON.parse(r.message)).toMatchObject({
        title: "Annual day on 20/12",
        body: "All parents are invited to the annual day.",
        url: `/news/${id}`,
      });
      expect(r.headers.urgency).toBe("normal");
    }

    // Saved and published again: no second notification.
    expect(
      (await staff.put(`/api/admin/content/news/${id}`, { ...body, title: "Annual day on 21/12" })).statusCode,
    ).toBe(200);
    await runSends();
    expect(pushService.received.length).toBe(before + 2);

    // Without "Notify parents", nothing is sent.
    const quietItem = await staff.post("/api/admin/content/news", {
      ...body,
      title: "Library books",
      notifyParents: false,
    });
    expect(quietItem.statusCode).toBe(201);
    await runSends();
    expect(pushService.received.length).toBe(before + 2);
  });

  it("tries a busy push service again later, counts an unreachable one as failed, and never throws", async () => {
    const busy = pushService.subscription("busy");
    const hangup = pushService.subscription("hangup");
    expect((await subscribe(busy, ["events"])).statusCode).toBe(204);
    expect((await subscribe(hangup, ["events"])).statusCode).toBe(204);
    const before = pushService.received.length;
    const event = await staff.post("/api/admin/content/event", {
      title: "Sports day",
      description: "Races and games for every class.",
      date: "2026-12-05",
      venue: "",
      images: [],
      attachments: [],
      status: "published",
      notifyParents: true,
    });
    expect(event.statusCode, event.body).toBe(201);
    await runSends();
    const got = pushService.received.slice(before).map((r) => r.path);
    // The phone following every topic, and the busy one on its second try.
    expect(got).toContain(new URL(busy.endpoint).pathname);
    expect(got).toHaveLength(2);
    const send = (await sends()).sends.find((s: { source: string }) => s.source === "event");
    expect(send).toMatchObject({ status: "done", sent: 2, failed: 1, removed: 0 });
    const jobs = await app.services.database.db.selectFrom("jobs").selectAll().where("type", "=", PUSH_JOB).execute();
    expect(jobs.filter((j) => j.status !== "done")).toEqual([]);
  });

  it("forgets a phone that unsubscribes", async () => {
    const phone = pushService.subscription("ok");
    expect((await subscribe(phone, ["news"])).statusCode).toBe(204);
    const counted = (await sends()).counts.phones;
    const res = await app.inject({
      method: "DELETE",
      url: "/api/push/subscription",
      payload: { endpoint: phone.endpoint },
    });
    expect(res.statusCode).toBe(204);
    expect((await sends()).counts.phones).toBe(counted - 1);
  });
});
