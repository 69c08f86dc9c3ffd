import { useId } from "react";
import type { Rich } from "../../../contract/page-blocks.ts";
import { InlineText } from "../../components/ui/inline-text.tsx";

interface FaqItem {
  question: string;
  answer: string | Rich;
}

/**
 * Questions as <details> items, the first open, so the answers can be read
 * without JavaScript. app/features/content-page/faq-accordion.enhance.ts ([data-faq]) turns each into a
 * heading with a disclosure button (aria-expanded, aria-controls) over the
 * same answer element, keeping its open state, so nothing moves.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const id = useId();
  return (
    <div className="faq" data-faq="">
      {items.map((item, i) => (
        <details key={item.question} className="faq__item" open={i === 0}>
          <summary className="faq__question">{item.question}</summary>
          <div className="faq__answer" id={`${id}-answer-${i}`}>
            <p>
              <InlineText text={item.answer} />
            </p>
          </div>
        </details>
      ))}
    </div>
  );
}
