import { pagesWords as sw } from "../../../i18n/catalogues/staff/pages.ts";
import type { Editor } from "./fields.tsx";
import { Items } from "./items.tsx";

export const CardsEditor: Editor<"cards"> = ({ f, block, onChange }) => (
  <Items
    id={f("cards")}
    noun="card"
    items={block.cards}
    fields={[
      { name: "title", label: sw("pages.title") },
      { name: "text", label: sw("pages.text"), rich: true },
    ]}
    empty={() => ({ title: "", text: [] })}
    onChange={(cards) => onChange({ ...block, cards })}
  />
);
