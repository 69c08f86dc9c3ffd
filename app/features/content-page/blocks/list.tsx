import { InlineText } from "../../../components/ui/inline-text.tsx";
import type { Renderer } from "./renderer.ts";

export const ListView: Renderer<"list"> = ({ block }) => {
  const items = block.items.map((item, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: items of one list may repeat
    <li key={i}>
      <InlineText text={item} />
    </li>
  ));
  return (
    <div className="block-list">
      {block.title ? <h2>{block.title}</h2> : null}
      {block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>}
    </div>
  );
};
