import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Services } from "../services.ts";

const ClockBody = z.object({ now: z.string().refine((s) => !Number.isNaN(Date.parse(s))) });

/**
 * End-to-end tests only (TEST_CLOCK=1, which config.ts refuses under
 * NODE_ENV=production, and app.ts registers nothing without it): moves the
 * clock that decides when scheduled items go live and come down, as
 * JobQueue.now does in the unit tests. The clock keeps running from the time
 * set, so the job worker finds what fell due on its next poll, exactly as it
 * would at that real moment.
 */
export function registerTestClock(app: FastifyInstance, services: Pick<Services, "jobs">): void {
  app.post("/api/test/clock", async (req, reply) => {
    const body = ClockBody.safeParse(req.body);
    if (!body.success) return reply.status(400).send({ message: "Send {now} as an ISO date and time." });
    const offset = Date.parse(body.data.now) - Date.now();
    services.jobs.now = () => new Date(Date.now() + offset);
    return reply.send({ now: services.jobs.now().toISOString() });
  });
}
