import { randomUUID } from "node:crypto";
import type { Db, DbKind } from "../db/client.ts";
import type { JobsTable } from "../db/schema.ts";

interface Job {
  id: number;
  type: string;
  payload: unknown;
  attempts: number;
}

interface JobQueueOptions {
  /** A running job whose worker has not finished it after this long is taken over (the worker died). */
  staleMs?: number;
  /** After this many tries a job is marked failed and left alone. */
  maxAttempts?: number;
  /** Wait before try n+1 (n = tries so far). */
  backoffMs?: (attempts: number) => number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Background work in the database (migration 010): it outlives the process
 * that queued it, and any instance may do it. A claim is one statement, so
 * two workers never get the same job: on PostgreSQL the row is picked with
 * FOR UPDATE SKIP LOCKED (workers do not wait on each other), on SQLite the
 * single UPDATE … RETURNING runs under the database's write lock.
 */
export class JobQueue {
  readonly staleMs: number;
  readonly maxAttempts: number;
  private readonly backoffMs: (attempts: number) => number;
  private listeners = new Set<() => void>();
  /** The clock deciding which jobs are due (tests set their own, as the alerts' `now`). */
  now: () => Date = () => new Date();

  constructor(
    private readonly db: Db,
    private readonly kind: DbKind,
    opts: JobQueueOptions = {},
  ) {
    this.staleMs = opts.staleMs ?? 10 * 60 * 1000;
    this.maxAttempts = opts.maxAttempts ?? 5;
    this.backoffMs = opts.backoffMs ?? ((n) => Math.min(2 ** n * 5_000, 60 * 60 * 1000));
  }

  /**
   * Queues a job; with a key, only when no job with that key exists yet
   * (true when this call queued it). `db`: a transaction the job belongs to
   * (it is queued only if that commits).
   */
  async enqueue(type: string, payload: unknown, opts: { key?: string; runAt?: Date; db?: Db } = {}): Promise<boolean> {
    const now = new Date().toISOString();
    const result = await (opts.db ?? this.db)
      .insertInto("jobs")
      .values({
        type,
        payload: JSON.stringify(payload ?? null),
        key: opts.key ?? null,
        status: "queued",
        attempts: 0,
        runAt: (opts.runAt ?? new Date()).toISOString(),
        createdAt: now,
      })
      .onConflict((oc) => oc.column("key").doNothing())
      .executeTakeFirst();
    const queued = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    if (queued) for (const wake of this.listeners) wake();
    return queued;
  }

  /**
   * Queues a keyed job even when one with that key has already finished (a
   * finished one is forgotten first); a job with the key still waiting or
   * running is left alone. For work that may be wanted again at the same key,
   * such as an item scheduled anew for a time it was once scheduled for.
   */
  async requeue(type: string, payload: unknown, opts: { key: string; runAt?: Date }): Promise<boolean> {
    await this.db.deleteFrom("jobs").where("key", "=", opts.key).where("status", "in", ["done", "failed"]).execute();
    return this.enqueue(type, payload, opts);
  }

  /** Calls `wake` whenever this process queues a job (the worker stops waiting for its next poll). */
  onEnqueue(wake: () => void): () => void {
    this.listeners.add(wake);
    return () => this.listeners.delete(wake);
  }

  /** Takes the next due job (or a stale claim) for `worker`, or null when there is none. */
  async claim(worker: string, types?: string[], now = this.now()): Promise<Job | null> {
    const staleBefore = new Date(now.getTime() - this.staleMs).toISOString();
    const at = now.toISOString();
    let pick = this.db
      .selectFrom("jobs")
      .select("id")
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "queued"), eb("runAt", "<=", at)]),
          eb.and([eb("status", "=", "running"), eb("claimedAt", "<", staleBefore)]),
        ]),
      )
      .orderBy("runAt")
      .orderBy("id")
      .limit(1);
    if (types) pick = pick.where("type", "in", types);
    if (this.kind === "postgres") pick = pick.forUpdate().skipLocked();
    const row = await this.db
      .updateTable("jobs")
      .set((eb) => ({
        status: "running",
        claimedAt: at,
        claimedBy: worker,
        attempts: eb("attempts", "+", 1),
      }))
      .where("id", "=", pick)
      .returning(["id", "type", "payload", "attempts"])
      .executeTakeFirst();
    if (!row) return null;
    return { id: row.id, type: row.type, payload: JSON.parse(row.payload), attempts: row.attempts };
  }

  async complete(job: Job): Promise<void> {
    await this.db
      .updateTable("jobs")
      .set({ status: "done", finishedAt: new Date().toISOString(), lastError: null })
      .where("id", "=", job.id)
      .execute();
  }

  /** A failed try: queued again after a back-off, or marked failed after the last try. */
  async fail(job: Job, error: unknown, now = new Date()): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const last = job.attempts >= this.maxAttempts;
    await this.db
      .updateTable("jobs")
      .set({
        status: last ? "failed" : "queued",
        runAt: new Date(now.getTime() + this.backoffMs(job.attempts)).toISOString(),
        claimedAt: null,
        claimedBy: null,
        lastError: message.slice(0, 1000),
        finishedAt: last ? now.toISOString() : null,
      })
      .where("id", "=", job.id)
      .execute();
  }

  /** Jobs waiting or running (the queue-length metric). */
  async pending(): Promise<number> {
    const row = await this.db
      .selectFrom("jobs")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("status", "in", ["queued", "running"])
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async get(id: number): Promise<JobsTable | undefined> {
    return (await this.db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirst()) as
      | JobsTable
      | undefined;
  }

  /** Forgets finished jobs older than `days` (their keys may then be queued again). */
  async prune(days = 14, now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - days * DAY_MS).toISOString();
    const result = await this.db
      .deleteFrom("jobs")
      .where("status", "in", ["done", "failed"])
      .where("finishedAt", "<", before)
      .executeTakeFirst();
    return Number(result.numDeletedRows ?? 0);
  }
}

type JobHandler = (payload: unknown, job: Job) => Promise<void>;

export interface WorkerLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Runs queued jobs one at a time (the machine is small; AVIF keeps a core
 * busy). Polls the table every `pollMs` when idle, so jobs queued by another
 * instance, or before a restart, are found without any message between
 * processes.
 */
export class JobWorker {
  readonly id = `${process.pid}-${randomUUID().slice(0, 8)}`;
  private handlers = new Map<string, JobHandler>();
  private running: Promise<void> | null = null;
  private stopped = true;
  private timer: NodeJS.Timeout | null = null;
  private wakeUp: (() => void) | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly queue: JobQueue,
    private readonly log: WorkerLog,
    private readonly pollMs = 2000,
  ) {}

  handle(type: string, handler: JobHandler): this {
    this.handlers.set(type, handler);
    return this;
  }

  /** Claims and runs one job (of `types`, default all it handles); false when none was due. */
  async runOne(types = [...this.handlers.keys()]): Promise<boolean> {
    const job = await this.queue.claim(this.id, types);
    if (!job) return false;
    const handler = this.handlers.get(job.type);
    try {
      if (!handler) throw new Error(`no handler for job type ${job.type}`);
      await handler(job.payload, job);
      await this.queue.complete(job);
    } catch (err) {
      this.log.warn({ err, job: job.id, type: job.type, attempts: job.attempts }, "job failed");
      await this.queue.fail(job, err);
    }
    return true;
  }

  /** Runs jobs until none is due (commands, tests). */
  async runUntilEmpty(types?: string[]): Promise<number> {
    let n = 0;
    while (await this.runOne(types)) n++;
    return n;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.unsubscribe = this.queue.onEnqueue(() => this.wakeUp?.());
    this.running = this.loop();
  }

  /** Stops taking jobs and waits (at most `waitMs`) for the one in hand. */
  async stop(waitMs = 10_000): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    this.wakeUp?.();
    if (!this.running) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.running, new Promise((r) => (timer = setTimeout(r, waitMs)))]);
    clearTimeout(timer);
    this.running = null;
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      let worked = false;
      try {
        worked = await this.runOne();
      } catch (err) {
        // The database is away: wait for the next poll; never crash.
        this.log.warn({ err }, "job queue not reachable");
      }
      if (worked || this.stopped) continue;
      await new Promise<void>((resolve) => {
        this.wakeUp = resolve;
        this.timer = setTimeout(resolve, this.pollMs);
        this.timer.unref();
      });
      this.wakeUp = null;
      if (this.timer) clearTimeout(this.timer);
    }
  }
}
