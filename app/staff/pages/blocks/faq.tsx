import type { Editor } from "./fields.tsx";
import { Items } from "./items.tsx";

export const FaqEditor: Editor<"faq"> = ({ f, block, onChange }) => (
  <Items
    id={f("items")}
    noun="question"
    items={block.items}
    fields={[
      { name: "question", label: "Question" },
      { name: "answer", label: "Answer", rich: true },
    ]}
    empty={() => ({ question: "", answer: [] })}
    onChange={(items) => onChange({ ...block, items })}
  />
);
