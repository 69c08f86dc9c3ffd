import type { Editor } from "./fields.tsx";
import { title } from "./optional-title.tsx";
import { TextPartEditor } from "./text-part.tsx";

export const ListEditor: Editor<"list"> = (p) => (
  <>
    {p.block.title !== undefined ? title(p) : null}
    <TextPartEditor {...p} />
  </>
);
