import type { ReactNode } from "react";
import type { Block } from "../../content/page-types.ts";
import { renderers } from "./blocks/index.ts";
import type { BlockData, Renderer } from "./blocks/renderer.ts";

export type { BlockData } from "./blocks/renderer.ts";

export function ContentBlocks({ blocks, ...data }: { blocks: Block[] } & BlockData) {
  return (
    <>
      {blocks.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks are static content in a fixed order
        <BlockView key={i} block={block} data={data} first={i === 0} />
      ))}
    </>
  );
}

/** One block by its type's renderer (app/features/content-page/blocks/). */
function BlockView({ block, data, first }: { block: Block; data: BlockData; first: boolean }): ReactNode {
  const View = renderers[block.type] as Renderer<Block["type"]>;
  return (
    <View
      block={block as never}
      data={data}
      first={first}
      renderBlocks={(blocks) => <ContentBlocks blocks={blocks} {...data} />}
    />
  );
}
