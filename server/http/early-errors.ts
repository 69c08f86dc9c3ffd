import type { Socket } from "node:net";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { bareSecurityHeaders } from "./security.ts";

/**
 * Answers to errors raised before a request reaches the app (a URL that is
 * not valid percent-encoding, the HTTP parser refusing a request). They get
 * the same security headers as every other answer, a short message that
 * never repeats the request, and no stack trace in the log.
 */
export function earlyErrorHandlers(hsts: boolean) {
  const headers = bareSecurityHeaders(hsts);
  return {
    frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
      req.log.info({ err: { message: error.message, code: error.code } }, "request refused before routing");
      for (const [name, value] of headers) reply.header(name, value);
      reply.status(400).type("application/json; charset=utf-8").send({ statusCode: 400, message: "Bad request." });
    },
    clientErrorHandler(err: Error & { code?: string }, socket: Socket) {
      if (err.code === "ECONNRESET" || socket.destroyed) return;
      const [status, label] =
        err.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? [408, "Request Timeout"]
          : err.code === "HPE_HEADER_OVERFLOW"
            ? [431, "Request Header Fields Too Large"]
            : [400, "Bad Request"];
      const body = JSON.stringify({ statusCode: status, message: `${label}.` });
      const lines = [
        `HTTP/1.1 ${status} ${label}`,
        "Content-Type: application/json; charset=utf-8",
        `Content-Length: ${Buffer.byteLength(body)}`,
        "Connection: close",
        ...headers.map(([name, value]) => `${name}: ${value}`),
      ];
      if (socket.writable) socket.write(`${lines.join("\r\n")}\r\n\r\n${body}`);
      socket.destroy();
    },
  };
}
