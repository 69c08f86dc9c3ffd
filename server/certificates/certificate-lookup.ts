import { createHash, randomBytes } from "node:crypto";
import type { Readable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import {
  CertificateLookupInput,
  type CertificateLookupOutcome,
  certificateNumberDayMessage,
  certificateRateMessage,
  fieldErrors,
  normalizeAdmissionNo,
  normalizeStudentName,
  TC_LIMIT,
  TC_LINK_TTL_MS,
  TC_MIN_DURATION_MS,
  TC_NUMBER_DAY_LIMIT,
} from "../../contract/enquiry.ts";
import type { Db } from "../db/client.ts";
import { clientKey } from "../http/client-key.ts";
import { FixedWindowLimiter } from "../http/fixed-window.ts";
import type { WindowStore } from "../shared/window-store.ts";
import type { FileStore } from "../storage/file-store.ts";
import { CertificateRepository } from "./certificate-repository.ts";

/** The path prefix of certificate downloads: /api/image/tc/{token}. */
const CERTIFICATE_LINK_PREFIX = "tc/";
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Transfer certificate lookups. A hit hands out a random path that opens the
 * certificate for a few minutes; the file itself lives under private/ and has
 * no address of its own. Every lookup is logged, limited per client and per
 * admission number, and takes the same minimum time whether it hits or not.
 *
 * The client is checked first, and a refused try counts nowhere else, so a
 * client over its own limit cannot lock other children's numbers. The
 * per-number window counts only wrong names from allowed clients; while it
 * is full a wrong name gets 429, but the right name still opens the
 * certificate (and clears the count), so nobody else's wrong tries can keep
 * a parent out. Guessing stays bounded by the per-client limit (IPv6 counted
 * per /64) and the minimum answer time.
 *
 * But while the short window is full, 429 for a wrong name and 200 for the
 * right one still tell a guesser with many addresses which name is right. So
 * every wrong name from an allowed client also counts in a day's window per
 * number (TC_NUMBER_DAY_LIMIT, 20): once it is full, every name of that
 * number, the right one too, is refused until the window ends. That is the
 * total cap on guesses; its price is that someone who knows a number can
 * block the online lookup of that one certificate for a day, and the message
 * sends the parent to the school office.
 */
export class CertificateLookup {
  private readonly ipLimiter: FixedWindowLimiter;
  private readonly admissionLimiter: FixedWindowLimiter;
  private readonly admissionDayLimiter: FixedWindowLimiter;
  private readonly certificates: CertificateRepository;

  constructor(
    db: Db,
    private readonly store: FileStore,
    opts: {
      minDurationMs?: number;
      limit?: { max: number; windowMs: number };
      ipFactor?: number;
      /** Where the counts live (Redis with REDIS_URL, so every instance shares them). */
      windows?: WindowStore;
    } = {},
    private readonly minDurationMs = opts.minDurationMs ?? TC_MIN_DURATION_MS,
  ) {
    const limit = opts.limit ?? TC_LIMIT;
    // The per-client limit follows RATE_LIMIT_FACTOR (tests and load runs come
    // from one address); the per-admission-number limit never does, so
    // guessing one child's number stays slow whatever the setting.
    this.ipLimiter = new FixedWindowLimiter(
      "tc-client",
      Math.round(limit.max * (opts.ipFactor ?? 1)),
      limit.windowMs,
      opts.windows,
    );
    this.admissionLimiter = new FixedWindowLimiter("tc-number", limit.max, limit.windowMs, opts.windows);
    this.admissionDayLimiter = new FixedWindowLimiter(
      "tc-number-day",
      TC_NUMBER_DAY_LIMIT.max,
      TC_NUMBER_DAY_LIMIT.windowMs,
      opts.windows,
    );
    this.certificates = new CertificateRepository(db);
  }

  async lookup(school: string, body: unknown, meta: { clientIp: string }): Promise<CertificateLookupOutcome> {
    const parsed = CertificateLookupInput.safeParse(body);
    if (!parsed.success) return { status: "invalid", errors: fieldErrors(parsed.error) };
    const admission = normalizeAdmissionNo(parsed.data.admission);
    const byClient = await this.ipLimiter.take(school, [`ip:${clientKey(meta.clientIp)}`]);
    if (!byClient.ok) {
      return {
        status: "rate-limited",
        retryAfter: byClient.retryAfter,
        message: certificateRateMessage(byClient.retryAfter),
      };
    }
    const numberKey = `admission:${school}:${admission}`;

    const started = performance.now();
    try {
      // Once the day's guesses are spent, no name is even compared.
      const dayWait = await this.admissionDayLimiter.blocked(school, [numberKey]);
      const wanted = normalizeStudentName(parsed.data.name);
      const rows = dayWait > 0 ? [] : await this.certificates.liveByAdmission(school, admission);
      const match = rows.find((r) => normalizeStudentName(r.studentName) === wanted);
      let wait = 0;
      if (match) await this.admissionLimiter.forget(school, numberKey);
      else if (dayWait === 0) {
        await this.admissionDayLimiter.take(school, [numberKey]);
        wait = await this.admissionLimiter.blocked(school, [numberKey]);
        if (wait === 0) await this.admissionLimiter.take(school, [numberKey]);
      }
      const now = Date.now();
      // 256 random bits; only the hash is stored, so the log cannot be replayed.
      const token = match ? randomBytes(32).toString("base64url") : null;
      await this.certificates.logLookup({
        schoolCode: school,
        admissionNo: admission,
        found: match ? 1 : 0,
        clientIp: meta.clientIp.slice(0, 64),
        at: new Date(now).toISOString(),
        tokenHash: token ? hashToken(token) : null,
        certificateId: match?.id ?? null,
        expiresAt: token ? new Date(now + TC_LINK_TTL_MS).toISOString() : null,
      });
      if (dayWait > 0)
        return { status: "rate-limited", retryAfter: dayWait, message: certificateNumberDayMessage(dayWait) };
      if (wait > 0) return { status: "rate-limited", retryAfter: wait, message: certificateRateMessage(wait) };
      return token ? { status: "found", data: `${CERTIFICATE_LINK_PREFIX}${token}` } : { status: "not-found" };
    } finally {
      // Hits and misses alike end at the same minimum time.
      const left = this.minDurationMs - (performance.now() - started);
      if (left > 0) await sleep(left);
    }
  }

  /** The certificate file a live token opens, or null (unknown, expired or revoked). */
  async open(token: string): Promise<{ stream: Readable; size: number; id: string } | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const row = await this.certificates.byTokenHash(hashToken(token));
    if (!row?.expiresAt || row.expiresAt <= new Date().toISOString()) return null;
    const file = await this.store.open(row.file, { allowPrivate: true });
    return file ? { stream: file.stream, size: file.size, id: row.file } : null;
  }
}
