import type { ContentKind } from "../../contract/content.ts";
import { kolkataDateTime } from "../../contract/dates.ts";
import { AuditRepository } from "../audit/audit-repository.ts";
import type { ContentRepository } from "../content/content-repository.ts";
import { contentSearchField } from "../content/content-rows.ts";
import type { SchoolRepository } from "../content/school-repository.ts";
import type { Db } from "../db/client.ts";
import type { JobQueue } from "../jobs/job-queue.ts";
import type { PageRepository } from "../pages/page-repository.ts";
import { ApprovalRepository } from "./approval-repository.ts";
import { type ScheduledKind, ScheduleRepository } from "./schedule-repository.ts";

/** The job that runs one item's "Publish at" or "Remove at". */
export const SCHEDULE_JOB = "scheduled-change";

export interface ScheduledChange {
  school: string;
  kind: ScheduledKind;
  id: string;
  action: "publish" | "remove";
  /** The time it was set for (ISO); the job does nothing when the item no longer holds it. */
  at: string;
}

interface Times {
  publishAt: string | null;
  removeAt: string | null;
}

/** Keys of a change sent for approval that are not the item's fields: its times and "Notify parents". */
export function splitTimes(input: Record<string, unknown>): {
  fields: Record<string, unknown>;
  times: Times;
  notifyParents?: boolean;
} {
  const { publishAt, removeAt, notifyParents, ...fields } = input;
  return {
    fields,
    notifyParents: typeof notifyParents === "boolean" ? notifyParents : undefined,
    times: {
      publishAt: typeof publishAt === "string" && publishAt ? publishAt : null,
      removeAt: typeof removeAt === "string" && removeAt ? removeAt : null,
    },
  };
}

/**
 * Items going live and coming down by the clock (issue 31). Each time set is
 * a job in the database queue due at that time, so any instance runs it and
 * a restart finds it; the run takes the time with a conditional update
 * (ScheduleRepository.take…) in the same transaction as the publish and its
 * audit entry, so it happens once however many workers try. Every publish —
 * by the clock or by an approver — goes through ContentRepository.goLive,
 * the one place a record goes live (where sending push notices hooks in).
 */
export class ContentClock {
  readonly repo: ScheduleRepository;
  readonly approvals: ApprovalRepository;
  private readonly audit: AuditRepository;

  constructor(
    private readonly db: Db,
    private readonly content: ContentRepository,
    private readonly schools: SchoolRepository,
    readonly jobs: JobQueue,
    /** Pages by the clock (migration 081); left out where only content items are scheduled. */
    private readonly pages?: PageRepository,
  ) {
    this.repo = new ScheduleRepository(db);
    this.approvals = new ApprovalRepository(db);
    this.audit = new AuditRepository(db);
  }

  /** The clock deciding what is due: the job queue's, so tests move both at once. */
  now(): Date {
    return this.jobs.now();
  }

  /** Sets an item's times (null clears one, one left out stays) and queues their runs. */
  async set(school: string, kind: ScheduledKind, id: string, times: Partial<Times>): Promise<void> {
    if (times.publishAt === undefined && times.removeAt === undefined) return;
    await this.repo.set(school, kind, id, times);
    await this.offer(school, kind, id, { publishAt: times.publishAt ?? null, removeAt: times.removeAt ?? null });
  }

  /** Queues the run of each time given (once per item, action and time). */
  async offer(school: string, kind: ScheduledKind, id: string, times: Times): Promise<void> {
    for (const action of ["publish", "remove"] as const) {
      const at = action === "publish" ? times.publishAt : times.removeAt;
      if (!at) continue;
      const payload: ScheduledChange = { school, kind, id, action, at };
      await this.jobs.requeue(SCHEDULE_JOB, payload, {
        key: `schedule:${school}:${kind}:${id}:${action}:${at}`,
        runAt: new Date(at),
      });
    }
  }

  /**
   * Queues every time still set, of every school: at start (a time passed
   * while no instance ran is then due at once) and now and then after, for
   * times written without a job (an import).
   */
  async offerAll(): Promise<number> {
    const items = await this.repo.list(null);
    for (const item of items) await this.offer(item.school, item.kind, item.id, item);
    return items.length;
  }

  /** Runs one due time; true when this call did it (false: taken already, or changed since). */
  async run(change: ScheduledChange): Promise<boolean> {
    const { school, kind, id, action, at } = change;
    if (kind === "page") return this.runPage(school, id, action, at);
    const now = this.now().toISOString();
    const before = await this.content.staffGet(school, kind, id);
    if (!before) return false;
    const label = String((before as unknown as Record<string, unknown>)[contentSearchField[kind]] ?? "");
    let removeAt: string | null = null;
    const noted = this.noter(school, kind, id, label, at, now);
    // The content repository announces the change once this commits.
    const done = await this.schools.transaction(this.db, async (trx) => {
      if (action === "publish") {
        if (!(await this.repo.takePublish(trx, school, kind, id, at))) return false;
        removeAt = await this.applyApproved(trx, school, kind, id);
        await this.content.goLive(school, kind, id, trx, now);
        await noted(trx, "scheduled publish");
        return true;
      }
      if (!(await this.repo.takeRemove(trx, school, kind, id, at))) return false;
      const removed = await this.repo.unpublish(trx, school, kind, id, now);
      if (removed) {
        await noted(trx, "scheduled removal");
        await this.schools.changed(school, trx);
      }
      return removed;
    });
    if (removeAt) await this.offer(school, kind, id, { publishAt: null, removeAt });
    return done;
  }

  /** The audit entry of a run, as done by the site itself (no user), in the run's transaction. */
  private noter(school: string, kind: ScheduledKind, id: string, label: string, at: string, now: string) {
    return (trx: Db, action: string) =>
      this.audit.add(
        { school, userId: null, action, entity: kind, entityId: id, detail: `${label} (${kolkataDateTime(at)} IST)` },
        trx,
        now,
      );
  }

  /**
   * A page's time (migration 081): at "Publish at" the change an approver
   * approved for then goes live, else the draft as it stands; at "Remove at"
   * the page comes off the site. The page repository announces the change.
   */
  private async runPage(school: string, slug: string, action: "publish" | "remove", at: string): Promise<boolean> {
    const pages = this.pages;
    const page = pages ? await pages.get(school, slug) : null;
    if (!pages || !page) return false;
    const now = this.now().toISOString();
    const noted = this.noter(school, "page", slug, page.draft.title, at, now);
    let removeAt: string | null = null;
    const done = await this.schools.transaction(this.db, async (trx) => {
      if (action === "remove") {
        if (!(await this.repo.takeRemove(trx, school, "page", slug, at))) return false;
        const removed = await pages.unpublish(school, slug, trx);
        if (removed) await noted(trx, "scheduled removal");
        return removed;
      }
      if (!(await this.repo.takePublish(trx, school, "page", slug, at))) return false;
      const pending = await this.approvals.get(school, "page", slug, trx);
      let words = page.draft;
      if (pending?.state === "approved") {
        const { fields, times } = splitTimes(pending.input);
        words = fields as typeof words;
        removeAt = times.removeAt;
        await this.approvals.remove(school, "page", slug, trx);
        if (removeAt) await this.repo.set(school, "page", slug, { removeAt }, trx);
      }
      await pages.publishApproved(school, slug, words, null, trx);
      await noted(trx, "scheduled publish");
      return true;
    });
    if (removeAt) await this.offer(school, "page", slug, { publishAt: null, removeAt });
    return done;
  }

  /**
   * Publishes an item now, with its approved change if one is waiting for
   * this moment (the approver's "Approve now"); the caller audits.
   */
  async publishApproved(school: string, kind: ContentKind, id: string): Promise<boolean> {
    const now = this.now().toISOString();
    let removeAt: string | null = null;
    const live = await this.schools.transaction(this.db, async (trx) => {
      removeAt = await this.applyApproved(trx, school, kind, id);
      await this.repo.set(school, kind, id, { publishAt: null }, trx);
      return this.content.goLive(school, kind, id, trx, now);
    });
    if (removeAt) await this.offer(school, kind, id, { publishAt: null, removeAt });
    return live;
  }

  /** Writes an approved change into the item and forgets it; its "Remove at" (or null). */
  private async applyApproved(trx: Db, school: string, kind: ContentKind, id: string): Promise<string | null> {
    const pending = await this.approvals.get(school, kind, id, trx);
    if (pending?.state !== "approved") return null;
    const { fields, times, notifyParents } = splitTimes(pending.input);
    await this.content.update(school, kind, id, fields as never, { db: trx, notifyParents });
    await this.approvals.remove(school, kind, id, trx);
    if (times.removeAt) await this.repo.set(school, kind, id, { removeAt: times.removeAt }, trx);
    return times.removeAt;
  }
}
