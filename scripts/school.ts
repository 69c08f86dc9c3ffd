// npm run school -- add CODE --name "NAME" --host HOST [--admin-email E] [--demo]
// npm run school -- list
// The schools of this deployment (DATABASE_URL) and the host names that show each.
import { ConfigError, loadConfig } from "../server/config.ts";
import { loadDemo } from "../server/demo/load-demo.ts";
import {
  addSchool,
  formatSchoolList,
  listSchools,
  parseSchoolCommand,
  SchoolCommandError,
  USAGE,
} from "../server/schools/school-admin.ts";
import { createServices } from "../server/services.ts";

async function main(): Promise<number> {
  const command = parseSchoolCommand(process.argv.slice(2));
  if (command.command === "help") {
    console.log(USAGE);
    return 0;
  }
  if (command.command === "error") {
    console.error(`${command.message}\n\n${USAGE}`);
    return 2;
  }
  const services = await createServices(loadConfig());
  try {
    if (command.command === "list") {
      console.log(formatSchoolList(await listSchools(services)));
      return 0;
    }
    const added = await addSchool(services, command, async (s, school) => {
      console.log("Loading the demo content …");
      await loadDemo(s, school);
    });
    console.log(`Added ${added.code} (${added.name}), shown at ${added.hosts.join(", ")}.`);
    if (added.demo) console.log("The demo content is loaded; the school replaces it in the staff area.");
    if (added.admin) {
      console.log(`Admin ${added.admin.email}: send this one-time link to set a password (works for 72 hours, once):`);
      console.log(`  ${added.admin.setPasswordUrl}`);
    }
    console.log("Running servers show the new host within a few seconds.");
    await services.images.idle();
    return 0;
  } catch (e) {
    if (e instanceof SchoolCommandError) {
      console.error(e.message);
      return 1;
    }
    throw e;
  } finally {
    await services.close();
  }
}

try {
  process.exitCode = await main();
} catch (e) {
  console.error(e instanceof ConfigError ? e.message : e);
  process.exitCode = 1;
}
