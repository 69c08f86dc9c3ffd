import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freePort, waitForOk } from "./ports.ts";
import { stopChild } from "./server.ts";

const NGINX_BIN = process.env.NGINX_BIN ?? "/usr/sbin/nginx";

interface RunningNginx {
  /** Base URL, e.g. http://127.0.0.1:40124 */
  url: string;
  pid: number;
  dir: string;
  stop(): Promise<void>;
}

/**
 * Starts nginx (Debian package nginx-light) in the foreground as an ordinary
 * child process: generated configuration, pid, logs and temp folders all in
 * a temporary folder, one worker (like the single Node.js process it is
 * compared with), no access log. `files` maps URL paths ("api/news/tvms") to
 * their bytes, served with Content-Type application/json.
 */
export async function startNginx(files: Record<string, string | Buffer>): Promise<RunningNginx> {
  if (!existsSync(NGINX_BIN)) {
    throw new Error(
      `nginx not found at ${NGINX_BIN}: install it (Debian/Ubuntu: apt-get install -y nginx-light) or set NGINX_BIN to an nginx binary`,
    );
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "bench-nginx-"));
  const root = path.join(dir, "root");
  for (const [urlPath, data] of Object.entries(files)) {
    const target = path.join(root, urlPath);
    if (!target.startsWith(root + path.sep)) throw new Error(`bad path: ${urlPath}`);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, data);
  }
  // Run as root, nginx's worker drops to "nobody": it must be able to read the files.
  await chmodTree(dir);
  const port = await freePort();
  const conf = path.join(dir, "nginx.conf");
  const tmp = (name: string) => path.join(dir, name);
  await fs.writeFile(
    conf,
    `daemon off;
worker_processes 1;
pid ${tmp("nginx.pid")};
error_log ${tmp("error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${tmp("body")};
  proxy_temp_path ${tmp("proxy")};
  fastcgi_temp_path ${tmp("fastcgi")};
  uwsgi_temp_path ${tmp("uwsgi")};
  scgi_temp_path ${tmp("scgi")};
  server {
    listen 127.0.0.1:${port};
    location / { root ${root}; default_type application/json; }
  }
}
`,
  );
  const child = spawn(NGINX_BIN, ["-e", tmp("error.log"), "-p", dir, "-c", conf], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (d) => {
    stderr += d;
  });
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", async (code) => {
      const log = await fs.readFile(tmp("error.log"), "utf8").catch(() => "");
      reject(new Error(`nginx exited with ${code}\n${stderr}${log}`));
    }),
  );
  exited.catch(() => {});
  const url = `http://127.0.0.1:${port}`;
  const first = Object.keys(files)[0] ?? "";
  try {
    await Promise.race([waitForOk(`${url}/${first}`, 15_000), exited]);
  } catch (e) {
    await stopChild(child);
    await fs.rm(dir, { recursive: true, force: true });
    throw e;
  }
  return {
    url,
    pid: child.pid as number,
    dir,
    stop: async () => {
      // nginx treats SIGTERM as "fast shutdown"; SIGQUIT would wait for keep-alive connections.
      await stopChild(child);
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

async function chmodTree(dir: string): Promise<void> {
  await fs.chmod(dir, 0o755);
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) await chmodTree(p);
    else await fs.chmod(p, 0o644);
  }
}
