import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { DemoMarks } from "../content/demo-marks.ts";
import { importContent } from "../content/import-content.ts";
import { isUniqueViolation, withClusterLock } from "../db/cluster-lock.ts";
import type { Services } from "../services.ts";
import { loadDemoDisclosure } from "./demo-disclosure.ts";
import { generateDemoContent } from "./generate-demo.ts";

/**
 * Loads the demo content through the same import path a school uses, but
 * only into a database that has no content yet: a school's own data is never
 * overwritten by a restart.
 */
export async function loadDemoIfEmpty(services: Services, school: string) {
  const total = (
    await Promise.all(
      (["news", "event", "gallery", "highlight"] as const).map((k) => services.content.count(school, k)),
    )
  ).reduce((a, b) => a + b, 0);
  const photos = await services.database.db
    .selectFrom("pagePhotos")
    .select("id")
    .where("schoolCode", "=", school)
    .executeTakeFirst();
  // A school that imported only its profile has made the site its own too.
  if (total > 0 || photos || (await services.profiles.stored(school))) return null;
  return loadDemo(services, school);
}

/** Loads the demo into `school` (the deployment's own by default), replacing its demo kinds. */
export async function loadDemo(services: Services, school: string) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "school-demo-"));
  try {
    const started = Date.now();
    const json = await generateDemoContent(dir);
    await ownDemoIds(services, school, json);
    const summary = await importContent(
      {
        db: services.database.db,
        content: services.content,
        files: services.files,
        schools: services.schools,
        profiles: services.profiles,
        pages: services.pages,
        // No AVIF for the ~700 placeholder photos: it would keep a core busy
        // for minutes after the first start. The school's own imports and
        // uploads get AVIF copies.
      },
      json,
      { replace: true, defaultSchool: school, forceSchool: school },
    );
    await markPlaceholders(services, school, dir);
    // The demo's admission choices and CBSE numbers count as to do until staff check them (issue 26).
    await new DemoMarks(services.database.db).markAll(school);
    await loadDemoDisclosure(services, school);
    return { ...summary, ms: Date.now() - started };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/**
 * loadDemoIfEmpty for the start of an instance that may start together with
 * others on the same empty database: they load one after the other under a
 * cluster lock (the later ones then find content and skip), and a key
 * conflict with a concurrent load counts as "already loaded", not a crash.
 */
export async function loadDemoOnce(services: Services) {
  try {
    return await withClusterLock(services.database, `demo:${services.config.schoolCode}`, () =>
      loadDemoIfEmpty(services, services.config.schoolCode),
    );
  } catch (err) {
    if (isUniqueViolation(err) || isUniqueViolation((err as { cause?: unknown })?.cause)) return null;
    // SQLite: another process held the write lock past the busy timeout
    // while loading the same demo.
    if ((err as { code?: string })?.code === "SQLITE_BUSY") return null;
    throw err;
  }
}

/**
 * Marks the stored copies of the demo's pictures (same bytes, same SHA-256)
 * as placeholders, so the dashboard can count how many the school has yet
 * to replace.
 */
async function markPlaceholders(services: Services, school: string, dir: string): Promise<void> {
  const hashes: string[] = [];
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(jpe?g|png|webp)$/i.test(entry.name)) continue;
    const data = await fs.readFile(path.join(entry.parentPath, entry.name));
    hashes.push(createHash("sha256").update(data).digest("hex"));
  }
  for (let i = 0; i < hashes.length; i += 500) {
    await services.database.db
      .updateTable("files")
      .set({ placeholder: 1 })
      .where("schoolCode", "=", school)
      .where("sha256", "in", hashes.slice(i, i + 500))
      .execute();
  }
}

/** The demo's records with fixed ids (the rest get fresh ones on import). */
const FIXED_ID_TABLES = ["highlights", "galleries", "media"] as const;

/**
 * The demo names some records with fixed ids (demo-album-01 …), but ids are
 * unique across the database: when another school on it already holds them
 * (many schools on one deployment), this school's copy gets its own,
 * demo-<school>-album-01 …, instead of failing on the duplicate.
 */
export async function ownDemoIds(services: Services, school: string, jsonPath: string): Promise<void> {
  const doc = JSON.parse(await fs.readFile(jsonPath, "utf8")) as Record<string, unknown>;
  const records = Object.values(doc)
    .filter(Array.isArray)
    .flat()
    .filter((r): r is { _id: string } => typeof (r as { _id?: unknown })?._id === "string");
  const ids = records.map((r) => r._id);
  if (ids.length === 0) return;
  let taken = false;
  for (const table of FIXED_ID_TABLES) {
    const row = await services.database.db
      .selectFrom(table)
      .select("_id")
      .where("_id", "in", ids)
      .where("schoolCode", "!=", school)
      .executeTakeFirst();
    if (row) taken = true;
  }
  if (!taken) return;
  for (const r of records) r._id = r._id.replace(/^demo-/, `demo-${school}-`);
  await fs.writeFile(jsonPath, JSON.stringify(doc));
}
