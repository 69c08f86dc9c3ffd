import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { normalizeVerifyCode, type VerifyOutcome } from "../../contract/certificate-verify.ts";
import { normalizeAdmissionNo } from "../../contract/enquiry.ts";
import { clientKey } from "../http/client-key.ts";
import { FixedWindowLimiter } from "../http/fixed-window.ts";
import type { Services } from "../services.ts";
import type { WindowStore } from "../shared/window-store.ts";
import { CertificateRepository } from "./certificate-repository.ts";

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** 80 random bits (16 Crockford base32 characters): guessing one is hopeless within any rate limit. */
function newVerifyCode(): string {
  const bytes = randomBytes(16);
  let out = "";
  for (let i = 0; i < 16; i++) out += ALPHABET[bytes[i] & 31];
  return out;
}

/**
 * Checks per client per window (scaled by RATE_LIMIT_FACTOR like the other
 * per-client limits). This is the only limit: a code is 80 random bits, so a
 * count per code would slow no guesser, and it let anyone holding the slip
 * (the student whose certificate was revoked, say) lock the check for the
 * receiving school. Nor does a refused or unknown code leave anything behind
 * in the limit store.
 */
const VERIFY_CLIENT_LIMIT = { max: 20, windowMs: 10 * 60_000 } as const;
/** Every answer takes at least this long, found or not. */
const VERIFY_MIN_DURATION_MS = 300;

const ddmmyyyy = (iso: string | null) => (iso && !Number.isNaN(Date.parse(iso)) ? kolkataDdMmYyyy(iso) : iso);

function kolkataDdMmYyyy(iso: string): string {
  const d = new Date(Date.parse(iso) + 330 * 60_000);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${p(d.getUTCDate())}/${p(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}

/**
 * Verification codes of transfer certificates: staff print a slip with the
 * code (and its QR code); anyone holding the slip can check at /verify-tc that
 * the certificate is genuine and still valid. A code reveals nothing without
 * the slip; each check is logged against the certificate.
 */
export class CertificateVerifier {
  private readonly clientLimiter: FixedWindowLimiter;
  private readonly certificates: CertificateRepository;

  constructor(
    private readonly services: Pick<Services, "database" | "profiles" | "config" | "shared">,
    private readonly minDurationMs = VERIFY_MIN_DURATION_MS,
    factor = services.config.rateLimitFactor,
    /** Where the counts live: the app's (Redis with REDIS_URL); a test passes a fresh one. */
    windows: WindowStore = services.shared.windows,
  ) {
    this.clientLimiter = new FixedWindowLimiter(
      "verify-client",
      Math.round(VERIFY_CLIENT_LIMIT.max * factor),
      VERIFY_CLIENT_LIMIT.windowMs,
      windows,
    );
    this.certificates = new CertificateRepository(services.database.db);
  }

  /** The slip's details of a certificate, its code given now if it has none yet (certificates added after migration 008). */
  async slipOf(school: string, id: string) {
    const row = await this.certificates.slipOf(school, id);
    if (!row || row.verifyCode) return row;
    await this.certificates.setVerifyCodeIfNone(id, newVerifyCode());
    return this.certificates.slipOf(school, id);
  }

  async check(school: string, input: string, meta: { clientIp: string }): Promise<VerifyOutcome> {
    const code = normalizeVerifyCode(input);
    const allowed = await this.clientLimiter.take(school, [`ip:${clientKey(meta.clientIp)}`]);
    if (!allowed.ok) return { status: "rate-limited", retryAfter: allowed.retryAfter };

    const started = performance.now();
    try {
      const row = code ? await this.certificates.byVerifyCode(school, code) : undefined;
      if (!row) return { status: "unknown" };
      await this.certificates.logLookup({
        schoolCode: school,
        admissionNo: normalizeAdmissionNo(row.admissionNo),
        found: 1,
        clientIp: meta.clientIp.slice(0, 64),
        at: new Date().toISOString(),
        tokenHash: null,
        certificateId: row.id,
        expiresAt: null,
        via: "verify",
      });
      const profile = await this.services.profiles.view(school);
      return {
        status: row.revokedAt ? "revoked" : "valid",
        school: profile.name,
        studentName: row.studentName,
        admissionNo: row.admissionNo,
        issuedOn: ddmmyyyy(row.createdAt) ?? "",
        revokedOn: ddmmyyyy(row.revokedAt),
      };
    } finally {
      // Found, revoked or unknown: the answer comes after the same minimum time.
      const wait = this.minDurationMs - (performance.now() - started);
      if (wait > 0) await sleep(wait);
    }
  }
}
