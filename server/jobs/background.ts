import { SCHEDULE_JOB, type ScheduledChange } from "../approvals/content-clock.ts";
import { PUSH_JOB } from "../push/push-service.ts";
import type { Services } from "../services.ts";
import { FileUsage, UNUSED_FILE_GRACE_MS } from "../storage/file-usage.ts";
import { JobWorker, type WorkerLog } from "./job-queue.ts";

/** Job types and what they carry. */
export const AVIF_JOB = "avif";
export const SWEEP_JOB = "sweep-unused-files";

/** Queues the AVIF copies of an image (done by whichever instance's worker claims the job). */
export function queueAvif(services: Pick<Services, "jobs">, id: string, school: string): Promise<boolean> {
  return services.jobs.enqueue(AVIF_JOB, { id, school }, { key: `avif:${id}` });
}

/** A worker that knows every job type of the site. */
export function createWorker(services: Services, log: WorkerLog, pollMs?: number): JobWorker {
  const usage = new FileUsage(services.database.db, services.store);
  return new JobWorker(services.jobs, log, pollMs)
    .handle(AVIF_JOB, async (payload) => {
      // Jobs queued before schools had their own stores carry no school: the configured one.
      const { id, school } = payload as { id: string; school?: string };
      await services.images.forSchool(school ?? services.config.schoolCode).makeAvifCopies(id);
    })
    .handle(PUSH_JOB, (payload) => services.push.runSend(payload))
    .handle(SCHEDULE_JOB, async (payload) => {
      await services.clock.run(payload as ScheduledChange);
    })
    .handle(SWEEP_JOB, async () => {
      const result = await usage.sweep(new Date(Date.now() - UNUSED_FILE_GRACE_MS));
      const pruned = await services.jobs.prune();
      log.info({ ...result, jobsPruned: pruned }, "unused files swept");
    });
}

/**
 * The daily sweep, once per cluster: every instance offers the day's job
 * (key "sweep:YYYY-MM-DD"), the unique key keeps one, and one worker claims
 * it. Offered first some minutes after start (not in the start-up rush),
 * then hourly, so a day's sweep runs even when the instance that would have
 * offered it is down.
 */
export function scheduleDailySweep(
  services: Pick<Services, "jobs">,
  log: WorkerLog,
  opts: { firstMs?: number; everyMs?: number } = {},
): () => void {
  const offer = () =>
    services.jobs.enqueue(SWEEP_JOB, {}, { key: sweepKey(new Date()) }).catch((err) => {
      log.warn({ err }, "could not queue the daily sweep");
      return false;
    });
  let every: NodeJS.Timeout | undefined;
  const first = setTimeout(
    () => {
      void offer();
      every = setInterval(() => void offer(), opts.everyMs ?? 60 * 60 * 1000);
      every.unref();
    },
    opts.firstMs ?? 10 * 60 * 1000,
  );
  first.unref();
  return () => {
    clearTimeout(first);
    if (every) clearInterval(every);
  };
}

export function sweepKey(day: Date): string {
  return `sweep:${day.toISOString().slice(0, 10)}`;
}

/**
 * "Publish at" and "Remove at" (issue 31): at start every time still set is
 * queued (one that passed while the site was down is due at once), then again
 * every few minutes for times written without a job (an import). Queuing is
 * keyed, so instances offering the same time add one job.
 */
export function offerScheduledContent(
  services: Pick<Services, "clock">,
  log: WorkerLog,
  opts: { everyMs?: number } = {},
): () => void {
  const offer = () =>
    services.clock.offerAll().catch((err) => {
      log.warn({ err }, "could not queue scheduled publishing");
      return 0;
    });
  void offer();
  const every = setInterval(() => void offer(), opts.everyMs ?? 5 * 60 * 1000);
  every.unref();
  return () => clearInterval(every);
}
