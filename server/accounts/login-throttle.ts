import { createHash } from "node:crypto";
import type { Db } from "../db/client.ts";
import { clientKey } from "../http/client-key.ts";

/** Failures of one client, over all e-mail addresses, before that client is locked out of sign-in. */
const CLIENT_LOCKOUT_AFTER = 30;
/** Rows untouched this long are deleted (every lock has ended by then). */
const KEEP_MS = 24 * 60 * 60_000;
const PRUNE_EVERY_MS = 60_000;

const sha = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * Counts failed sign-ins per (e-mail, client) and per client, in the
 * database, for known and unknown addresses alike. A stranger's wrong tries
 * lock the account only for the stranger's own address (IPv6 per /64), so
 * the owner signing in from elsewhere is not locked out; one client trying
 * many addresses is stopped by its own count. The store is bounded by age,
 * never emptied at once, so no flood can reset the counts.
 */
export class LoginThrottle {
  private lastPrune = 0;

  constructor(
    private readonly db: Db,
    private readonly lockDurationMs: (failures: number, after: number) => number,
    private readonly accountAfter: number,
    /** RATE_LIMIT_FACTOR loosens the per-client count (tests sign in from one address), never the per-account one. */
    private readonly clientFactor = 1,
  ) {}

  private keys(school: string, email: string, ip: string) {
    const client = clientKey(ip);
    const subject = sha(`${school}\n${email}`);
    return [
      { key: sha(`${school}\n${email}\n${client}`), subject, after: this.accountAfter },
      {
        key: sha(`${school}\n\n${client}`),
        subject: "client",
        after: Math.max(1, Math.round(CLIENT_LOCKOUT_AFTER * this.clientFactor)),
      },
    ];
  }

  /** Seconds until this e-mail may be tried again from this client; 0 when it may. */
  async lockedFor(school: string, email: string, ip: string, now = Date.now()): Promise<number> {
    const keys = this.keys(school, email, ip).map((k) => k.key);
    const rows = await this.db.selectFrom("loginFailures").select(["lockedUntil"]).where("key", "in", keys).execute();
    let until = 0;
    for (const r of rows) if (r.lockedUntil) until = Math.max(until, Date.parse(r.lockedUntil));
    return until > now ? Math.max(1, Math.ceil((until - now) / 1000)) : 0;
  }

  /** Counts one failure; returns the failures of this e-mail from this client so far. */
  async fail(school: string, email: string, ip: string, now = Date.now()): Promise<number> {
    let accountFailures = 0;
    for (const k of this.keys(school, email, ip)) {
      const row = await this.db
        .selectFrom("loginFailures")
        .select(["failures"])
        .where("key", "=", k.key)
        .executeTakeFirst();
      const failures = (row?.failures ?? 0) + 1;
      if (k.subject !== "client") accountFailures = failures;
      const lock = this.lockDurationMs(failures, k.after);
      const values = {
        failures,
        lockedUntil: lock ? new Date(now + lock).toISOString() : null,
        lastAt: new Date(now).toISOString(),
      };
      await this.db
        .insertInto("loginFailures")
        .values({ key: k.key, subject: k.subject, ...values })
        .onConflict((oc) => oc.column("key").doUpdateSet(values))
        .execute();
    }
    await this.prune(now);
    return accountFailures;
  }

  /** A right password clears this e-mail's count from this client. */
  async succeed(school: string, email: string, ip: string): Promise<void> {
    const [account] = this.keys(school, email, ip);
    await this.db.deleteFrom("loginFailures").where("key", "=", account.key).execute();
  }

  /** A new password (set-password link) clears the account's counts from every client. */
  async clearAccount(school: string, email: string): Promise<void> {
    await this.db
      .deleteFrom("loginFailures")
      .where("subject", "=", sha(`${school}\n${email}`))
      .execute();
  }

  private async prune(now: number): Promise<void> {
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    await this.db
      .deleteFrom("loginFailures")
      .where("lastAt", "<", new Date(now - KEEP_MS).toISOString())
      .execute();
  }
}
