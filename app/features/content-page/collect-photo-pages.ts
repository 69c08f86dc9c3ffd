import type { BlockInput as Block } from "../../../contract/page-blocks.ts";

/** Photo-set pages a list of blocks shows, so the loader fetches each once. */
export function photoPagesOf(blocks: Block[]): string[] {
  const out = new Set<string>();
  const walk = (list: Block[]) => {
    for (const b of list) {
      if (b.type === "photos" || b.type === "photo-tabs") out.add(b.page);
      if (b.type === "photo-tabs") for (const t of b.tabs) walk(t.blocks ?? []);
      if (b.type === "region") walk(b.blocks);
      if (b.type === "people") out.add("pages");
    }
  };
  walk(blocks);
  return [...out];
}

export function messageCategoriesOf(blocks: Block[]): string[] {
  return blocks.filter((b) => b.type === "messages").map((b) => (b as { category: string }).category);
}

/** Leader messages may hold markup; pages show them as plain text only. */
export function stripMarkup(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<br\s*\/?>|<\/p>|<\/div>|<\/li>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[ \t]+/g, " ")
    .replace(/\n\s*\n+/g, "\n\n")
    .trim();
}
