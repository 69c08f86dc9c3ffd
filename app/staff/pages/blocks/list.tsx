import { pagesText } from "../pages-text.ts";
import { type Editor, Text } from "./fields.tsx";
import { title } from "./per-line.tsx";

export const ListEditor: Editor<"list"> = ({ f, block, onChange }) => (
  <>
    {title({ f, block, onChange })}
    <Text
      id={f("items")}
      label="Items, one per line"
      help={pagesText.formatHelp}
      multiline
      value={block.items.join("\n")}
      onChange={(v) => onChange({ ...block, items: v.split("\n") })}
    />
    <div className="admin-field admin-field--check">
      <input
        id={f("ordered")}
        type="checkbox"
        checked={Boolean(block.ordered)}
        onChange={(e) => onChange({ ...block, ordered: e.target.checked || undefined })}
      />
      <label htmlFor={f("ordered")}>Numbered list</label>
    </div>
  </>
);
