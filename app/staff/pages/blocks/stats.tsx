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
        { name: "value", label: "Figure (e.g. 1200+)" },
        { name: "label", label: "What it counts" },
      ]}
      empty={() => ({ value: "", label: "" })}
      onChange={(stats) => onChange({ ...block, stats })}
    />
  </>
);
