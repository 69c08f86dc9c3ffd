import { type Editor, Text } from "./fields.tsx";
import { PerLine } from "./per-line.tsx";

const cols = (l: string) => l.split("|").map((c) => c.trim());

export const TableEditor: Editor<"table"> = ({ f, block, onChange }) => (
  <>
    <Text
      id={f("caption")}
      label="Table title"
      value={block.caption}
      onChange={(caption) => onChange({ ...block, caption })}
    />
    <Text
      id={f("head")}
      label="Column headings, separated by |"
      value={block.head.join(" | ")}
      onChange={(v) => onChange({ ...block, head: cols(v) })}
    />
    <PerLine
      id={f("rows")}
      label="Rows, one per line, cells separated by |"
      items={block.rows}
      toCols={(r) => r}
      fromCols={(c) => c}
      onChange={(rows) => onChange({ ...block, rows })}
    />
  </>
);
