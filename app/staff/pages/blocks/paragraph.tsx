import type { Editor } from "./fields.tsx";
import { TextPartEditor } from "./text-part.tsx";

export const ParagraphEditor: Editor<"paragraph"> = (p) => <TextPartEditor {...p} />;
