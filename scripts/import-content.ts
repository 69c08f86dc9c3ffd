// npm run import -- FILE.json [--replace]
// Loads a content file into the database named by DATABASE_URL (see README).
// The images' AVIF copies are queued, not made here: encoding them takes
// about a second of CPU per image (13 minutes for the 710 files of the demo's
// export), while the site serves every image without them (WebP, and the
// original). The server's background worker makes them after the import.
import { ConfigError, loadConfig } from "../server/config.ts";
import { ImportError, importContent } from "../server/content/import-content.ts";
import { queueAvif } from "../server/jobs/background.ts";
import { createServices } from "../server/services.ts";

async function main() {
  const args = process.argv.slice(2);
  const replace = args.includes("--replace");
  const files = args.filter((a) => !a.startsWith("--"));
  if (files.length !== 1) {
    console.error("Usage: npm run import -- FILE.json [--replace]");
    process.exit(2);
  }
  const config = loadConfig();
  const services = await createServices(config);
  const queued: Promise<boolean>[] = [];
  try {
    const summary = await importContent(
      {
        db: services.database.db,
        content: services.content,
        files: services.files,
        schools: services.schools,
        profiles: services.profiles,
        // Queued in the database: a running server's worker or this command does them.
        onImage: (id, school) => void queued.push(queueAvif(services, id, school)),
        pages: services.pages,
      },
      files[0],
      { replace, defaultSchool: config.schoolCode },
    );
    console.log(`Imported into school "${summary.schoolCode}":`);
    for (const [kind, n] of Object.entries(summary.counts)) console.log(`  ${kind}: ${n}`);
    console.log(`  new files stored: ${summary.files}`);
    await Promise.all(queued);
    if (queued.length)
      console.log(`AVIF copies of ${queued.length} images are queued: the server makes them in the background.`);
    console.log("Done.");
  } finally {
    await services.close();
  }
}

main().catch((e) => {
  if (e instanceof ImportError || e instanceof ConfigError) {
    console.error(e.message);
    process.exit(1);
  }
  console.error(e);
  process.exit(1);
});
