import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { SCHEDULE_JOB } from "../approvals/content-clock.ts";
import { createWorker } from "../jobs/background.ts";
import type { Services } from "../services.ts";

const ClockBody = z.object({ now: z.string().refine((s) => !Number.isNaN(Date.parse(s))) });

/**
 * End-to-end tests only (TEST_CLOCK=1, which config.ts refuses under
 * NODE_ENV=production, and app.ts registers nothing without it): moves the
 * clock that decides when scheduled items go live and come down, as
 * JobQueue.now does in the unit tests. The clock keeps running from the time
 * set. Before answering it runs what fell due (as the instance's worker
 * would on its next poll, and competing with it for each job exactly as two
 * instances do), so a test knows that what it sees next is after those runs.
 */
export function registerTestClock(app: FastifyInstance, services: Services): void {
  const quiet = { info() {}, warn() {}, error() {} };
  app.post("/api/test/clock", async (req, reply) => {
    const body = ClockBody.safeParse(req.body);
    if (!body.success) return reply.status(400).send({ message: "Send {now} as an ISO date and time." });
    const offset = Date.parse(body.data.now) - Date.now();
    services.jobs.now = () => new Date(Date.now() + offset);
    const ran = await createWorker(services, quiet).runUntilEmpty([SCHEDULE_JOB]);
    return reply.send({ now: services.jobs.now().toISOString(), ran });
  });
}
