import { createHash, randomBytes } from "node:crypto";
import type { AlertView } from "../../contract/alert-rules.ts";
import type { ContentKind } from "../../contract/content.ts";
import { isNoticeKind, noticePath } from "../../contract/notices.ts";
import type { PushSubscribeData } from "../../contract/push.ts";
import type { PushCounts, PushSendView, PushTopic } from "../../contract/push-rules.ts";
import { kindTable } from "../content/content-rows.ts";
import type { Db } from "../db/client.ts";
import type { PushSendsTable } from "../db/schema.ts";
import type { JobQueue } from "../jobs/job-queue.ts";
import { knownPushService } from "./push-endpoints.ts";
import { PushKeys } from "./push-keys.ts";
import { PUSH_JOB, PushSender, type SendJob } from "./push-sender.ts";

export { PUSH_JOB } from "./push-sender.ts";

/** A notice is worth a phone's buzz for two days; an alert until its end (the push services keep four weeks at most). */
const NOTICE_TTL_S = 2 * 24 * 3600;
const MAX_TTL_S = 28 * 24 * 3600;
/** The text of a notice a notification shows under its title. */
const BODY_MAX = 140;

interface PushServiceOptions {
  /** Who the push services can reach about this sender (VAPID `sub`): an https address or a mailto:. */
  subject: () => string;
  /** The school's name, the title of an alert's notification. */
  schoolName: (school: string) => Promise<string>;
}

const subscriptionId = (school: string, endpoint: string) =>
  createHash("sha256").update(`${school}\n${endpoint}`).digest("hex").slice(0, 32);

const plain = (text: unknown) =>
  String(text ?? "")
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/**
 * Web Push to parents' phones (issue 30), with the school's VAPID key pair
 * made on first use and kept in the database. A send is a row (one per alert
 * or notice, so an item going live again sends nothing more) and a job: the
 * job queue runs it on any instance, tries phones whose push service was busy
 * again later, and forgets phones the push service says are gone (404, 410).
 * A push service that fails or hangs costs that phone its notification,
 * never a page or a publish.
 */
export class PushService {
  /** Which endpoints may be sent to (tests add their loopback push service). */
  allowEndpoint: (endpoint: string) => boolean = knownPushService;
  private readonly keys: PushKeys;
  private readonly sender: PushSender;

  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    private readonly opts: PushServiceOptions,
  ) {
    this.keys = new PushKeys(db);
    this.sender = new PushSender(db, jobs, this.keys, (endpoint) => this.allowEndpoint(endpoint), opts.subject);
  }

  /** The school's public key (applicationServerKey), made and stored on first use. */
  async publicKey(school: string): Promise<string> {
    return (await this.keys.get(school)).publicKey;
  }

  /** Stores (or updates) a phone's subscription; false when its push service is not one the server sends to. */
  async subscribe(school: string, input: PushSubscribeData): Promise<boolean> {
    const { endpoint, keys } = input.subscription;
    if (!this.allowEndpoint(endpoint)) return false;
    const now = new Date().toISOString();
    const topics = {
      urgent: input.topics.includes("urgent") ? 1 : 0,
      news: input.topics.includes("news") ? 1 : 0,
      events: input.topics.includes("events") ? 1 : 0,
    };
    await this.db
      .insertInto("pushSubscriptions")
      .values({
        id: subscriptionId(school, endpoint),
        schoolCode: school,
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
        ...topics,
        createdAt: now,
        updatedAt: now,
      })
      .onConflict((oc) =>
        oc.column("id").doUpdateSet({ p256dh: keys.p256dh, auth: keys.auth, ...topics, updatedAt: now }),
      )
      .execute();
    return true;
  }

  /** Forgets a phone; false when it was not following the school. */
  async unsubscribe(school: string, endpoint: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom("pushSubscriptions")
      .where("id", "=", subscriptionId(school, endpoint))
      .where("schoolCode", "=", school)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** How many phones follow the school, and each topic. */
  async counts(school: string): Promise<PushCounts> {
    const row = await this.db
      .selectFrom("pushSubscriptions")
      .select((eb) => [
        eb.fn.countAll<number>().as("phones"),
        eb.fn.sum<number>("urgent").as("urgent"),
        eb.fn.sum<number>("news").as("news"),
        eb.fn.sum<number>("events").as("events"),
      ])
      .where("schoolCode", "=", school)
      .executeTakeFirst();
    return {
      phones: Number(row?.phones ?? 0),
      urgent: Number(row?.urgent ?? 0),
      news: Number(row?.news ?? 0),
      events: Number(row?.events ?? 0),
    };
  }

  /** The latest sends and how each went, newest first. */
  async recentSends(school: string, limit = 10): Promise<PushSendView[]> {
    const rows = await this.db
      .selectFrom("pushSends")
      .selectAll()
      .where("schoolCode", "=", school)
      .orderBy("createdAt", "desc")
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: r.id,
      source: r.source,
      topic: r.topic as PushTopic,
      title: r.title,
      url: r.url,
      status: r.status,
      sent: Number(r.sent),
      failed: Number(r.failed),
      removed: Number(r.removed),
      createdAt: r.createdAt,
      finishedAt: r.finishedAt,
    }));
  }

  /** Queues the send of an alert posted with "notify parents" (at its start); false when it sends nothing. */
  async queueAlert(school: string, alert: AlertView): Promise<boolean> {
    if (!alert.notify) return false;
    const starts = Date.parse(alert.startsAt);
    const ttl = Math.round((Date.parse(alert.endsAt) - Math.max(starts, this.jobs.now().getTime())) / 1000);
    return this.queue(
      school,
      {
        source: "alert",
        sourceId: alert.id,
        topic: "urgent",
        title: await this.opts.schoolName(school),
        body: alert.text,
        url: alert.link || "/",
        urgency: alert.level === "urgent" ? "high" : "normal",
        ttl: Math.max(60, Math.min(MAX_TTL_S, ttl)),
      },
      { runAt: new Date(starts) },
    );
  }

  /**
   * A notice went live (ContentRepository.goLive, in its transaction `db`):
   * when staff asked to notify parents and it was not sent before, its send
   * is queued. News, circulars and notifications go to "News and circulars",
   * events to "Events".
   */
  async noticeLive(school: string, kind: ContentKind, id: string, db: Db = this.db): Promise<boolean> {
    if (!isNoticeKind(kind)) return false;
    // biome-ignore lint/suspicious/noExplicitAny: the notice tables share their columns; the table is chosen by kind
    const row = (await (db as any)
      .selectFrom(kindTable[kind])
      .selectAll()
      .where("schoolCode", "=", school)
      .where("_id", "=", id)
      .executeTakeFirst()) as Record<string, unknown> | undefined;
    if (!row || Number(row.notifyParents) !== 1 || row.status !== "published") return false;
    const text = plain(kind === "circular" ? row.text : row.description);
    return this.queue(
      school,
      {
        source: kind,
        sourceId: id,
        topic: kind === "event" ? "events" : "news",
        title: clip(plain(row.title), 120) || (await this.opts.schoolName(school)),
        body: clip(text, BODY_MAX),
        url: noticePath(kind, id),
        urgency: "normal",
        ttl: NOTICE_TTL_S,
      },
      { db },
    );
  }

  private async queue(
    school: string,
    send: Pick<PushSendsTable, "source" | "sourceId" | "topic" | "title" | "body" | "url" | "urgency" | "ttl">,
    opts: { db?: Db; runAt?: Date },
  ): Promise<boolean> {
    const db = opts.db ?? this.db;
    const id = randomBytes(9).toString("hex");
    const result = await db
      .insertInto("pushSends")
      .values({
        id,
        schoolCode: school,
        ...send,
        status: "queued",
        sent: 0,
        failed: 0,
        removed: 0,
        createdAt: new Date().toISOString(),
        finishedAt: null,
      })
      .onConflict((oc) => oc.columns(["schoolCode", "source", "sourceId"]).doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
    const job: SendJob = { school, sendId: id };
    await this.jobs.enqueue(PUSH_JOB, job, { key: `push:${id}`, runAt: opts.runAt, db });
    return true;
  }

  /** The job: sends one notification to every phone of its topic (or, in a later round, to those left). */
  runSend(payload: unknown): Promise<void> {
    return this.sender.runSend(payload);
  }
}
