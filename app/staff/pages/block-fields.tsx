import type { Block, BlockType } from "../../../contract/page-blocks.ts";
import type { Editor, PartPlace } from "./blocks/fields.tsx";
import { editors } from "./blocks/index.ts";

/** The fields of one part, by its type's editor (app/staff/pages/blocks/). */
export function BlockFields({
  id,
  block,
  onChange,
  place,
}: {
  id: string;
  block: Block;
  onChange: (b: Block) => void;
  place?: PartPlace;
}) {
  const Fields = editors[block.type] as Editor<BlockType>;
  return <Fields f={(name) => `${id}-${name}`} block={block as never} onChange={onChange} place={place} />;
}
