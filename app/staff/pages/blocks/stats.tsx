import { pagesWords as sw } from "../../../i18n/catalogues/staff/pages.ts";
import type { Editor } from "./fields.tsx";
import { Items } from "./items.tsx";
import { title } from "./optional-title.tsx";

export const StatsEditor: Editor<"stats"> = ({ f, block, onChange }) => (
  <>
    {title({ f, block, onChange })}
    <Items
      id={f("stats")}
      noun="figure"
      items={block.stats}
      fields={[
        { name: "value", label: sw("pages.figureEG1200") },
        { name: "label", label: sw("pages.whatItCounts") },
      ]}
      empty={() => ({ value: "", label: "" })}
      onChange={(stats) => onChange({ ...block, stats })}
    />
  </>
);
