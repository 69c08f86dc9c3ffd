import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    /** The CSP nonce of this response, made on first read (only pages need one). */
    readonly cspNonce: string;
  }
}

/** Map providers the contact page may frame after the visitor asks for it. */
const frameSources = ["'self'", "https://www.google.com", "https://maps.google.com"];

function policyWithNonce(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${frameSources.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The page policy around its nonce, joined once: every page answer sends it. */
const [CSP_BEFORE_NONCE, CSP_AFTER_NONCE] = policyWithNonce("\0").split("\0");
const contentSecurityPolicy = (nonce: string) => CSP_BEFORE_NONCE + nonce + CSP_AFTER_NONCE;

/** Random bytes for 256 nonces at a time: a read of the system's randomness costs the same for 16 bytes as for 4 KB. */
const NONCE_BYTES = 16;
let nonceBytes = Buffer.alloc(0);
let nonceAt = 0;

/** A fresh nonce (16 random bytes, base64), each taken from the random bytes once. */
export function freshNonce(): string {
  if (nonceAt + NONCE_BYTES > nonceBytes.length) {
    nonceBytes = randomBytes(NONCE_BYTES * 256);
    nonceAt = 0;
  }
  nonceAt += NONCE_BYTES;
  return nonceBytes.toString("base64", nonceAt - NONCE_BYTES, nonceAt);
}

/** Answers that are not pages (JSON, images, files) need no nonce and may do nothing. */
const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'";

const baseline: [string, string][] = [
  ["X-Content-Type-Options", "nosniff"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  ["X-Frame-Options", "DENY"],
  ["Cross-Origin-Opener-Policy", "same-origin"],
  ["Permissions-Policy", "camera=(), microphone=(), geolocation=()"],
];

/** Two years, as browsers' preload lists ask; only sent when the configured public origin is https. */
const HSTS = "max-age=63072000; includeSubDomains";

/** The headers of answers made outside the app's hooks (bad URLs, HTTP parser errors). */
export function bareSecurityHeaders(hsts: boolean): [string, string][] {
  return [
    ["Content-Security-Policy", NON_PAGE_CSP],
    ...baseline,
    ...(hsts ? ([["Strict-Transport-Security", HSTS]] as [string, string][]) : []),
  ];
}

const nonceKey = Symbol("cspNonce");

/**
 * Baseline headers on every response. A route may set its own CSP or
 * X-Frame-Options first (the TC sample PDF is framed by /tc); otherwise pages
 * get the nonce policy and everything else a deny-all one. The nonce costs a
 * random read, so it is only made when something renders with it.
 */
export function registerSecurityHeaders(app: FastifyInstance, opts: { hsts?: boolean } = {}): void {
  app.decorateRequest("cspNonce", {
    getter(this: FastifyRequest & { [nonceKey]?: string }) {
      this[nonceKey] ??= freshNonce();
      return this[nonceKey];
    },
  });
  app.addHook("onSend", (req: FastifyRequest & { [nonceKey]?: string }, reply: FastifyReply, payload, done) => {
    if (!reply.hasHeader("content-security-policy")) {
      const nonce = req[nonceKey];
      const type = String(reply.getHeader("content-type") ?? "");
      reply.header(
        "Content-Security-Policy",
        nonce || type.startsWith("text/html") ? contentSecurityPolicy(req.cspNonce) : NON_PAGE_CSP,
      );
    }
    for (const [name, value] of baseline) if (!reply.hasHeader(name)) reply.header(name, value);
    if (opts.hsts) reply.header("Strict-Transport-Security", HSTS);
    done(null, payload);
  });
}
