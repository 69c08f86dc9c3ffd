import type { Renderer } from "./renderer.ts";

export const HeadingView: Renderer<"heading"> = ({ block }) =>
  block.level === 3 ? <h3>{block.text}</h3> : <h2>{block.text}</h2>;
