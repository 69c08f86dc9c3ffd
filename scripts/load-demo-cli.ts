// npm run demo [-- --force]: loads the demo content (into an empty database,
// or replacing the demo kinds with --force).
import { loadConfig } from "../server/config.ts";
import { loadDemo, loadDemoIfEmpty } from "../server/demo/load-demo.ts";
import { createServices } from "../server/services.ts";

const services = await createServices(loadConfig());
try {
  const result = process.argv.includes("--force")
    ? await loadDemo(services, services.config.schoolCode)
    : await loadDemoIfEmpty(services, services.config.schoolCode);
  console.log(
    result ? `Demo content loaded in ${result.ms} ms.` : "The database already has content; use --force to replace it.",
  );
  await services.images.idle();
} finally {
  await services.close();
}
