import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { styleInliner } from "./page-handler.ts";

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
