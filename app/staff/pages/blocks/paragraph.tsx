import { pagesText } from "../pages-text.ts";
import { type Editor, plain } from "./fields.tsx";

export const ParagraphEditor: Editor<"paragraph"> = plain([
  { name: "text", label: "Text", help: pagesText.formatHelp, multiline: true },
]);
