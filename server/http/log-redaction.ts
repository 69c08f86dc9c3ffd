import type { FastifyRequest } from "fastify";

const REDACTED = "[redacted]";

/**
 * Secret tokens travel in two URLs: the certificate download
 * (/api/image/tc/{token}) and the set-password link (?token=…). Anyone who
 * reads the request log could use them, so the log keeps the path and drops
 * the token.
 */
function redactUrl(url: string): string {
  return url
    .replace(/^(\/+api\/+image\/+tc\/+)[^?#]*/i, `$1${REDACTED}`)
    .replace(/([?&](?:token|amp;token)=)[^&#]*/gi, `$1${REDACTED}`);
}

/** Fastify's request serializer with the URL redacted. */
export function requestLogSerializer(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
