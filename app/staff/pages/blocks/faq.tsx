import type { BlockOf } from "../../../../contract/page-blocks.ts";
import { pagesWords as sw } from "../../../i18n/catalogues/staff/pages.ts";
import { itemsEditor } from "./items.tsx";

export const FaqEditor = itemsEditor<"faq", BlockOf<"faq">["items"][number]>({
  key: "items",
  noun: "question",
  fields: () => [
    { name: "question", label: sw("question") },
    { name: "answer", label: sw("answer"), rich: true },
  ],
  empty: () => ({ question: "", answer: [] }),
});
