// npm run export -- DIR
// Writes the whole school (DIR/content.json in the import format, plus its
// files beside it) from the database named by DATABASE_URL (see README).
import { ConfigError, loadConfig } from "../server/config.ts";
import { exportSchool } from "../server/content/export-content.ts";
import { createServices } from "../server/services.ts";

async function main() {
  const dirs = process.argv.slice(2).filter((a) => !a.startsWith("--"));
  if (dirs.length !== 1) {
    console.error("Usage: npm run export -- DIR");
    process.exit(2);
  }
  const services = await createServices(loadConfig());
  try {
    const summary = await exportSchool(services, dirs[0], { school: services.config.schoolCode });
    console.log(`Exported to ${summary.jsonPath}:`);
    for (const [key, n] of Object.entries(summary.counts)) console.log(`  ${key}: ${n}`);
    console.log(`  files: ${summary.files}`);
    console.log("Read it back with: npm run import -- <that file> --replace");
  } finally {
    await services.close();
  }
}

main().catch((e) => {
  if (e instanceof ConfigError) {
    console.error(e.message);
    process.exit(1);
  }
  console.error(e);
  process.exit(1);
});
