import type { FastifyInstance } from "fastify";

/** STUB — the content API work fills this: the OpenAPI document at /api/docs. */
export function registerDocsRoutes(_app: FastifyInstance): void {}
