import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { styleInliner } from "./finish-page.ts";
import { pageApp } from "./page-test-helpers.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "inline-css-"));
fs.mkdirSync(path.join(dir, "assets"));
fs.writeFileSync(path.join(dir, "assets", "site-abc.css"), "body{color:red}");
fs.writeFileSync(path.join(dir, "assets", "big-abc.css"), `a{color:blue}${" ".repeat(60 * 1024)}`);
fs.writeFileSync(path.join(dir, "assets", "odd-abc.css"), 'a::after{content:"</style>"}');
fs.writeFileSync(path.join(dir, "secret.css"), "nope");
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const inline = styleInliner(dir);
const run = (html: string) => inline(html);

describe("stylesheets inlined into public pages", () => {
  it("replaces a small stylesheet link, with or without a nonce, by its text", () => {
    expect(run('<head><link nonce="n1" rel="stylesheet" href="/assets/site-abc.css"/></head>')).toBe(
      "<head><style>body{color:red}</style></head>",
    );
    expect(run('<link rel="stylesheet" href="/assets/site-abc.css"/>')).toBe("<style>body{color:red}</style>");
  });

  it("inlines the stylesheets of lazily loaded parts too, which React Router writes with a trailing #", () => {
    expect(run('<link nonce="n1" rel="stylesheet" href="/assets/site-abc.css#"/>')).toBe(
      "<style>body{color:red}</style>",
    );
  });

  it("keeps links it cannot or must not inline: large, missing, unsafe, outside assets", () => {
    for (const html of [
      '<link rel="stylesheet" href="/assets/big-abc.css"/>',
      '<link rel="stylesheet" href="/assets/missing.css"/>',
      '<link rel="stylesheet" href="/assets/odd-abc.css"/>',
      '<link rel="stylesheet" href="/assets/../secret.css"/>',
    ]) {
      expect(run(html)).toBe(html);
    }
  });

  it("leaves a page without stylesheet links as it is", () => {
    const page = "<p>hello</p>";
    expect(inline(page)).toBe(page);
  });
});

describe("rendered pages compressed in one piece", () => {
  it("sends a freshly rendered page as brotli or gzip as the browser takes them, and as it is otherwise", async () => {
    const app = await pageApp({ pageCache: false });
    try {
      const get = (encoding?: string) =>
        app.inject({
          method: "GET",
          url: "/admission-enquire",
          headers: encoding ? { "accept-encoding": encoding } : {},
        });
      const br = await get("gzip, deflate, br");
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers.vary).toContain("Accept-Encoding");
      const page = zlib.brotliDecompressSync(br.rawPayload).toString();
      expect(page).toContain("Admission enquiry. Admission enquiry.");
      expect(br.rawPayload.length).toBeLessThan(page.length / 4);

      const gz = await get("gzip");
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain("Admission enquiry. Admission enquiry.");

      const plain = await get();
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body).toContain("Admission enquiry. Admission enquiry.");
      // A small page gains nothing from it.
      const small = await app.inject({ method: "GET", url: "/news", headers: { "accept-encoding": "br" } });
      expect(small.headers["content-encoding"]).toBeUndefined();
      expect(small.body).toContain("<p>/news</p>");
    } finally {
      await app.close();
    }
  });
});
