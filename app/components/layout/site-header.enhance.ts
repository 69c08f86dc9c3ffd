/**
 * The mobile menu of the site header: the toggle shows and hides the menu
 * (below 1200 px it covers the screen), Escape and the Close button hide it
 * and put focus back on the toggle.
 */
export default function enhanceMenu(header: HTMLElement): void {
  const toggle = header.querySelector<HTMLButtonElement>(".menu-toggle");
  const nav = header.querySelector<HTMLElement>(".site-menu");
  if (!toggle || !nav) return;
  const label = toggle.querySelector<HTMLElement>(".menu-toggle__label");
  // Both words come with the page, in its language.
  const openWord = label?.textContent ?? "";
  const closeWord = label?.dataset.closeLabel ?? openWord;

  const setOpen = (open: boolean, returnFocus = false) => {
    nav.classList.toggle("is-open", open);
    toggle.setAttribute("aria-expanded", String(open));
    if (label) label.textContent = open ? closeWord : openWord;
    if (!open && returnFocus) toggle.focus();
  };

  toggle.addEventListener("click", () => setOpen(toggle.getAttribute("aria-expanded") !== "true"));
  header.querySelector(".menu-close")?.addEventListener("click", () => setOpen(false, true));
  document.addEventListener("keydown", (e) => {
    if (e.key === "Escape" && nav.classList.contains("is-open")) setOpen(false, true);
  });
  // A page restored from the back/forward cache comes back with the menu closed.
  window.addEventListener("pageshow", (e) => {
    if (!e.persisted) return;
    setOpen(false);
    for (const d of nav.querySelectorAll("details[open]")) d.removeAttribute("open");
  });
}
