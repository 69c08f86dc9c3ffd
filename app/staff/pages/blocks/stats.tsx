import type { BlockOf } from "../../../../contract/page-blocks.ts";
import { pagesWords as sw } from "../../../i18n/catalogues/staff/pages.ts";
import type { Editor } from "./fields.tsx";
import { itemsEditor } from "./items.tsx";
import { title } from "./optional-title.tsx";

const figures = itemsEditor<"stats", BlockOf<"stats">["stats"][number]>({
  key: "stats",
  noun: "figure",
  fields: () => [
    { name: "value", label: sw("figureEG1200") },
    { name: "label", label: sw("whatItCounts") },
  ],
  empty: () => ({ value: "", label: "" }),
});

export const StatsEditor: Editor<"stats"> = (p) => (
  <>
    {title(p)}
    {figures(p)}
  </>
);
