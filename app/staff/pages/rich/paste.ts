import { DOMParser as PmParser } from "prosemirror-model";
import type { Block, Rich } from "../../../../contract/page-blocks.ts";
import { clipboardTable } from "../blocks/table-paste.ts";
import { blocksOf, schema } from "./schema.ts";

/**
 * What a pasted clipboard holds, as the parts of a page (Word, Google Docs, a
 * web page or WhatsApp text): headings, paragraphs and lists with their bold,
 * italic and links, and each table as a table part (its first row the
 * headings); fonts, colours and every other style are dropped.
 */
export function pastedBlocks(html: string, text: string): Block[] {
  if (html.trim()) {
    const dom = new window.DOMParser().parseFromString(html, "text/html");
    const out: Block[] = [];
    let run = dom.createElement("div");
    const flush = () => {
      if (run.childNodes.length) out.push(...blocksOf(PmParser.fromSchema(schema).parse(run)));
      run = dom.createElement("div");
    };
    // Word and Google Docs wrap everything in a few elements: tables are found at any depth.
    const walk = (parent: Element) => {
      for (const node of Array.from(parent.childNodes)) {
        const element = node.nodeType === 1 ? (node as Element) : null;
        if (element?.tagName === "TABLE") {
          flush();
          const rows = clipboardTable(element.outerHTML, "");
          if (rows) out.push(tablePart(rows));
        } else if (element?.querySelector("table")) walk(element);
        else run.appendChild(node.cloneNode(true));
      }
    };
    wordLists(dom.body);
    walk(dom.body);
    flush();
    return out;
  }
  // A spreadsheet's cells as text (tab-separated) make a table too.
  const rows = clipboardTable("", text);
  if (rows && rows.length > 1) return [tablePart(rows)];
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((para) => para.trim())
    .filter(Boolean)
    .map((para) => ({ type: "paragraph" as const, text: whatsappRich(para) }));
}

/** A pasted table as a part: the first row holds the column headings, as in a spreadsheet. */
function tablePart([head = [], ...rows]: string[][]): Block {
  return { type: "table", caption: "", head, rows: rows.map((r) => r.map((v) => (v ? [{ t: "text", v }] : []))) };
}

/** WhatsApp marks bold as *words* and italic as _words_: those become bold and italic. */
function whatsappRich(text: string): Rich {
  const out: Rich = [];
  const re = /(^|[\s(])([*_])(\S(?:[^*_\n]*\S)?)\2(?=$|[\s.,;:!?)])/g;
  let last = 0;
  for (const m of text.matchAll(re)) {
    const start = (m.index ?? 0) + m[1].length;
    if (start > last) out.push({ t: "text", v: text.slice(last, start) });
    out.push({ t: m[2] === "*" ? "b" : "i", c: [{ t: "text", v: m[3] }] });
    last = start + m[2].length * 2 + m[3].length;
  }
  if (last < text.length) out.push({ t: "text", v: text.slice(last) });
  return out;
}

/**
 * Word (on Windows) copies a list as paragraphs marked mso-list, each with
 * its bullet or number as text in a span Word itself ignores: they become a
 * real list (numbered when the marks are numbers or letters), without the
 * marks.
 */
function wordLists(body: HTMLElement) {
  const isItem = (el: Element | null): el is HTMLElement =>
    el?.tagName === "P" &&
    (/^MsoListParagraph/.test(el.className) || /mso-list:\s*l\d/.test(el.getAttribute("style") ?? ""));
  for (const p of Array.from(body.querySelectorAll("p"))) {
    if (!isItem(p) || !p.isConnected || isItem(p.previousElementSibling)) continue;
    const items: HTMLElement[] = [];
    for (let el: Element | null = p; isItem(el); el = el.nextElementSibling) items.push(el);
    const marks = items.map((item) => {
      const ignored = Array.from(item.querySelectorAll("span")).filter((s) =>
        /mso-list:\s*ignore/i.test(s.getAttribute("style") ?? ""),
      );
      const mark = ignored.map((s) => s.textContent ?? "").join("");
      for (const s of ignored) s.remove();
      return mark;
    });
    const ordered = /^\s*([0-9]+|[a-z]|[ivxlc]+)[.)]/i.test(marks[0] ?? "");
    const list = body.ownerDocument.createElement(ordered ? "ol" : "ul");
    p.before(list);
    for (const item of items) {
      const li = body.ownerDocument.createElement("li");
      li.append(...Array.from(item.childNodes));
      item.remove();
      list.append(li);
    }
  }
}
