/**
 * Rich text as structure: a list of inline nodes (text, bold, italic, link),
 * never HTML. Staff write it in the on-page editor (app/staff/pages/rich/);
 * older content and import files may still hold the tiny markup of earlier
 * versions — `**bold**`, `*italic*`, `[label](https://…)` — which richFrom
 * turns into the same nodes the renderer always drew from it, so the text a
 * visitor sees does not change.
 */

/** Characters that have no place in page text (tab and newline are fine). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: this pattern exists to find control characters
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;

export const hasControlCharacters = (s: string): boolean => CONTROL.test(s);

/**
 * A link address staff may use: http(s) web addresses, e-mail (mailto:),
 * phone (tel:) and pages of this site (/…). Everything else — javascript:,
 * data:, vbscript:, protocol-relative //host, backslashes, spaces or control
 * characters — is refused.
 */
export function isSafeHref(href: string): boolean {
  if (href.length === 0 || href.length > 2000) return false;
  if (/[\s\\<>"'`]/.test(href) || CONTROL.test(href)) return false;
  if (href.startsWith("/")) return !href.startsWith("//");
  if (/^https?:\/\/[^/?#]+/i.test(href)) return true;
  return /^mailto:[^/]+@[^/]+$/i.test(href) || /^tel:\+?[0-9()\-.]{3,30}$/i.test(href);
}

export type InlineNode =
  | { t: "text"; v: string }
  | { t: "b"; c: InlineNode[] }
  | { t: "i"; c: InlineNode[] }
  | { t: "a"; href: string; c: InlineNode[] };

/**
 * Parses the inline markup into nodes. Unclosed or unknown marks stay as
 * plain text; a backslash makes the next * [ ] ( ) \ plain. A link whose
 * address is not safe (isSafeHref) becomes its label as plain text.
 */
export function parseInline(text: string, depth = 0): InlineNode[] {
  const out: InlineNode[] = [];
  let buf = "";
  const flush = () => {
    if (buf) out.push({ t: "text", v: buf });
    buf = "";
  };
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (ch === "\\" && i + 1 < text.length && "*[]()\\".includes(text[i + 1])) {
      buf += text[i + 1];
      i += 2;
      continue;
    }
    if (depth < 3 && ch === "*" && text[i + 1] === "*") {
      const end = findClose(text, i + 2, "**");
      if (end > i + 2) {
        flush();
        out.push({ t: "b", c: parseInline(text.slice(i + 2, end), depth + 1) });
        i = end + 2;
        continue;
      }
    }
    if (depth < 3 && ch === "*" && text[i + 1] !== "*" && text[i + 1] !== " " && text[i + 1] !== undefined) {
      const end = findClose(text, i + 1, "*");
      if (end > i + 1 && text[end - 1] !== " ") {
        flush();
        out.push({ t: "i", c: parseInline(text.slice(i + 1, end), depth + 1) });
        i = end + 1;
        continue;
      }
    }
    if (depth < 3 && ch === "[") {
      const close = findClose(text, i + 1, "]");
      if (close > i + 1 && text[close + 1] === "(") {
        const paren = findClose(text, close + 2, ")");
        if (paren > close + 2) {
          const label = text.slice(i + 1, close);
          const href = text.slice(close + 2, paren).trim();
          flush();
          const children = parseInline(label, depth + 1);
          if (isSafeHref(href)) out.push({ t: "a", href, c: children });
          else out.push(...children);
          i = paren + 1;
          continue;
        }
      }
    }
    buf += ch;
    i++;
  }
  flush();
  return out;
}

function findClose(text: string, from: number, mark: string): number {
  for (let j = from; j < text.length; j++) {
    if (text[j] === "\\") {
      j++;
      continue;
    }
    if (mark === "*" && text[j] === "*" && text[j + 1] === "*") {
      // Skip a bold run inside an italic one.
      const end = text.indexOf("**", j + 2);
      if (end === -1) return -1;
      j = end + 1;
      continue;
    }
    if (text.startsWith(mark, j)) return j;
  }
  return -1;
}

/** Link addresses written in the markup of a text, safe or not (for checking input). */
export function markupLinks(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\]\(([^)]*)\)/g)) out.push(m[1].trim());
  return out;
}

/** Stored rich text: what the renderer draws and the editor edits. */
export type Rich = InlineNode[];

/** Rich text from what an import file or an older page holds: markup text or nodes. */
export function richFrom(value: string | Rich | undefined): Rich {
  if (value === undefined) return [];
  return typeof value === "string" ? parseInline(value) : value;
}

/** The words of rich text without its marks (what a screen reader or a search reads). */
export function richPlain(value: string | Rich | undefined): string {
  const walk = (nodes: Rich): string => nodes.map((n) => (n.t === "text" ? n.v : walk(n.c))).join("");
  return walk(richFrom(value));
}

export const richIsEmpty = (value: string | Rich | undefined): boolean => richPlain(value).trim() === "";

/**
 * Rich text back as the markup text an import file holds (the export keeps
 * the file's format: `**bold**`, `*italic*`, `[label](address)`); reading it
 * with richFrom gives the same nodes. Marks' characters in the words are
 * escaped with a backslash, as parseInline reads them.
 */
export function richMarkup(nodes: Rich): string {
  return nodes
    .map((n): string => {
      if (n.t === "text") return n.v.replace(/[\\*[\]]/g, "\\$&");
      const inner = richMarkup(n.c);
      if (n.t === "b") return `**${inner}**`;
      if (n.t === "a") return `[${inner}](${n.href.replace(/\)/g, "%29")})`;
      // Italic starts and ends on a word (parseInline's rule): spaces at its edges stay outside it.
      const [, lead, words, trail] = /^(\s*)([\s\S]*?)(\s*)$/.exec(inner) ?? ["", "", inner, ""];
      return words ? `${lead}*${words}*${trail}` : inner;
    })
    .join("");
}
