import type { Editor } from "./fields.tsx";
import { Items } from "./items.tsx";

export const CardsEditor: Editor<"cards"> = ({ f, block, onChange }) => (
  <Items
    id={f("cards")}
    noun="card"
    items={block.cards}
    fields={[
      { name: "title", label: "Title" },
      { name: "text", label: "Text", rich: true },
    ]}
    empty={() => ({ title: "", text: [] })}
    onChange={(cards) => onChange({ ...block, cards })}
  />
);
