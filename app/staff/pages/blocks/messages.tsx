import { type Editor, plain } from "./fields.tsx";

export const MessagesEditor: Editor<"messages"> = plain([
  { name: "category", label: "Kind of leader message shown here" },
]);
