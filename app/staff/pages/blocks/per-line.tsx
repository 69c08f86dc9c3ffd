import type { Block } from "../../../../contract/page-blocks.ts";
import { plain, Text } from "./fields.tsx";

const lines = (s: string) => s.split("\n").filter((l) => l.trim() !== "");
const cols = (l: string) => l.split("|").map((c) => c.trim());

/** A list written one item per line, the columns of a line separated by " | ". */
export function PerLine<T>({
  id,
  label,
  help,
  items,
  toCols,
  fromCols,
  onChange,
}: {
  id: string;
  label: string;
  help?: string;
  items: T[];
  toCols: (item: T) => string[];
  /** The item of a line's columns; `i` is the line's place, for keeping what the line does not show. */
  fromCols: (cols: string[], i: number) => T;
  onChange: (items: T[]) => void;
}) {
  return (
    <Text
      id={id}
      label={label}
      help={help}
      multiline
      value={items.map((x) => toCols(x).join(" | ")).join("\n")}
      onChange={(v) => onChange(lines(v).map((l, i) => fromCols(cols(l), i)))}
    />
  );
}

/** The heading some lists may have above them. */
export function title<B extends Block>(p: { f: (name: string) => string; block: B; onChange: (b: B) => void }) {
  return plain<B>([{ name: "title", label: "Heading (optional)", optional: true }])(p);
}
