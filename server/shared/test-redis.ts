import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";

/** Where Debian's redis-server package puts the binary (.ci/run installs it). */
const REDIS_SERVER = "/usr/bin/redis-server";

/** A free loopback port (closed again at once; the caller binds it next). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * A private redis-server for one test file, on its own port, without any
 * disk files. Missing binary: a clear failure, never a skipped test.
 */
export async function startRedis(port?: number): Promise<{
  url: string;
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
}> {
  if (!fs.existsSync(REDIS_SERVER)) {
    throw new Error(
      `${REDIS_SERVER} is missing: install Debian's redis-server package (bash .ci/run does: apt-get install redis-server).`,
    );
  }
  const p = port ?? (await freePort());
  const child = spawn(REDIS_SERVER, ["--port", String(p), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGKILL");
    await exited;
  };
  const started = Date.now();
  while (!(await answers(p))) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode} on port ${p}`);
    if (Date.now() - started > 5000) {
      await stop();
      throw new Error(`redis-server did not answer on port ${p} within 5 s`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url: `redis://127.0.0.1:${p}`, port: p, process: child, stop };
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(port, "127.0.0.1");
    s.once("connect", () => {
      s.write("PING\r\n");
    });
    s.once("data", (d) => {
      s.destroy();
      resolve(d.toString().startsWith("+PONG"));
    });
    s.once("error", () => resolve(false));
  });
}
