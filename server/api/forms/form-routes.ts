import type { FastifyInstance } from "fastify";
import type { Services } from "../../services.ts";

/** STUB — the forms work fills this: POST /api/form/{school}/AdmissionEnquire, POST /api/tc/{school}. */
export function registerFormRoutes(_app: FastifyInstance, _services: Services): void {}
