import { InlineItems, InlineText } from "../../../components/ui/inline-text.tsx";
import type { Renderer } from "./renderer.ts";

export const CardsView: Renderer<"cards"> = ({ block }) => (
  <div className="card-grid info-cards">
    {block.cards.map((card, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: cards may share a title while staff edit them
      <section key={i} className="card info-card">
        <h2 className="card__title">{card.title}</h2>
        {card.text ? (
          <p>
            <InlineText text={card.text} />
          </p>
        ) : null}
        {card.items ? (
          <ul>
            <InlineItems items={card.items} />
          </ul>
        ) : null}
      </section>
    ))}
  </div>
);
