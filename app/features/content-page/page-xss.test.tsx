// @vitest-environment happy-dom
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { BlockInput } from "../../../contract/page-blocks.ts";
import { isSafeHref, parseInline } from "../../../contract/page-blocks.ts";
import { BlockSchema, pageMessages, storedBlocks } from "../../../contract/pages.ts";
import { ContentBlocks } from "./content-blocks.tsx";

/** Staff text never becomes markup or script: every block type, links included. */

const SCRIPT = '<script>alert("x")</script><img src=x onerror="alert(1)">';
const BAD_LINKS = [
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "//evil.example/x",
  "/\\evil.example",
  "https://x.example/\u0000",
];

function draw(blocks: BlockInput[]) {
  return renderToString(
    <MemoryRouter initialEntries={["/page"]}>
      <ContentBlocks blocks={storedBlocks(blocks)} photos={{}} messages={[]} imageSizes={{}} />
    </MemoryRouter>,
  );
}

/** One block of each type that shows staff text, each field carrying a script. */
const everyTextBlock: BlockInput[] = [
  { type: "heading", text: SCRIPT },
  { type: "paragraph", text: `${SCRIPT} **${SCRIPT}** *${SCRIPT}* [${SCRIPT}](https://example.com)` },
  { type: "list", title: SCRIPT, items: [SCRIPT] },
  { type: "quote", text: SCRIPT, cite: SCRIPT },
  { type: "cards", cards: [{ title: SCRIPT, text: SCRIPT, items: [SCRIPT] }] },
  {
    type: "people",
    people: [{ name: SCRIPT, role: SCRIPT, text: SCRIPT, meta: SCRIPT, linkLabel: SCRIPT, href: "/x" }],
  },
  { type: "stats", title: SCRIPT, stats: [{ value: SCRIPT, label: SCRIPT }] },
  { type: "faq", items: [{ question: SCRIPT, answer: SCRIPT }] },
  { type: "links", title: SCRIPT, links: [{ label: SCRIPT, href: "/x" }] },
  { type: "table", caption: SCRIPT, head: [SCRIPT], rows: [[SCRIPT]] },
  {
    type: "photo-tabs",
    page: "p",
    label: SCRIPT,
    tabs: [{ name: SCRIPT, blocks: [{ type: "paragraph", text: SCRIPT }] }],
  },
];

describe("photo blocks never turn staff words into markup", () => {
  it("photos: a script in the alternative text or the photo's own text stays an attribute value", () => {
    const photo = { tab: "t", file: "f/1.jpg", alt: SCRIPT, width: 10, height: 10 };
    for (const layout of ["grid", "single", "carousel"] as const) {
      const html = renderToString(
        <MemoryRouter initialEntries={["/page"]}>
          <ContentBlocks
            blocks={[{ type: "photos", page: "p", tab: "t", alt: SCRIPT, layout }]}
            photos={{ p: { t: [photo] } }}
            messages={[]}
            imageSizes={{}}
          />
        </MemoryRouter>,
      );
      expect(html).not.toMatch(/<script/i);
      document.body.innerHTML = html;
      expect(document.querySelectorAll("script, iframe, object")).toHaveLength(0);
      const handlers = [...document.querySelectorAll("*")].flatMap((el) =>
        [...el.attributes].filter((a) => a.name.startsWith("on")),
      );
      expect(handlers).toEqual([]);
    }
  });
});

describe("page text is never markup", () => {
  it.each(everyTextBlock.map((b) => [b.type, b] as const))(
    "%s: a script in any field is shown as text",
    (_t, block) => {
      const html = draw([block]);
      expect(html).not.toMatch(/<script|<img/i);
      document.body.innerHTML = html;
      expect(document.querySelectorAll("script, img, iframe, object")).toHaveLength(0);
      const handlers = [...document.querySelectorAll("*")].flatMap((el) =>
        [...el.attributes].filter((a) => a.name.startsWith("on")),
      );
      expect(handlers).toEqual([]);
      expect(document.body.textContent).toContain('<script>alert("x")</script>');
    },
  );

  it("draws bold, italic and safe links as elements", () => {
    const html = draw([
      {
        type: "paragraph",
        text: "A **bold** and *italic* word, [a page](/history), [mail](mailto:office@example.com).",
      },
    ]);
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<em>italic</em>");
    expect(html).toContain('<a href="/history">a page</a>');
    expect(html).toContain('<a href="mailto:office@example.com">mail</a>');
  });

  it.each(BAD_LINKS)("a link to %j in the text is drawn as its words only", (href) => {
    const html = draw([{ type: "paragraph", text: `Click [here](${href}) now` }]);
    expect(html).not.toContain("<a");
    expect(html).not.toMatch(/javascript:|data:text|vbscript/i);
  });
});

describe("what staff save is checked", () => {
  it.each(BAD_LINKS)("refuses %j in the markup of every text block, and as a link or person address", (href) => {
    const md = `see [this](${href})`;
    const candidates: unknown[] = [
      { type: "paragraph", text: md },
      { type: "list", items: [md] },
      { type: "quote", text: md },
      { type: "faq", items: [{ question: "Q", answer: md }] },
      { type: "cards", cards: [{ title: "T", text: md }] },
      { type: "table", caption: "C", head: ["H"], rows: [[md]] },
      { type: "people", people: [{ name: "N", role: "R", text: md }] },
      { type: "links", links: [{ label: "L", href }] },
      { type: "people", people: [{ name: "N", role: "R", href }] },
    ];
    for (const block of candidates) {
      const parsed = BlockSchema.safeParse(block);
      expect(parsed.success, JSON.stringify(block)).toBe(false);
    }
  });

  it("names the allowed kinds of address in plain words", () => {
    const parsed = BlockSchema.safeParse({ type: "links", links: [{ label: "L", href: "javascript:alert(1)" }] });
    expect(parsed.error?.issues[0].message).toBe(pageMessages.link);
  });

  it("refuses control characters and unknown fields or block types", () => {
    expect(BlockSchema.safeParse({ type: "paragraph", text: "a\u0007b" }).success).toBe(false);
    expect(BlockSchema.safeParse({ type: "paragraph", text: "a\u202Eb" }).success).toBe(false);
    expect(BlockSchema.safeParse({ type: "paragraph", text: "ok", html: "<b>x</b>" }).success).toBe(false);
    expect(BlockSchema.safeParse({ type: "html", html: "<b>x</b>" }).success).toBe(false);
    expect(BlockSchema.safeParse({ type: "paragraph", text: "Line one\nline two\twith a tab" }).success).toBe(true);
  });

  it("allows web, e-mail, phone and site addresses only", () => {
    for (const ok of [
      "https://example.com/a?b=c",
      "http://example.com",
      "mailto:a@b.in",
      "tel:+91-20-1234-5678",
      "/history",
    ])
      expect(isSafeHref(ok), ok).toBe(true);
    for (const bad of BAD_LINKS) expect(isSafeHref(bad), bad).toBe(false);
  });
});

describe("the inline markup", () => {
  it("parses nested marks and leaves unclosed ones as text", () => {
    expect(parseInline("**bold *and italic* too**")).toEqual([
      {
        t: "b",
        c: [
          { t: "text", v: "bold " },
          { t: "i", c: [{ t: "text", v: "and italic" }] },
          { t: "text", v: " too" },
        ],
      },
    ]);
    expect(parseInline("2 * 3 = 6 and **open")).toEqual([{ t: "text", v: "2 * 3 = 6 and **open" }]);
    expect(parseInline("a \\*star\\*")).toEqual([{ t: "text", v: "a *star*" }]);
    expect(parseInline("[x](javascript:alert(1))")).toEqual([
      { t: "text", v: "x" },
      { t: "text", v: ")" },
    ]);
  });
});
