import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
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
export async function loadDemoIfEmpty(services: Services) {
  const school = services.config.schoolCode;
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
  return loadDemo(services);
}

export async function loadDemo(services: Services) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "school-demo-"));
  try {
    const started = Date.now();
    const json = await generateDemoContent(dir);
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
      { replace: true, defaultSchool: services.config.schoolCode, forceSchool: services.config.schoolCode },
    );
    await markPlaceholders(services, dir);
    await loadDemoDisclosure(services);
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
      loadDemoIfEmpty(services),
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
async function markPlaceholders(services: Services, dir: string): Promise<void> {
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
      .where("schoolCode", "=", services.config.schoolCode)
      .where("sha256", "in", hashes.slice(i, i + 500))
      .execute();
  }
}
