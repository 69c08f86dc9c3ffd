import fs from "node:fs";
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
});
