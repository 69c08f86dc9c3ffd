import path from "node:path";
import { z } from "zod";
import { parseTrustProxy, type TrustProxy } from "./http/trust-proxy.ts";

/**
 * The only module that reads process.env. A wrong value stops the start with a
 * message naming the variable, instead of failing later in a stranger place.
 */
const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATABASE_URL: z
      .string()
      .min(1)
      .refine((s) => /^(postgres(ql)?:\/\/|sqlite:|file:|:memory:$)/.test(s) || !s.includes("://"), {
        message: "must be postgres://… or a SQLite file path",
      })
      .optional(),
    SCHOOL_CODE: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,31}$/i, "must be letters, digits and dashes (at most 32)")
      .default("tvms"),
    DATA_DIR: z.string().min(1).default("data/files"),
    ADMIN_EMAIL: z.string().email("must be an e-mail address").optional(),
    ADMIN_PASSWORD: z.string().min(10, "must be at least 10 characters").optional(),
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /**
     * Tests and benchmarks only (they come from one address): multiplies the
     * per-client limits, never the per-admission-number limit or the sign-in lockout.
     */
    RATE_LIMIT_FACTOR: z.coerce.number().positive().max(1_000_000).default(1),
    /** Benchmarks and diagnosis only: `off` renders every page, never answering from the page cache. */
    PAGE_CACHE: z.enum(["on", "off"]).default("on"),
    /**
     * How long a visitor waits for a page being rendered after a change
     * before getting the previous version (stale-while-revalidate).
     */
    PAGE_STALE_WAIT_MS: z.coerce.number().int().min(0).max(10_000).default(250),
    TRUST_PROXY: z
      .string()
      .default("false")
      .transform((s, ctx) => {
        const parsed = parseTrustProxy(s);
        if (typeof parsed === "string") {
          ctx.addIssue({ code: "custom", message: parsed });
          return z.NEVER;
        }
        return parsed;
      }),
    /**
     * The address visitors use, e.g. https://www.school.example. With it the
     * Origin check of staff changes compares against it (never forwarded
     * headers), and https turns on HSTS and Secure cookies.
     */
    PUBLIC_ORIGIN: z
      .string()
      .transform((s, ctx) => {
        try {
          const u = new URL(s);
          if ((u.protocol === "https:" || u.protocol === "http:") && (u.pathname === "/" || u.pathname === ""))
            if (!u.search && !u.hash && !u.username) return u.origin;
        } catch {}
        ctx.addIssue({ code: "custom", message: "must be an origin such as https://www.school.example (no path)" });
        return z.NEVER;
      })
      .optional(),
    /** Folder of the site build (default build/). */
    BUILD_DIR: z.string().min(1).default("build"),
    /** Seconds between SIGTERM (readiness fails at once) and closing the listener. */
    DRAIN_SECONDS: z.coerce.number().min(0).max(600).default(5),
    /** Port of the separate Prometheus listener (/metrics); off when unset. */
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    /** PostgreSQL: give up opening a connection after this many milliseconds. */
    DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
    /** PostgreSQL: the server cancels a statement running longer than this many milliseconds. */
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
    /**
     * Redis shared by every instance (redis://[:password@]host:port[/db]):
     * rate limits, form windows and cache invalidation. Unset: one instance
     * keeps them in its own memory, as before.
     */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, "must be redis://host:port or rediss://host:port")
      .optional(),
    /** A running job whose worker stopped (process killed) is taken over after this many seconds. */
    JOB_TAKEOVER_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
    /**
     * Files in an S3-compatible bucket instead of DATA_DIR. The SDK reads the
     * credentials itself (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, a profile or a role).
     */
    S3_BUCKET: z.string().min(3).max(63).optional(),
    /** MinIO, Cloudflare R2 or another S3-compatible server; unset for AWS S3. */
    S3_ENDPOINT: z
      .string()
      .regex(/^https?:\/\/[^/\s]+\/?$/, "must be an address such as https://ACCOUNT.r2.cloudflarestorage.com")
      .optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    /** Bucket in the path (http://host/bucket/key) rather than the host name: MinIO needs it. */
    S3_FORCE_PATH_STYLE: z.enum(["true", "false", "1", "0"]).default("false"),
    /** PostgreSQL used by the repository tests. */
    TEST_DATABASE_URL: z.string().default("postgres://postgres:postgres@127.0.0.1:5432/postgres"),
    /**
     * End-to-end tests only: `1` lets POST /api/test/clock move the clock that
     * decides when scheduled items go live (server/ops/test-clock.ts). Refused
     * with NODE_ENV=production (below), so a live site can never have it.
     */
    TEST_CLOCK: z.enum(["0", "1"]).default("0"),
  })
  .refine((e) => !(e.TEST_CLOCK === "1" && e.NODE_ENV === "production"), {
    message: "TEST_CLOCK=1 is for tests only and cannot be used with NODE_ENV=production",
    path: ["TEST_CLOCK"],
  })
  .refine((e) => Boolean(e.ADMIN_EMAIL) === Boolean(e.ADMIN_PASSWORD), {
    message: "ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
    path: ["ADMIN_PASSWORD"],
  });

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  schoolCode: string;
  dataDir: string;
  admin: { email: string; password: string } | null;
  env: "development" | "production" | "test";
  logLevel: string;
  rateLimitFactor: number;
  /** PAGE_CACHE (benchmarks, diagnosis): false renders every page (x-page-cache: off). */
  pageCache: boolean;
  /** PAGE_STALE_WAIT_MS: the most a visitor waits for a fresh render when an older copy can be shown. */
  pageStaleWaitMs: number;
  /** TEST_CLOCK=1 (end-to-end tests, never production): the scheduling clock can be moved over HTTP. */
  testClock: boolean;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses/CIDRs (never `true`). */
  trustProxy: TrustProxy;
  /** e.g. https://www.school.example; null when not configured. */
  publicOrigin: string | null;
  buildDir: string;
  testDatabaseUrl: string;
  /** Seconds /readyz answers 503 after SIGTERM before the listener closes. */
  drainSeconds: number;
  /** Port of the /metrics listener; null when metrics are off. */
  metricsPort: number | null;
  db: { connectTimeoutMs: number; statementTimeoutMs: number };
  /** REDIS_URL; null: state stays in this process. */
  redisUrl: string | null;
  /** Milliseconds before another worker takes over a job whose worker died. */
  jobTakeoverMs: number;
  /** The bucket for files (S3_BUCKET); null keeps them in dataDir. */
  s3: {
    bucket: string;
    endpoint: string | null;
    region: string;
    forcePathStyle: boolean;
    /** Tests only: production leaves credentials to the SDK's usual chain. */
    credentials?: { accessKeyId: string; secretAccessKey: string };
  } | null;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(stripEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".") || "environment"}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL ?? path.resolve("data/site.db"),
    schoolCode: e.SCHOOL_CODE,
    dataDir: path.resolve(e.DATA_DIR),
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD } : null,
    env: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    rateLimitFactor: e.RATE_LIMIT_FACTOR,
    pageCache: e.PAGE_CACHE === "on",
    pageStaleWaitMs: e.PAGE_STALE_WAIT_MS,
    testClock: e.TEST_CLOCK === "1" && e.NODE_ENV !== "production",
    trustProxy: e.TRUST_PROXY,
    publicOrigin: e.PUBLIC_ORIGIN ?? null,
    buildDir: path.resolve(e.BUILD_DIR),
    testDatabaseUrl: e.TEST_DATABASE_URL,
    drainSeconds: e.DRAIN_SECONDS,
    metricsPort: e.METRICS_PORT ?? null,
    db: { connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS, statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS },
    redisUrl: e.REDIS_URL ?? null,
    jobTakeoverMs: e.JOB_TAKEOVER_SECONDS * 1000,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT ?? null,
          region: e.S3_REGION,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === "true" || e.S3_FORCE_PATH_STYLE === "1",
        }
      : null,
  };
}

/** Test configuration: in-memory SQLite, the given data dir, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: "127.0.0.1",
    databaseUrl: ":memory:",
    schoolCode: "tvms",
    dataDir: path.resolve("data/test-files"),
    admin: null,
    env: "test",
    logLevel: "silent",
    rateLimitFactor: 1,
    pageCache: true,
    pageStaleWaitMs: 250,
    testClock: false,
    trustProxy: false,
    publicOrigin: null,
    buildDir: path.resolve("build"),
    testDatabaseUrl: loadConfig().testDatabaseUrl,
    drainSeconds: 0,
    metricsPort: null,
    db: { connectTimeoutMs: 5000, statementTimeoutMs: 15_000 },
    redisUrl: null,
    jobTakeoverMs: 600_000,
    s3: null,
    ...overrides,
  };
}

function stripEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && v !== "") out[k] = v;
  return out;
}
