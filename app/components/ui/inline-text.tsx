import type { ReactNode } from "react";
import { type InlineNode, isSafeHref, parseInline, type Rich } from "../../../contract/page-blocks.ts";

/**
 * Page text with its bold, italic and links (contract/page-blocks.ts) as
 * React elements: never HTML from the text, and a link only when its
 * address passes the allow-list again here (older or hand-made data).
 */
export function InlineText({ text }: { text: string | Rich }): ReactNode {
  if (typeof text !== "string") return nodes(text);
  if (!/[*[\\]/.test(text)) return text;
  return nodes(parseInline(text));
}

/** Each line of a stored list as an <li> of page text, in order. */
export function InlineItems({ items }: { items: readonly (string | Rich)[] }): ReactNode {
  return items.map((item, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: lines of one stored list, in order; they may repeat
    <li key={i}>
      <InlineText text={item} />
    </li>
  ));
}

function nodes(list: InlineNode[]): ReactNode[] {
  return list.map((n, i) => {
    switch (n.t) {
      case "text":
        return n.v;
      case "b":
        // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text
        return <strong key={i}>{nodes(n.c)}</strong>;
      case "i":
        // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text
        return <em key={i}>{nodes(n.c)}</em>;
      case "a": {
        if (!isSafeHref(n.href)) return nodes(n.c);
        const external = /^https?:/i.test(n.href);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text
          <a key={i} href={n.href} {...(external ? { rel: "noopener noreferrer" } : {})}>
            {nodes(n.c)}
          </a>
        );
      }
    }
    return null;
  });
}
