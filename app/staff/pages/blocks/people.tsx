import type { Person } from "../../../../contract/page-blocks.ts";
import { pagesWords as sw } from "../../../i18n/catalogues/staff/pages.ts";
import { itemsEditor } from "./items.tsx";

export const PeopleEditor = itemsEditor<"people", Person>({
  key: "people",
  noun: "person",
  fields: () => [
    { name: "name", label: sw("name") },
    { name: "role", label: sw("role") },
    { name: "text", label: sw("aboutThem"), rich: true },
  ],
  empty: () => ({ name: "", role: "" }),
});
