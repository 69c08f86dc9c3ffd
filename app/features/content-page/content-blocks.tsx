import { Fragment, type ReactNode } from "react";
import { UntranslatedNote } from "../../components/ui/in-english.tsx";
import type { Block } from "../../content/page-types.ts";
import { renderers } from "./blocks/index.ts";
import type { BlockData, Renderer } from "./blocks/renderer.ts";

export type { BlockData } from "./blocks/renderer.ts";

export function ContentBlocks({
  blocks,
  english,
  ...data
}: {
  blocks: Block[];
  /** On a page in another language: true for each block shown in English for want of a translation. */
  english?: boolean[];
} & BlockData) {
  if (!english?.some(Boolean)) {
    return (
      <>
        {blocks.map((block, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks are static content in a fixed order
          <BlockView key={i} block={block} data={data} first={i === 0} />
        ))}
      </>
    );
  }
  // Consecutive English blocks go together, marked lang="en", with one note after them.
  const runs: { english: boolean; start: number; blocks: Block[] }[] = [];
  blocks.forEach((block, i) => {
    const isEnglish = english[i] === true && !WORDLESS.has(block.type);
    const last = runs.at(-1);
    if (last && last.english === isEnglish) last.blocks.push(block);
    else runs.push({ english: isEnglish, start: i, blocks: [block] });
  });
  return (
    <>
      {runs.map((run) => {
        const views = run.blocks.map((block, j) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: blocks are static content in a fixed order
          <BlockView key={run.start + j} block={block} data={data} first={run.start + j === 0} />
        ));
        return run.english ? (
          <div key={run.start} className="untranslated">
            <div lang="en">{views}</div>
            <UntranslatedNote />
          </div>
        ) : (
          <Fragment key={run.start}>{views}</Fragment>
        );
      })}
    </>
  );
}

/** Blocks without words of their own to translate (photos; messages come translated with their items). */
const WORDLESS: ReadonlySet<Block["type"]> = new Set(["photos", "messages"]);

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
