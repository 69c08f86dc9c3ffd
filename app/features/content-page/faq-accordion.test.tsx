// @vitest-environment happy-dom
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FaqAccordion } from "./faq-accordion.tsx";

const items = [
  { question: "Which curriculum?", answer: "State Board." },
  { question: "Which facilities?", answer: "Labs and a library." },
  { question: "Is it safe?", answer: "CCTV and guards." },
];

describe("FaqAccordion (server markup)", () => {
  it("renders <details>, the first open, so answers can be read without JavaScript", () => {
    document.body.innerHTML = renderToString(<FaqAccordion items={items} />);
    const details = [...document.querySelectorAll("details")];
    expect(details.map((d) => d.open)).toEqual([true, false, false]);
    expect(details.map((d) => d.querySelector("summary")?.textContent)).toEqual(items.map((i) => i.question));
    expect(details.map((d) => d.querySelector(".faq__answer")?.textContent)).toEqual(items.map((i) => i.answer));
    // Distinct answer ids for the buttons' aria-controls, and the hook for app/features/content-page/faq-accordion.enhance.ts.
    expect(new Set(details.map((d) => d.querySelector(".faq__answer")?.id)).size).toBe(3);
    expect(document.querySelector(".faq")?.hasAttribute("data-faq")).toBe(true);
  });
});
