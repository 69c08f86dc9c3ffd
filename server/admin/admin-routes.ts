import type { FastifyInstance } from "fastify";
import type { Services } from "../services.ts";

/** STUB — staff login, sessions and the staff API (/api/admin/…). */
export function registerAdminRoutes(_app: FastifyInstance, _services: Services): void {}
