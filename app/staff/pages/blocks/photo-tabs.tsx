import { type Editor, Text } from "./fields.tsx";

export const PhotoTabsEditor: Editor<"photo-tabs"> = ({ f, block, onChange }) => (
  <>
    <Text
      id={f("label")}
      label="Name of the tab list"
      value={block.label}
      onChange={(label) => onChange({ ...block, label })}
    />
    <p className="admin-field__help">
      Tabs: {block.tabs.map((t) => t.name).join(", ") || "none"}. Their photos are changed under Page photos.
    </p>
  </>
);
