import type { Renderer } from "./renderer.ts";

/** A named region (the home page's) drawn on an ordinary page: its parts, in order. */
export const RegionView: Renderer<"region"> = ({ block, renderBlocks }) => <>{renderBlocks(block.blocks)}</>;
