import { pagesWords as sw } from "../../../i18n/catalogues/staff/pages.ts";
import type { Editor } from "./fields.tsx";
import { plain } from "./fields.tsx";
import { TextPartEditor } from "./text-part.tsx";

const cite = plain<Extract<Parameters<Editor<"quote">>[0]["block"], { type: "quote" }>>([
  { name: "cite", label: sw("whoSaidIt"), optional: true },
]);

export const QuoteEditor: Editor<"quote"> = (p) => (
  <>
    <TextPartEditor {...p} />
    {cite(p)}
  </>
);
