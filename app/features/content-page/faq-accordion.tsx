import { useId, useState } from "react";
import { useHydrated } from "../../components/ui/tabs.tsx";

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * Questions as disclosure buttons (aria-expanded, aria-controls), the first
 * open at the start. Until React runs, the same items are <details> elements
 * in the same open state, so the answers can be read without JavaScript and
 * nothing moves when the buttons take over.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const hydrated = useHydrated();
  const id = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set([0]));

  if (!hydrated) {
    return (
      <div className="faq">
        {items.map((item, i) => (
          <details key={item.question} className="faq__item" open={open.has(i)}>
            <summary className="faq__question">{item.question}</summary>
            <div className="faq__answer">
              <p>{item.answer}</p>
            </div>
          </details>
        ))}
      </div>
    );
  }

  const toggle = (i: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return next;
    });

  return (
    <div className="faq">
      {items.map((item, i) => {
        const expanded = open.has(i);
        const answerId = `${id}-answer-${i}`;
        return (
          <div key={item.question} className="faq__item">
            <h2 className="faq__heading">
              <button
                type="button"
                className="faq__question"
                aria-expanded={expanded}
                aria-controls={answerId}
                onClick={() => toggle(i)}
              >
                {item.question}
              </button>
            </h2>
            <div id={answerId} className="faq__answer" hidden={!expanded}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
