import { InlineItems } from "../../../components/ui/inline-text.tsx";
import type { Renderer } from "./renderer.ts";

export const ListView: Renderer<"list"> = ({ block }) => {
  const items = <InlineItems items={block.items} />;
  return (
    <div className="block-list">
      {block.title ? <h2>{block.title}</h2> : null}
      {block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>}
    </div>
  );
};
