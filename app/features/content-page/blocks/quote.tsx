import { InlineText } from "../../../components/ui/inline-text.tsx";
import type { Renderer } from "./renderer.ts";

export const QuoteView: Renderer<"quote"> = ({ block }) => (
  <figure className="quote">
    <blockquote>
      <p>
        <InlineText text={block.text} />
      </p>
    </blockquote>
    {block.cite ? <figcaption>{block.cite}</figcaption> : null}
  </figure>
);
