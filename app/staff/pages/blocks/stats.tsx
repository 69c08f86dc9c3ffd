import type { Editor } from "./fields.tsx";
import { PerLine, title } from "./per-line.tsx";

export const StatsEditor: Editor<"stats"> = ({ f, block, onChange }) => (
  <>
    {title({ f, block, onChange })}
    <PerLine
      id={f("stats")}
      label="Figures, one per line: figure | what it counts"
      items={block.stats}
      toCols={(s) => [s.value, s.label]}
      fromCols={(c) => ({ value: c[0], label: c[1] ?? "" })}
      onChange={(stats) => onChange({ ...block, stats })}
    />
  </>
);
