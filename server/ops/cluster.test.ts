import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validEnquiry } from "../api/forms/test-helpers.ts";
import { ContentRepository } from "../content/content-repository.ts";
import { SchoolRepository } from "../content/school-repository.ts";
import { openDatabase } from "../db/client.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { DEFAULT_SCHOOL_NAME } from "../services.ts";
import { freePort, startRedis } from "../shared/test-redis.ts";
import { variantWidths } from "../storage/image-variants.ts";
import { S3FileStore } from "../storage/s3-file-store.ts";
import { multipart } from "../storage/test-files.ts";
import { adminQuery, createPgDatabase } from "./test-pg.ts";

/**
 * Two real server processes (server/main.ts --api-only: no build needed) on
 * loopback, sharing one PostgreSQL database, one Redis, one data folder and
 * an S3-protocol server (s3rver; its variables are passed for the storage
 * that uses them). Nothing here is skipped: a missing redis-server or
 * PostgreSQL fails with a message saying what to install or start.
 */

const ADMIN = { email: "cluster-admin@example.com", password: "cluster test password 1" };
const SCHOOL = "tvms";

interface Instance {
  name: string;
  port: number;
  child: ChildProcess;
  output: string[];
  url(p: string): string;
}

const children: ChildProcess[] = [];
// Whatever happens to the test run, no server process outlives it.
const killAll = () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
};
process.once("exit", killAll);

let redis: Awaited<ReturnType<typeof startRedis>>;
let database: Awaited<ReturnType<typeof createPgDatabase>>;
let s3: { close(): Promise<void> } | undefined;
let tmp: string;
let env: Record<string, string>;
let a: Instance;
let b: Instance;
let session: { cookie: string; csrfToken: string };

async function until<T>(
  ms: number,
  what: string | (() => string),
  probe: () => Promise<T | false | undefined>,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe().catch(() => false as const);
    if (value) return value;
    if (Date.now() - started > ms) throw new Error(`${typeof what === "string" ? what : what()}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

function startInstance(name: string, port: number): Instance {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts", "--api-only"], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  const output: string[] = [];
  const keep = (d: Buffer) => {
    output.push(d.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return { name, port, child, output, url: (p) => `http://127.0.0.1:${port}${p}` };
}

// Generous: two instances compile their TypeScript at once, on a busy machine too.
async function ready(i: Instance, ms = 90_000): Promise<void> {
  await until(
    ms,
    () =>
      `instance ${i.name} ready (exit ${i.child.exitCode ?? i.child.signalCode}, output: ${i.output.join("").slice(-2000)})`,
    async () => {
      if (i.child.exitCode !== null) throw new Error(`instance ${i.name} exited: ${i.output.join("")}`);
      return (await fetch(i.url("/readyz"))).status === 200;
    },
  );
}

/** A staff call with the session (stored in the database, so good on either instance). */
function staff(i: Instance, method: string, p: string, body?: unknown, headers: Record<string, string> = {}) {
  const isBuffer = Buffer.isBuffer(body);
  return fetch(i.url(p), {
    method,
    headers: {
      cookie: session.cookie,
      origin: `http://127.0.0.1:${i.port}`,
      "x-csrf-token": session.csrfToken,
      ...(body !== undefined && !isBuffer ? { "content-type": "application/json" } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : isBuffer ? new Uint8Array(body) : JSON.stringify(body),
  });
}

const newsTitles = async (i: Instance) =>
  ((await (await fetch(i.url(`/api/news/all/${SCHOOL}`))).json()) as { title: string }[]).map((n) => n.title);

/** An S3-protocol server on loopback (s3rver ships without types). */
async function startS3(port: number, directory: string) {
  // Required, not imported: s3rver ships no type declarations.
  const S3rver = createRequire(import.meta.url)("s3rver") as new (
    options: object,
  ) => { run(): Promise<unknown>; close(): Promise<void> };
  const server = new S3rver({
    port,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: "school-files" }],
  });
  await server.run();
  return server;
}

beforeAll(async () => {
  const started = Date.now();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "school-cluster-"));
  redis = await startRedis();
  try {
    database = await createPgDatabase();
  } catch (e) {
    throw new Error(
      `PostgreSQL is needed for the cluster test and is not reachable (${(e as Error).message}). Start it (bash .ci/run does) or set TEST_DATABASE_URL.`,
    );
  }
  const s3Port = await freePort();
  s3 = await startS3(s3Port, path.join(tmp, "s3"));

  // One news item before the first start: the instances find content and
  // do not load the demo (hundreds of photos, far too slow for this test).
  const handle = openDatabase(database.url);
  try {
    await migrateToLatest(handle.db);
    await new SchoolRepository(handle.db).ensure(SCHOOL, DEFAULT_SCHOOL_NAME);
    await new ContentRepository(handle.db, new SchoolRepository(handle.db)).create(SCHOOL, "news", {
      title: "Seeded before the start",
      description: "",
      fromDate: "2025-01-01",
      attachments: [],
    });
  } finally {
    await handle.close();
  }

  env = {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    DATA_DIR: path.join(tmp, "files"),
    SCHOOL_CODE: SCHOOL,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // The test is the proxy: X-Forwarded-For names the client.
    TRUST_PROXY: "1",
    RATE_LIMIT_FACTOR: "1",
    LOG_LEVEL: "info",
    DRAIN_SECONDS: "0",
    // A killed instance's job is taken over after 3 s, not the default 10 minutes.
    JOB_TAKEOVER_SECONDS: "3",
    S3_BUCKET: "school-files",
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_REGION: "us-east-1",
    S3_FORCE_PATH_STYLE: "true",
    AWS_ACCESS_KEY_ID: "S3RVER",
    AWS_SECRET_ACCESS_KEY: "S3RVER",
  };
  const [portA, portB] = [await freePort(), await freePort()];
  a = startInstance("A", portA);
  b = startInstance("B", portB);
  await Promise.all([ready(a), ready(b)]);

  const login = await fetch(a.url("/api/admin/login"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(200);
  session = {
    cookie: (login.headers.get("set-cookie") ?? "").split(";")[0],
    csrfToken: ((await login.json()) as { csrfToken: string }).csrfToken,
  };
  console.log(`cluster: set up in ${Date.now() - started} ms`);
}, 150_000);

afterAll(async () => {
  killAll();
  await Promise.all(
    children.map((c) =>
      c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once("exit", r)) : undefined,
    ),
  );
  await s3?.close().catch(() => undefined);
  await redis?.stop();
  await database?.drop().catch(() => undefined);
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
}, 30_000);

describe("two instances behind one proxy, sharing PostgreSQL, Redis and files", () => {
  it("shows content published on A on B within a second", async () => {
    // B has the list cached (and its content version) before the change.
    expect(await newsTitles(b)).toContain("Seeded before the start");
    const title = `Published on A ${Date.now()}`;
    const created = await staff(a, "POST", "/api/admin/content/news", {
      title,
      description: "",
      fromDate: "2025-03-01",
      attachments: [],
    });
    expect(created.status).toBe(201);
    const published = Date.now();
    await until(1000, "the news on B", async () => (await newsTitles(b)).includes(title));
    console.log(`cluster: news published on A showed on B after ${Date.now() - published} ms`);
  });

  it("answers the 6th enquiry from one client within a minute with 429, across A and B", async () => {
    const client = "203.0.113.7";
    const send = (i: Instance) =>
      fetch(i.url(`/api/form/${SCHOOL}/AdmissionEnquire`), {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": client },
        body: JSON.stringify(validEnquiry),
      });
    const statuses: number[] = [];
    for (const i of [a, b, a, b, a, b]) statuses.push((await send(i)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    // Another client is not held back by this one's count.
    const other = await fetch(a.url(`/api/form/${SCHOOL}/AdmissionEnquire`), {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.8" },
      body: JSON.stringify(validEnquiry),
    });
    expect(other.status).toBe(201);
  });

  it("keeps both instances up and serving after pg_terminate_backend on every connection", async () => {
    for (const i of [a, b]) expect((await fetch(i.url(`/api/events/${SCHOOL}`))).status).toBe(200);
    const { rowCount } = await adminQuery(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [database.name],
    );
    expect(rowCount).toBeGreaterThanOrEqual(2);
    const terminated = Date.now();
    for (const i of [a, b]) {
      await until(10_000, `instance ${i.name} serving again`, async () => {
        const [readyz, api] = await Promise.all([
          fetch(i.url("/readyz")),
          fetch(i.url(`/api/events/${SCHOOL}?after=${Date.now()}`)),
        ]);
        return readyz.status === 200 && api.status === 200;
      });
    }
    console.log(`cluster: both instances served again ${Date.now() - terminated} ms after the terminate`);
    expect(a.child.exitCode).toBeNull();
    expect(b.child.exitCode).toBeNull();
  });

  it("keeps serving while Redis is away, says so in /readyz, and uses Redis again when it is back", async () => {
    await redis.stop();
    const degraded = await until(5000, "a degraded note", async () => {
      const res = await fetch(b.url("/readyz"));
      const body = (await res.json()) as { status: string; degraded?: string[] };
      return res.status === 200 && body.degraded?.[0]?.startsWith("redis") ? body : false;
    });
    expect(degraded.status).toBe("ready");
    // Forms and the API answer (limits counted per instance meanwhile).
    const enquiry = await fetch(a.url(`/api/form/${SCHOOL}/AdmissionEnquire`), {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.9" },
      body: JSON.stringify(validEnquiry),
    });
    expect(enquiry.status).toBe(201);
    expect((await fetch(b.url(`/api/news/all/${SCHOOL}`))).status).toBe(200);

    redis = await startRedis(redis.port);
    await until(8000, "Redis again", async () => {
      const body = (await (await fetch(b.url("/readyz"))).json()) as { degraded?: string[] };
      return body.degraded === undefined;
    });
    // Shared counts again: a fresh client's 6th enquiry over both instances is refused.
    const statuses: number[] = [];
    for (const i of [a, b, a, b, a, b]) {
      const res = await fetch(i.url(`/api/form/${SCHOOL}/AdmissionEnquire`), {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.4" },
        body: JSON.stringify(validEnquiry),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  }, 30_000);

  it("finishes on B an AVIF job queued on A before A was killed", async () => {
    // Noise, large enough that A is still encoding when it is killed.
    const width = 1800;
    const height = 1200;
    const noise = Buffer.alloc(width * height * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + (i >> 7) * 104729) & 255;
    const photo = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
    const form = multipart([{ name: "file", filename: "noise.jpg", contentType: "image/jpeg", data: photo }]);
    const uploaded = await staff(a, "POST", "/api/admin/uploads", form.payload, form.headers);
    expect(uploaded.status).toBe(201);
    a.child.kill("SIGKILL");
    const { id } = (await uploaded.json()) as { id: string };

    const job = await until(45_000, "the AVIF job done", async () => {
      const { rows } = await adminJobQuery(`avif:${id}`);
      return rows[0]?.status === "done" ? rows[0] : false;
    });
    expect(String(job.claimedBy)).toMatch(new RegExp(`^${b.child.pid}-`));
    // The copies are in the bucket both instances share.
    const store = S3FileStore.create(
      {
        bucket: env.S3_BUCKET,
        endpoint: env.S3_ENDPOINT,
        region: env.S3_REGION,
        forcePathStyle: true,
        credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY },
      },
      SCHOOL,
    );
    for (const w of variantWidths) expect(await store.statVariant(id, w, "avif"), `AVIF ${w}`).not.toBeNull();
    expect(b.child.exitCode).toBeNull();
  }, 60_000);
});

async function adminJobQuery(key: string) {
  const c = new pg.Client({ connectionString: database.url });
  await c.connect();
  try {
    return await c.query<{ status: string; claimedBy: string | null; attempts: number }>(
      `select status, "claimedBy", attempts from jobs where key = $1`,
      [key],
    );
  } finally {
    await c.end();
  }
}
