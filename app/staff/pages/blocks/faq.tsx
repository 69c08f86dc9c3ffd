import { pagesText } from "../pages-text.ts";
import type { Editor } from "./fields.tsx";
import { PerLine } from "./per-line.tsx";

export const FaqEditor: Editor<"faq"> = ({ f, block, onChange }) => (
  <PerLine
    id={f("items")}
    label="Questions and answers, one per line: question | answer"
    help={pagesText.formatHelp}
    items={block.items}
    toCols={(i) => [i.question, i.answer]}
    fromCols={(c) => ({ question: c[0], answer: c.slice(1).join(" | ") })}
    onChange={(items) => onChange({ ...block, items })}
  />
);
