import webpush from "web-push";
import { isNoticeKind } from "../../contract/notices.ts";
import { kindTable } from "../content/content-rows.ts";
import type { Db } from "../db/client.ts";
import type { PushSendsTable, PushSubscriptionsTable } from "../db/schema.ts";
import type { JobQueue } from "../jobs/job-queue.ts";
import type { PushKeys, VapidKeys } from "./push-keys.ts";

export const PUSH_JOB = "push-send";

/** Phones a push service answered "busy" or did not answer are tried again this many times, later. */
const ROUNDS = 3;
const RETRY_AFTER_MS = (round: number) => 30_000 * 2 ** round;
/** Requests to the push services in flight at once (one send may go to thousands of phones). */
const PARALLEL = 8;
const TIMEOUT_MS = 10_000;

export interface SendJob {
  school: string;
  sendId: string;
  /** A later round: only these subscriptions (the ones that could not be reached before). */
  only?: string[];
  round?: number;
}

type Outcome = "sent" | "failed" | "removed" | "retry";

/**
 * The push-send job (issue 30): one queued send goes to every phone of its
 * topic, busy push services are tried again in later rounds, gone phones are
 * forgotten. Whether the send is still wanted is judged by the job queue's
 * clock (an alert whose end has passed by then sends nothing).
 */
export class PushSender {
  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    private readonly keys: PushKeys,
    /** Whether an endpoint may be sent to (read at each send: tests change it). */
    private readonly allow: (endpoint: string) => boolean,
    /** Who the push services can reach about this sender (VAPID `sub`). */
    private readonly subject: () => string,
  ) {}

  /** The job: sends one notification to every phone of its topic (or, in a later round, to those left). */
  async runSend(payload: unknown): Promise<void> {
    const job = payload as SendJob;
    const round = job.round ?? 0;
    const send = await this.db
      .selectFrom("pushSends")
      .selectAll()
      .where("schoolCode", "=", job.school)
      .where("id", "=", job.sendId)
      .executeTakeFirst();
    if (!send || send.status === "done" || send.status === "cancelled") return;
    if (!(await this.stillWanted(send))) {
      await this.db
        .updateTable("pushSends")
        .set({ status: "cancelled", finishedAt: new Date().toISOString() })
        .where("id", "=", send.id)
        .execute();
      return;
    }
    await this.db.updateTable("pushSends").set({ status: "sending" }).where("id", "=", send.id).execute();
    const topic = (["urgent", "news", "events"] as const).find((t) => t === send.topic) ?? "urgent";
    let q = this.db
      .selectFrom("pushSubscriptions")
      .selectAll()
      .where("schoolCode", "=", job.school)
      .where(topic, "=", 1);
    if (job.only) q = q.where("id", "in", job.only.length ? job.only : [""]);
    const phones = await q.execute();
    const keys = await this.keys.get(job.school);
    const message = JSON.stringify({
      title: send.title,
      body: send.body,
      url: send.url,
      tag: `${send.source}-${send.sourceId}`,
    });

    const tally = { sent: 0, failed: 0, removed: 0 };
    const again: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < phones.length) {
        const phone = phones[next++];
        const outcome = await this.deliver(phone, message, send, keys);
        if (outcome === "retry") again.push(phone.id);
        else tally[outcome]++;
        if (outcome === "removed") {
          await this.db.deleteFrom("pushSubscriptions").where("id", "=", phone.id).execute();
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, phones.length) }, worker));

    const retrying = again.length > 0 && round + 1 < ROUNDS;
    if (retrying) {
      const later: SendJob = { school: job.school, sendId: send.id, only: again, round: round + 1 };
      await this.jobs.enqueue(PUSH_JOB, later, {
        key: `push:${send.id}:${round + 1}`,
        runAt: new Date(this.jobs.now().getTime() + RETRY_AFTER_MS(round)),
      });
    } else tally.failed += again.length;
    await this.db
      .updateTable("pushSends")
      .set((eb) => ({
        sent: eb("sent", "+", tally.sent),
        failed: eb("failed", "+", tally.failed),
        removed: eb("removed", "+", tally.removed),
        status: retrying ? "sending" : "done",
        finishedAt: retrying ? null : new Date().toISOString(),
      }))
      .where("id", "=", send.id)
      .execute();
  }

  /** An alert ended before its start, or a notice withdrawn before its send ran, sends nothing. */
  private async stillWanted(send: PushSendsTable): Promise<boolean> {
    if (send.source === "alert") {
      const alert = await this.db
        .selectFrom("alerts")
        .select(["endedAt", "endsAt"])
        .where("id", "=", send.sourceId)
        .executeTakeFirst();
      return Boolean(alert && !alert.endedAt && Date.parse(alert.endsAt) > this.jobs.now().getTime());
    }
    if (!isNoticeKind(send.source)) return false;
    // biome-ignore lint/suspicious/noExplicitAny: the table is chosen by kind, as in noticeLive
    const row = await (this.db as any)
      .selectFrom(kindTable[send.source])
      .select("status")
      .where("schoolCode", "=", send.schoolCode)
      .where("_id", "=", send.sourceId)
      .executeTakeFirst();
    return row?.status === "published";
  }

  /** One phone: encrypted (RFC 8291 aes128gcm), signed (VAPID, RFC 8292), posted to its push service. */
  private async deliver(
    phone: PushSubscriptionsTable,
    message: string,
    send: PushSendsTable,
    keys: VapidKeys,
  ): Promise<Outcome> {
    if (!this.allow(phone.endpoint)) return "failed";
    let request: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      request = webpush.generateRequestDetails(
        { endpoint: phone.endpoint, keys: { p256dh: phone.p256dh, auth: phone.auth } },
        message,
        {
          vapidDetails: { subject: this.subject(), ...keys },
          TTL: Number(send.ttl),
          urgency: send.urgency === "high" ? "high" : "normal",
          contentEncoding: "aes128gcm",
        },
      );
    } catch {
      // Keys no browser would give (the subscription was made up): nothing can ever reach it.
      return "removed";
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (name.toLowerCase() !== "content-length") headers[name] = String(value);
    }
    try {
      const res = await fetch(request.endpoint, {
        method: "POST",
        headers,
        body: request.body ? new Uint8Array(request.body) : null,
        redirect: "error",
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      await res.body?.cancel().catch(() => undefined);
      if (res.status >= 200 && res.status < 300) return "sent";
      if (res.status === 404 || res.status === 410) return "removed";
      if (res.status === 429 || res.status >= 500) return "retry";
      return "failed";
    } catch {
      // Not reachable, too slow, or it hung up: tried again in a later round.
      return "retry";
    }
  }
}
