import { richPlain } from "../../../../contract/page-blocks.ts";
import { InlineText } from "../../../components/ui/inline-text.tsx";
import type { Renderer } from "./renderer.ts";

// Line breaks in the text are kept (song verses, addresses).
export const ParagraphView: Renderer<"paragraph"> = ({ block }) => (
  <p className={richPlain(block.text).includes("\n") ? "text-lines" : undefined}>
    <InlineText text={block.text} />
  </p>
);
