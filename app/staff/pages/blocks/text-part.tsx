import type { Block } from "../../../../contract/page-blocks.ts";
import { pagesWords as sw } from "../../../i18n/catalogues/staff/pages.ts";
import { RichEditor, type TextPart } from "../rich/rich-editor.tsx";
import type { PartPlace } from "./fields.tsx";

/** Paragraphs, headings, lists and quotes: edited in place, with the text toolbar. */
export function TextPartEditor({
  f,
  block,
  onChange,
  place,
}: {
  f: (name: string) => string;
  block: TextPart;
  onChange: (b: Block) => void;
  place?: PartPlace;
}) {
  return (
    <RichEditor
      id={f("text")}
      label={place?.name ?? sw("text")}
      part={block}
      onChange={(p) => onChange(p.type === "rich" ? ({ ...block, text: p.text } as Block) : p)}
      onSplit={place?.split}
      onPasteBlocks={place?.pasteBlocks}
    />
  );
}
