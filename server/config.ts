import path from "node:path";
import { z } from "zod";

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
    /** Test and benchmark setting only: multiplies every rate limit. */
    RATE_LIMIT_FACTOR: z.coerce.number().positive().max(1_000_000).default(1),
    TRUST_PROXY: z.enum(["true", "false"]).default("false"),
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
    /** PostgreSQL used by the repository tests. */
    TEST_DATABASE_URL: z.string().default("postgres://postgres:postgres@127.0.0.1:5432/postgres"),
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
  trustProxy: boolean;
  buildDir: string;
  testDatabaseUrl: string;
  /** Seconds /readyz answers 503 after SIGTERM before the listener closes. */
  drainSeconds: number;
  /** Port of the /metrics listener; null when metrics are off. */
  metricsPort: number | null;
  db: { connectTimeoutMs: number; statementTimeoutMs: number };
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
    trustProxy: e.TRUST_PROXY === "true",
    buildDir: path.resolve(e.BUILD_DIR),
    testDatabaseUrl: e.TEST_DATABASE_URL,
    drainSeconds: e.DRAIN_SECONDS,
    metricsPort: e.METRICS_PORT ?? null,
    db: { connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS, statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS },
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
    trustProxy: false,
    buildDir: path.resolve("build"),
    testDatabaseUrl: loadConfig().testDatabaseUrl,
    drainSeconds: 0,
    metricsPort: null,
    db: { connectTimeoutMs: 5000, statementTimeoutMs: 15_000 },
    ...overrides,
  };
}

function stripEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && v !== "") out[k] = v;
  return out;
}
