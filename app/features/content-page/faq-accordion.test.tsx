// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { FaqAccordion } from "./faq-accordion.tsx";

const items = [
  { question: "Which curriculum?", answer: "State Board." },
  { question: "Which facilities?", answer: "Labs and a library." },
  { question: "Is it safe?", answer: "CCTV and guards." },
];

afterEach(cleanup);

describe("FaqAccordion", () => {
  it("server-renders <details>, the first open, so answers work without JavaScript", () => {
    const html = renderToString(<FaqAccordion items={items} />);
    const doc = new DOMParser().parseFromString(html, "text/html");
    const details = [...doc.querySelectorAll("details")];
    expect(details.map((d) => d.open)).toEqual([true, false, false]);
    expect(details.map((d) => d.querySelector("summary")?.textContent)).toEqual(items.map((i) => i.question));
  });

  it("uses disclosure buttons once running, the first expanded", () => {
    render(<FaqAccordion items={items} />);
    const buttons = screen.getAllByRole("button");
    expect(buttons.map((b) => b.getAttribute("aria-expanded"))).toEqual(["true", "false", "false"]);
    for (const [i, b] of buttons.entries()) {
      const answer = document.getElementById(b.getAttribute("aria-controls") ?? "");
      expect(answer?.textContent).toBe(items[i].answer);
      expect(answer?.hidden).toBe(i !== 0);
    }
    // Each question is a heading, so the list can be skimmed by headings.
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(
      items.map((i) => i.question),
    );
  });

  it("toggles each answer independently", () => {
    render(<FaqAccordion items={items} />);
    const [first, , third] = screen.getAllByRole("button");
    const answerOf = (b: HTMLElement) => document.getElementById(b.getAttribute("aria-controls") ?? "");
    fireEvent.click(third);
    expect(third.getAttribute("aria-expanded")).toBe("true");
    expect(answerOf(third)?.hidden).toBe(false);
    expect(first.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(first);
    expect(first.getAttribute("aria-expanded")).toBe("false");
    expect(answerOf(first)?.hidden).toBe(true);
  });
});
