// npm test: every check and every test, as CI runs them (.ci/run).
//
// Two lanes run side by side, then the browser journeys:
//   checks: typecheck → lint → unused exports → the version-sensitive unit tests on Node 24
//   unit:   the whole unit and API suite on this machine's Node
//   then:   build → public JS budget → browser journeys against the built server on Node 24
// Why lanes: the unit suite spends much of its time waiting (servers, timers, PostgreSQL), so on a
// 2-core machine the type checker (one core) fits in its gaps: run one after the other they took
// about 7 of CI's 27 minutes. Nothing in one lane writes what the other reads (the type checker's
// route types are only erased from tests; tests write their own temporary folders and databases).
// A failure in either lane stops the run before the build; both lanes finish first, so one run
// reports every failing check.
import { spawn } from "node:child_process";

const NODE24_UNIT = ["server/db", "server/web", "server/ops", "server/http", "server/storage"];

const lanes = {
  checks: [
    ["run", "typecheck"],
    ["run", "lint"],
    ["run", "check:exports"],
    ["run", "test:node24", "--", ...NODE24_UNIT],
  ],
  unit: [["run", "test:unit"]],
};
const after = [
  ["run", "build"],
  ["run", "check:budget"],
  ["run", "test:e2e:node24"],
];

/** Runs `npm <args>`, each output line prefixed with the lane's name; resolves to the exit code. */
function npm(args, lane) {
  return new Promise((resolve) => {
    const child = spawn("npm", args, { stdio: lane ? ["ignore", "pipe", "pipe"] : "inherit" });
    if (lane) {
      for (const [stream, out] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        let rest = "";
        stream.setEncoding("utf8");
        stream.on("data", (chunk) => {
          const lines = (rest + chunk).split("\n");
          rest = lines.pop() ?? "";
          for (const line of lines) out.write(`[${lane}] ${line}\n`);
        });
        stream.on("end", () => rest && out.write(`[${lane}] ${rest}\n`));
      }
    }
    child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function runLane(name, steps) {
  for (const args of steps) {
    const started = Date.now();
    const code = await npm(args, name);
    const took = Math.round((Date.now() - started) / 1000);
    console.log(`[${name}] npm ${args.join(" ")}: ${code === 0 ? "passed" : `FAILED (exit ${code})`} in ${took} s`);
    if (code !== 0) return `npm ${args.join(" ")}`;
  }
  return null;
}

const started = Date.now();
const failed = (await Promise.all(Object.entries(lanes).map(([name, steps]) => runLane(name, steps)))).filter(
  (f) => f !== null,
);
if (failed.length > 0) {
  console.error(`\nnpm test failed: ${failed.join("; ")}`);
  process.exit(1);
}
for (const args of after) {
  const code = await npm(args, null);
  if (code !== 0) {
    console.error(`\nnpm test failed: npm ${args.join(" ")} (exit ${code})`);
    process.exit(code);
  }
}
console.log(`\nnpm test passed in ${Math.round((Date.now() - started) / 60_000)} min`);
