import { type Config, ConfigError, loadConfig } from "../server/config.ts";

/**
 * The frame of `npm run backup` and `npm run restore`: the archive FILE from
 * the arguments (the usage and exit 2 without one), the configuration, and
 * exit 2 with its message for a configuration error, exit 1 with
 * "{what} failed: …" for any other failure.
 */
export async function archiveCommand(
  usage: string,
  what: string,
  run: (config: Config, file: string, bucket: string | null) => Promise<void>,
): Promise<void> {
  const file = process.argv.slice(2).find((a) => !a.startsWith("--"));
  if (!file) {
    console.error(usage);
    process.exit(2);
  }
  try {
    const config = loadConfig();
    await run(config, file, config.s3?.bucket ?? null);
  } catch (e) {
    console.error(e instanceof ConfigError ? e.message : `${what} failed: ${(e as Error).message}`);
    process.exit(e instanceof ConfigError ? 2 : 1);
  }
}
