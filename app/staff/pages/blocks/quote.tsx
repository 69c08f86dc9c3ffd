import { pagesText } from "../pages-text.ts";
import { type Editor, plain } from "./fields.tsx";

export const QuoteEditor: Editor<"quote"> = plain([
  { name: "text", label: "Quote", help: pagesText.formatHelp, multiline: true },
  { name: "cite", label: "Who said it", optional: true },
]);
