import { pagesWords as sw } from "../../../i18n/catalogues/staff/pages.ts";
import { type Editor, plain } from "./fields.tsx";

export const MessagesEditor: Editor<"messages"> = plain([{ name: "category", label: sw("kindOfLeaderMessage") }]);
