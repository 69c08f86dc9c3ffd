import { homeRegionNames } from "./region.ts";
import { type Block, type BlockType, blockKinds } from "./registry.ts";

/**
 * Staff read problems with a page by its parts, as they see them on the page
 * ("Part 3 (Table) is empty: fill it in or delete it"), never by a field path
 * such as "blocks.2.rows". Checked by zod on the server; this file turns the
 * schema's issues into those words and stays free of zod itself.
 */

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** Plain words of the fields of a part, for "Part 2 (Links): the link address …". */
const fieldWords: Record<string, string> = {
  text: "the text",
  title: "the heading",
  caption: "the table title",
  head: "a column heading",
  rows: "a cell",
  items: "an item",
  question: "a question",
  answer: "an answer",
  label: "the words of a link",
  href: "a link address",
  name: "a name",
  role: "a role",
  value: "a figure",
  cite: "who said it",
  tab: "the photo group",
  alt: "the photo description",
  category: "the kind of message",
  cards: "a card",
  people: "a person",
  stats: "a figure",
  links: "a link",
};

export const emptyPartMessage = "is empty: fill it in or delete it";

/** "Part 3 (Table)": the number staff see beside the part and its type's name. */
function partName(index: number, blocks: readonly unknown[]): string {
  const type = (blocks[index] as Block | undefined)?.type;
  const kind = type && type in blockKinds ? blockKinds[type as BlockType] : undefined;
  return kind ? `Part ${index + 1} (${kind.name})` : `Part ${index + 1}`;
}

/**
 * The problems of a page's fields in plain words, keyed by the part
 * ("blocks.2") or field ("title"), first problem of each only.
 */
export function partProblems(
  issues: readonly Issue[],
  blocks: unknown,
  fieldNames: Record<string, string> = {},
): Record<string, string> {
  const list = Array.isArray(blocks) ? blocks : [];
  const out: Record<string, string> = {};
  // "Part 3 is empty" says more than any one missing field of it.
  const ordered = [...issues].sort(
    (a, b) => Number(b.message === emptyPartMessage) - Number(a.message === emptyPartMessage),
  );
  for (const issue of ordered) {
    const [top, index, ...inPart] = issue.path;
    if (top === "blocks" && typeof index === "number") {
      const key = `blocks.${index}`;
      if (out[key]) continue;
      let name = partName(index, list);
      let rest = inPart;
      // A part inside a named region (the home page's) is named as the editor shows it: "Why choose us, part 2 (List)".
      const region = list[index] as Block | undefined;
      if (region?.type === "region" && rest[0] === "blocks" && typeof rest[1] === "number") {
        name = `${homeRegionNames[region.region].name}, ${partName(rest[1], region.blocks).replace("Part", "part")}`;
        rest = rest.slice(2);
      }
      if (rest.length === 0) {
        out[key] = issue.message === emptyPartMessage ? `${name} ${emptyPartMessage}` : `${name}: ${issue.message}`;
        continue;
      }
      const field = [...rest].reverse().find((p) => typeof p === "string" && p in fieldWords) as string | undefined;
      const what = field ? fieldWords[field] : "something";
      out[key] = issue.message.startsWith("is ")
        ? `${name}: ${what} ${issue.message}`
        : `${name}, ${what}: ${issue.message}`;
      continue;
    }
    const key = String(top ?? "_");
    if (top === "blocks") out[key] ??= `The page's parts: ${issue.message}`;
    else out[key] ??= `${fieldNames[key] ?? key}: ${issue.message}`;
  }
  return out;
}
