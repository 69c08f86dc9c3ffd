import { pagesWords as sw } from "../../../i18n/catalogues/staff/pages.ts";
import type { Editor } from "./fields.tsx";
import { Items } from "./items.tsx";

export const FaqEditor: Editor<"faq"> = ({ f, block, onChange }) => (
  <Items
    id={f("items")}
    noun="question"
    items={block.items}
    fields={[
      { name: "question", label: sw("pages.question") },
      { name: "answer", label: sw("pages.answer"), rich: true },
    ]}
    empty={() => ({ question: "", answer: [] })}
    onChange={(items) => onChange({ ...block, items })}
  />
);
