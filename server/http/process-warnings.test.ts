import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const here = import.meta.dirname;

describe("Node's warnings in the log", () => {
  it("come out as one JSON line each, the AWS SDK's included, and nothing on stderr", async () => {
    // A process as the server starts one: warnings routed to the log, then an
    // S3 client made (the SDK warns about old Node versions on the next tick),
    // and a warning of several lines of our own for a Node without the SDK's.
    const script = `
      import { logProcessWarnings } from ${JSON.stringify(path.join(here, "process-warnings.ts"))};
      import { createS3Client } from ${JSON.stringify(path.join(here, "../storage/s3-file-store.ts"))};
      logProcessWarnings({ warn: (obj, msg) => console.log(JSON.stringify({ level: 40, ...obj, msg })) });
      createS3Client({ bucket: "b", endpoint: "http://127.0.0.1:9", region: "us-east-1", forcePathStyle: true });
      process.emitWarning("Several\\nlines\\nof text", "TestWarning");
      process.emitWarning("old API", { type: "DeprecationWarning", code: "DEP0999" });
    `;
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      cwd: path.join(here, "../.."),
      env: { ...process.env, AWS_ACCESS_KEY_ID: "x", AWS_SECRET_ACCESS_KEY: "y" },
    });
    expect(stderr).toBe("");
    const lines = stdout.trim().split("\n");
    const entries = lines.map((l) => JSON.parse(l));
    expect(entries).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: "TestWarning: Several",
        warning: expect.objectContaining({ message: "Several\nlines\nof text" }),
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({ warning: { name: "DeprecationWarning", code: "DEP0999", message: "old API" } }),
    );
    if (Number(process.versions.node.split(".")[0]) < 22) {
      expect(entries.some((e) => /NodeVersionSupportWarning/.test(e.warning?.message ?? ""))).toBe(true);
    }
  }, 30_000);
});
