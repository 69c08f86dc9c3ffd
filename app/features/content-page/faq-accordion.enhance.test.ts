// @vitest-environment happy-dom
import { screen } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import enhance from "./faq-accordion.enhance.ts";
import { FaqAccordion } from "./faq-accordion.tsx";

const items = [
  { question: "Which curriculum?", answer: "State Board." },
  { question: "Which facilities?", answer: "Labs and a library." },
  { question: "Is it safe?", answer: "CCTV and guards." },
];

function load(before?: (root: HTMLElement) => void) {
  document.body.innerHTML = `<main>${renderToString(createElement(FaqAccordion, { items }))}</main>`;
  const root = document.querySelector<HTMLElement>("[data-faq]");
  if (!root) throw new Error("no faq");
  before?.(root);
  enhance(root);
  return screen.getAllByRole("button");
}

const answerOf = (b: HTMLElement) => document.getElementById(b.getAttribute("aria-controls") ?? "");

afterEach(() => {
  document.body.innerHTML = "";
});

describe("faq behaviour", () => {
  it("turns the questions into disclosure buttons under headings, the first expanded", () => {
    const buttons = load();
    expect(document.querySelectorAll("details")).toHaveLength(0);
    expect(buttons.map((b) => b.textContent)).toEqual(items.map((i) => i.question));
    expect(buttons.map((b) => b.getAttribute("aria-expanded"))).toEqual(["true", "false", "false"]);
    for (const [i, b] of buttons.entries()) {
      expect(answerOf(b)?.textContent).toBe(items[i].answer);
      expect(answerOf(b)?.hidden).toBe(i !== 0);
    }
    // Each question is a heading, so the list can be skimmed by headings.
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(
      items.map((i) => i.question),
    );
  });

  it("toggles each answer independently, by click and by keyboard", async () => {
    const [first, , third] = load();
    const user = userEvent.setup();
    await user.click(third);
    expect(third.getAttribute("aria-expanded")).toBe("true");
    expect(answerOf(third)?.hidden).toBe(false);
    expect(first.getAttribute("aria-expanded")).toBe("true");
    await user.click(first);
    expect(first.getAttribute("aria-expanded")).toBe("false");
    expect(answerOf(first)?.hidden).toBe(true);
    third.focus();
    await user.keyboard("{Enter}");
    expect(third.getAttribute("aria-expanded")).toBe("false");
    expect(answerOf(third)?.hidden).toBe(true);
  });

  it("keeps what the reader opened or closed before the script ran, and the focus", () => {
    const buttons = load((root) => {
      const details = root.querySelectorAll("details");
      details[0].open = false;
      details[2].open = true;
      details[2].querySelector("summary")?.setAttribute("tabindex", "0");
      (details[2].querySelector("summary") as HTMLElement).focus();
    });
    expect(buttons.map((b) => b.getAttribute("aria-expanded"))).toEqual(["false", "false", "true"]);
    expect(document.activeElement).toBe(buttons[2]);
  });
});
