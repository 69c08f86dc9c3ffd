/**
 * FAQ ([data-faq], features/content-page/faq-accordion.tsx): each <details>
 * item becomes a heading with a disclosure button (aria-expanded,
 * aria-controls) over the same answer element, in the same open state, so the
 * questions can be skimmed by headings and nothing moves.
 */
export default function enhance(root: HTMLElement): void {
  root.querySelectorAll<HTMLDetailsElement>(":scope > details.faq__item").forEach((details, i) => {
    const summary = details.querySelector(":scope > summary");
    const answer = details.querySelector<HTMLElement>(":scope > .faq__answer");
    if (!summary || !answer) return;
    if (!answer.id) answer.id = `${root.id || "faq"}-answer-${i}`;

    const item = document.createElement("div");
    item.className = "faq__item";
    const heading = document.createElement("h2");
    heading.className = "faq__heading";
    const button = document.createElement("button");
    button.type = "button";
    button.className = "faq__question";
    button.setAttribute("aria-controls", answer.id);
    button.append(...summary.childNodes);
    heading.append(button);

    const setOpen = (open: boolean) => {
      button.setAttribute("aria-expanded", String(open));
      answer.hidden = !open;
    };
    setOpen(details.open);
    button.addEventListener("click", () => setOpen(button.getAttribute("aria-expanded") !== "true"));

    const hadFocus = summary === document.activeElement;
    item.append(heading, answer);
    details.replaceWith(item);
    if (hadFocus) button.focus();
  });
}
