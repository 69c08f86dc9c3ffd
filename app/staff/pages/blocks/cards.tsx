import type { BlockOf } from "../../../../contract/page-blocks.ts";
import { pagesWords as sw } from "../../../i18n/catalogues/staff/pages.ts";
import { itemsEditor } from "./items.tsx";

export const CardsEditor = itemsEditor<"cards", BlockOf<"cards">["cards"][number]>({
  key: "cards",
  noun: "card",
  fields: () => [
    { name: "title", label: sw("title") },
    { name: "text", label: sw("text"), rich: true },
  ],
  empty: () => ({ title: "", text: [] }),
});
