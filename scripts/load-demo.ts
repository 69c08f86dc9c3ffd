import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { importContent } from "../server/content/import-content.ts";
import type { Services } from "../server/services.ts";
import { generateDemoContent } from "./demo/generate-demo.ts";

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
  if (total > 0 || photos) return null;
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
        pages: services.pages,
        // No AVIF for the ~700 placeholder photos: it would keep a core busy
        // for minutes after the first start. The school's own imports and
        // uploads get AVIF copies.
      },
      json,
      { replace: true, defaultSchool: services.config.schoolCode, forceSchool: services.config.schoolCode },
    );
    return { ...summary, ms: Date.now() - started };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
