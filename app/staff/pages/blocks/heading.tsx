import type { Editor } from "./fields.tsx";
import { TextPartEditor } from "./text-part.tsx";

export const HeadingEditor: Editor<"heading"> = (p) => <TextPartEditor {...p} />;
