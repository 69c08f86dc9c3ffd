import type { FastifyError, FastifyInstance } from "fastify";

/**
 * One error handler: clients get a short message and the status, never a
 * stack trace or SQL; the log gets the details.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) req.log.error({ err: error }, "request failed");
    else req.log.info({ err: { message: error.message, code: error.code } }, "request refused");
    const message =
      status >= 500
        ? "Something went wrong on our side. Please try again later."
        : status === 413
          ? "The request is too large."
          : status === 429
            ? error.message || "Too many requests. Please wait a moment and try again."
            : error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE"
              ? "Unsupported content type."
              : error.validation || error.code?.startsWith("FST_ERR_CTP")
                ? "The request is malformed."
                : error.message;
    if (status === 429 && !reply.getHeader("retry-after")) reply.header("Retry-After", "60");
    reply.status(status).type("application/json; charset=utf-8").send({ statusCode: status, message });
  });
  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send({ statusCode: 404, message: `Not found: ${req.method} ${req.url.split("?")[0]}` });
  });
}
