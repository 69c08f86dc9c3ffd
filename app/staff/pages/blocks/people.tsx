import type { Person } from "../../../../contract/page-blocks.ts";
import type { Editor } from "./fields.tsx";
import { Items } from "./items.tsx";

export const PeopleEditor: Editor<"people"> = ({ f, block, onChange }) => (
  <Items<Person>
    id={f("people")}
    noun="person"
    items={block.people}
    fields={[
      { name: "name", label: "Name" },
      { name: "role", label: "Role" },
      { name: "text", label: "About them", rich: true },
    ]}
    empty={() => ({ name: "", role: "" })}
    onChange={(people) => onChange({ ...block, people })}
  />
);
