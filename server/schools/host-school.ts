import type { FastifyInstance } from "fastify";
import type { Db } from "../db/client.ts";

declare module "fastify" {
  interface FastifyRequest {
    /**
     * The school this request is for: the one whose host the visitor used
     * (the hosts table), else SCHOOL_CODE. Set before any route runs.
     */
    school: string;
  }
}

/** How long the host list is trusted before it is read again (`npm run school` runs in another process). */
const HOSTS_RECHECK_MS = 5000;
/**
 * A host the list does not know may be a school just added: the list is
 * read again before answering it, but at most this often, so a stream of
 * made-up Host headers costs one small query a second, not one each.
 */
const UNKNOWN_HOST_RECHECK_MS = 1000;

/** A Host header's name as the hosts table keeps it: lower case, no port, no final dot. */
export function normalizeHost(host: string): string {
  let name = host.trim().toLowerCase();
  if (name.startsWith("[")) name = name.slice(0, name.indexOf("]") + 1);
  else name = name.split(":", 1)[0];
  return name.endsWith(".") ? name.slice(0, -1) : name;
}

/**
 * Host name → school code, from the hosts table. The whole table (one row
 * per site name: small) is held in memory and read again at most every
 * `recheckMs` in the background, so a request costs one map lookup. A host
 * the list does not know is read for before it is answered (at most once
 * every `unknownRecheckMs`), so the first visit to a host just added by
 * `npm run school` gets its own school on every instance, however long the
 * instance was idle. When a re-read fails (database away) the last list
 * keeps serving.
 */
export class HostSchools {
  private hosts: Map<string, string> | null = null;
  private readAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<Map<string, string>> | null = null;

  constructor(
    private readonly db: Db,
    private readonly defaultSchool: string,
    private readonly recheckMs = HOSTS_RECHECK_MS,
    private readonly unknownRecheckMs = UNKNOWN_HOST_RECHECK_MS,
  ) {}

  /** The school of a host name (any case, with or without port). */
  async schoolOf(host: string, now = Date.now()): Promise<string> {
    const name = normalizeHost(host);
    let hosts = this.hosts;
    if (!hosts) hosts = await this.read();
    else if (!hosts.has(name) && now - this.readAt >= this.unknownRecheckMs) {
      // The last list keeps answering when the database is away.
      hosts = await this.read().catch(() => hosts as Map<string, string>);
    } else if (now - this.readAt >= this.recheckMs) this.read().catch(() => {});
    return hosts.get(name) ?? this.defaultSchool;
  }

  /** True when the host name is in the hosts table (as last read). */
  isListed(host: string): boolean {
    return this.hosts?.has(normalizeHost(host)) ?? false;
  }

  /** The first host name listed for a school (as last read), if it has one: its own name. */
  firstHostOf(school: string): string | undefined {
    for (const [host, code] of this.hosts ?? []) if (code === school) return host;
    return undefined;
  }

  /** Forgets the list: the next request reads it again (after a change in this process). */
  invalidate(): void {
    this.hosts = null;
    this.readAt = Number.NEGATIVE_INFINITY;
  }

  private read(): Promise<Map<string, string>> {
    this.reading ??= (async () => {
      try {
        const rows = await this.db.selectFrom("hosts").select(["host", "schoolCode"]).execute();
        const hosts = new Map(rows.map((r) => [r.host, r.schoolCode]));
        this.hosts = hosts;
        this.readAt = Date.now();
        return hosts;
      } finally {
        this.reading = null;
      }
    })();
    return this.reading;
  }
}

/**
 * Puts the host's school on every request (`req.school`). The host is the
 * one the client asked for: X-Forwarded-Host counts only from a trusted
 * proxy (TRUST_PROXY), as Fastify's `req.hostname` does.
 */
export function registerHostSchool(app: FastifyInstance, hosts: HostSchools): void {
  app.decorateRequest("school", "");
  app.addHook("onRequest", async (req, reply) => {
    try {
      req.school = await hosts.schoolOf(req.hostname);
    } catch (err) {
      // Liveness and readiness answer without a school; the rest cannot guess one.
      if (/^\/(livez|readyz)(\?|$)/.test(req.url)) return;
      req.log.error({ err }, "the host list could not be read");
      return reply
        .status(503)
        .header("Retry-After", "5")
        .send({ statusCode: 503, message: "The site is not available right now. Please try again in a minute." });
    }
  });
}
