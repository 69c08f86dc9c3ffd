import { pagesText } from "../pages-text.ts";
import type { Editor } from "./fields.tsx";
import { PerLine } from "./per-line.tsx";

export const PeopleEditor: Editor<"people"> = ({ f, block, onChange }) => (
  <PerLine
    id={f("people")}
    label="People, one per line: name | role | text"
    help={pagesText.formatHelp}
    items={block.people}
    toCols={(p) => [p.name, p.role, p.text ?? ""]}
    fromCols={([name, role = "", text = ""], i) => ({ ...block.people[i], name, role, text: text || undefined })}
    onChange={(people) => onChange({ ...block, people })}
  />
);
