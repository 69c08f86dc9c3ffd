import type { Person } from "../../../../contract/page-blocks.ts";
import { pagesWords as sw } from "../../../i18n/catalogues/staff/pages.ts";
import type { Editor } from "./fields.tsx";
import { Items } from "./items.tsx";

export const PeopleEditor: Editor<"people"> = ({ f, block, onChange }) => (
  <Items<Person>
    id={f("people")}
    noun="person"
    items={block.people}
    fields={[
      { name: "name", label: sw("pages.name") },
      { name: "role", label: sw("pages.role") },
      { name: "text", label: sw("pages.aboutThem"), rich: true },
    ]}
    empty={() => ({ name: "", role: "" })}
    onChange={(people) => onChange({ ...block, people })}
  />
);
