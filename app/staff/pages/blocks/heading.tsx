import { type Editor, Text } from "./fields.tsx";

export const HeadingEditor: Editor<"heading"> = ({ f, block, onChange }) => (
  <>
    <Text id={f("text")} label="Heading" value={block.text} onChange={(text) => onChange({ ...block, text })} />
    <div className="admin-field">
      <label htmlFor={f("level")}>Size</label>
      <select
        id={f("level")}
        value={block.level ?? 2}
        onChange={(e) => onChange({ ...block, level: e.target.value === "3" ? 3 : 2 })}
      >
        <option value="2">Large</option>
        <option value="3">Small</option>
      </select>
    </div>
  </>
);
