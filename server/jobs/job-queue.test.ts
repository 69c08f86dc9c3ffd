import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../config.ts";
import { testDatabases } from "../db/test-databases.ts";
import { createPgDatabase } from "../ops/test-pg.ts";
import { createServices, type Services } from "../services.ts";
import { localStore } from "../storage/file-store.ts";
import { AVIF_JOB, createWorker, queueAvif, SWEEP_JOB, sweepKey } from "./background.ts";
import { JobQueue, JobWorker } from "./job-queue.ts";

const quiet = { info() {}, warn() {}, error() {} };

for (const engine of testDatabases) {
  describe(`job queue on ${engine.name}`, () => {
    let handle: Awaited<ReturnType<typeof engine.open>>;
    beforeAll(async () => {
      handle = await engine.open();
    });
    afterAll(() => handle.drop());

    const queue = (opts = {}) => new JobQueue(handle.db, handle.kind, opts);
    const clear = () => handle.db.deleteFrom("jobs").execute();

    it("runs a queued job once, and two workers never get the same job", async () => {
      await clear();
      const q = queue();
      for (let i = 0; i < 6; i++) await q.enqueue("t", { i });
      const claims = await Promise.all(Array.from({ length: 8 }, (_, w) => q.claim(`w${w}`)));
      const got = claims.flatMap((j) => (j ? [(j.payload as { i: number }).i] : []));
      expect(got.sort()).toEqual([0, 1, 2, 3, 4, 5]);
      expect(await q.claim("late")).toBeNull();
      expect(await q.pending()).toBe(6);
    });

    it("queues a keyed job only once (the daily sweep of a cluster)", async () => {
      await clear();
      const a = queue();
      const b = queue();
      const key = sweepKey(new Date("2026-11-23T05:00:00Z"));
      expect(key).toBe("sweep:2026-11-23");
      const offers = await Promise.all([a.enqueue(SWEEP_JOB, {}, { key }), b.enqueue(SWEEP_JOB, {}, { key })]);
      expect(offers.filter(Boolean)).toHaveLength(1);
      expect(await a.enqueue(SWEEP_JOB, {}, { key })).toBe(false);
      expect(await a.pending()).toBe(1);
    });

    it("retries a failing job after a back-off, then gives up after the last try", async () => {
      await clear();
      const q = queue({ maxAttempts: 3, backoffMs: () => 0 });
      await q.enqueue("flaky", { n: 1 });
      let calls = 0;
      const worker = new JobWorker(q, quiet).handle("flaky", async () => {
        calls++;
        throw new Error("encoder crashed");
      });
      expect(await worker.runUntilEmpty()).toBe(3);
      expect(calls).toBe(3);
      const row = await handle.db.selectFrom("jobs").selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: "failed", attempts: 3, lastError: "encoder crashed" });
      expect(await q.pending()).toBe(0);

      // With a real back-off the job waits before its next try.
      await clear();
      const slow = queue({ backoffMs: () => 60_000 });
      await slow.enqueue("flaky", {});
      const job = await slow.claim("w1");
      if (!job) throw new Error("no job");
      await slow.fail(job, new Error("busy"));
      expect(await slow.claim("w1")).toBeNull();
      expect(await slow.claim("w1", undefined, new Date(Date.now() + 61_000))).not.toBeNull();
    });

    it("lets another worker take over a job whose worker died (stale claim)", async () => {
      await clear();
      const q = queue({ staleMs: 30_000 });
      await q.enqueue("t", { x: 1 });
      const first = await q.claim("dead-worker");
      expect(first).not.toBeNull();
      expect(await q.claim("w2")).toBeNull();
      const later = await q.claim("w2", undefined, new Date(Date.now() + 31_000));
      expect(later).toMatchObject({ id: first?.id, attempts: 2 });
      const row = await handle.db.selectFrom("jobs").selectAll().executeTakeFirstOrThrow();
      expect(row.claimedBy).toBe("w2");
    });

    it("a sleeping worker is woken by a job queued in the same process", async () => {
      await clear();
      const q = queue();
      const done: number[] = [];
      const worker = new JobWorker(q, quiet, 60_000).handle("t", async (p) => {
        done.push((p as { n: number }).n);
      });
      worker.start();
      await new Promise((r) => setTimeout(r, 100));
      await q.enqueue("t", { n: 7 });
      const until = Date.now() + 5000;
      while (done.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      await worker.stop();
      expect(done).toEqual([7]);
    });
  });
}

/** Services on a database that outlives them, as a restarted process would see it. */
async function restartable(engine: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "jobs-restart-"));
  const pg = engine === "postgres" ? await createPgDatabase() : null;
  const config = testConfig({
    dataDir: path.join(dir, "files"),
    databaseUrl: pg ? pg.url : path.join(dir, "site.db"),
  });
  return {
    start: () => createServices(config),
    cleanup: async () => {
      await pg?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

for (const engine of ["sqlite", "postgres"]) {
  describe(`AVIF copies survive a restart (${engine})`, () => {
    let env: Awaited<ReturnType<typeof restartable>>;
    let services: Services | null = null;
    beforeAll(async () => {
      env = await restartable(engine);
    });
    afterAll(async () => {
      await services?.close();
      await env.cleanup();
    });

    it("a job queued by a process that stopped without running it is done by the next worker", async () => {
      const first = await env.start();
      const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#3a7" } })
        .jpeg()
        .toBuffer();
      const { id } = await first.files.save("tvms", photo, "sports.jpg");
      expect(await queueAvif(first, id, "tvms")).toBe(true);
      // Stops like a killed process: no worker ever ran, nothing in memory survives.
      await first.close();
      const avif = (w: number) => fs.existsSync(localStore(first.store).variantPath(id, w, "avif"));
      expect(avif(400)).toBe(false);

      services = await env.start();
      expect(await services.jobs.pending()).toBe(1);
      const worker = createWorker(services, quiet);
      expect(await worker.runUntilEmpty([AVIF_JOB])).toBe(1);
      expect([avif(400), avif(800), avif(1600)]).toEqual([true, true, true]);
      expect(await services.jobs.pending()).toBe(0);
    });
  });
}
