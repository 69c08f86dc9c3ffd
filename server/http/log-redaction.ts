import type { FastifyRequest } from "fastify";

const REDACTED = "[redacted]";

/** Query parameters that carry a secret: set-password tokens and certificate verification codes. */
const SECRET_PARAMS = new Set(["token", "code"]);

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/**
 * Secrets travel in three URLs: the certificate download
 * (/api/image/tc/{token}), the set-password link (?token=…) and the check of
 * a certificate (/verify-tc?code=…, a code that never expires and shows the
 * student's details). Anyone who reads the request log could use them, so
 * the log keeps the path and drops the secret, however the name is spelt
 * (%74oken is token).
 */
export function redactUrl(url: string): string {
  return url
    .replace(/^(\/+api\/+image\/+tc(?:\/|%2f)+)[^?#]*/i, `$1${REDACTED}`)
    .replace(/([?&;](?:amp;)?)([^=&#;]*)=([^&#]*)/g, (whole, sep: string, name: string) =>
      SECRET_PARAMS.has(decodedName(name)) ? `${sep}${name}=${REDACTED}` : whole,
    );
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
