import { pagesText } from "../pages-text.ts";
import type { Editor } from "./fields.tsx";
import { PerLine } from "./per-line.tsx";

export const CardsEditor: Editor<"cards"> = ({ f, block, onChange }) => (
  <PerLine
    id={f("cards")}
    label="Cards, one per line: title | text"
    help={pagesText.formatHelp}
    items={block.cards}
    toCols={(c) => [c.title, c.text ?? (c.items ?? []).join("; ")]}
    fromCols={([title, ...rest]) => ({ title, text: rest.join(" | ") || undefined })}
    onChange={(cards) => onChange({ ...block, cards })}
  />
);
