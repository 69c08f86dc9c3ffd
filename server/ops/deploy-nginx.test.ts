import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** The example proxy config the README points to: operators copy it as it is. */
const conf = fs.readFileSync(path.join(import.meta.dirname, "../../docs/deploy/nginx.conf"), "utf8");

interface Location {
  modifier: string;
  pattern: string;
  body: string;
}

/** The `location` blocks of the HTTPS server (the one that proxies), each with its own directives. */
function locations(text: string): Location[] {
  const found: Location[] = [];
  const head = /location\s+(~\*?|=|\^~)?\s*(\S+)\s*\{/g;
  for (let m = head.exec(text); m; m = head.exec(text)) {
    let depth = 1;
    let i = head.lastIndex;
    while (depth > 0 && i < text.length) {
      if (text[i] === "{") depth++;
      else if (text[i] === "}") depth--;
      i++;
    }
    found.push({ modifier: m[1] ?? "", pattern: m[2], body: text.slice(head.lastIndex, i - 1) });
  }
  return found;
}

/** nginx's choice for a path: a regex that matches wins over the longest prefix (no `^~` used here). */
function locationFor(uri: string): Location {
  const all = locations(conf.replace(/#.*$/gm, ""));
  const regex = all.find((l) => l.modifier.startsWith("~") && new RegExp(l.pattern).test(uri));
  if (regex) return regex;
  const prefixes = all.filter((l) => !l.modifier && uri.startsWith(l.pattern));
  prefixes.sort((a, b) => b.pattern.length - a.pattern.length);
  return prefixes[0];
}

function retriesOn(location: Location): string[] {
  const m = /proxy_next_upstream\s+([^;]+);/.exec(location.body);
  return m ? m[1].trim().split(/\s+/) : ["error", "timeout"];
}

describe("docs/deploy/nginx.conf", () => {
  it("never retries a file address's 503 nor counts it against the instance (a bucket outage is not the instance's)", () => {
    for (const uri of ["/api/image/abc123.jpg", "/api/image/abc123.jpg?w=400", "/api/image/tc/token"]) {
      const location = locationFor(uri.split("?")[0]);
      expect(location.body, uri).toMatch(/proxy_pass\s+http:\/\/school;/);
      expect(retriesOn(location), uri).not.toContain("http_503");
      expect(retriesOn(location), uri).not.toContain("http_502");
    }
  });

  it("still tries the other instance for pages, the API and forms when one is shutting down (503)", () => {
    for (const uri of ["/", "/news", "/api/news/tvms", "/api/form/tvms/AdmissionEnquire"]) {
      expect(retriesOn(locationFor(uri)), uri).toContain("http_503");
    }
  });

  it("uses no directive newer than Debian 12's nginx 1.22 (`http2 on;` needs 1.25.1)", () => {
    expect(conf.replace(/#.*$/gm, "")).not.toMatch(/^\s*http2\s+on\s*;/m);
  });

  // The real check where nginx is installed (.ci/run installs it): `nginx -t`
  // on the file as shipped, with a throwaway certificate in place of Let's Encrypt's.
  const nginx = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => fs.existsSync(p));
  it.runIf(nginx)("passes `nginx -t`", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-conf-"));
    try {
      const cert = path.join(dir, "cert.pem");
      const key = path.join(dir, "key.pem");
      execFileSync(
        "openssl",
        [
          ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=test"],
          ...["-keyout", key, "-out", cert],
        ],
        { stdio: "ignore" },
      );
      const site = conf
        .replace(/ssl_certificate\s+\S+;/, `ssl_certificate ${cert};`)
        .replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${key};`);
      fs.writeFileSync(path.join(dir, "site.conf"), site);
      fs.writeFileSync(
        path.join(dir, "nginx.conf"),
        `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  access_log off;\n  include ${dir}/site.conf;\n}\n`,
      );
      const run = spawnSync(
        nginx as string,
        ["-t", "-q", "-p", dir, "-e", `${dir}/error.log`, "-c", `${dir}/nginx.conf`],
        {
          encoding: "utf8",
        },
      );
      expect(run.stderr).toBe("");
      expect(run.status).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
