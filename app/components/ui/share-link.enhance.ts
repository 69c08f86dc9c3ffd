/** Adds a "Share…" button (the phone's own share sheet) beside a WhatsApp link, where the browser has one. */
export default function share(el: HTMLElement): void {
  if (typeof navigator.share !== "function") return;
  const title = el.dataset.shareTitle ?? document.title;
  const url = new URL(el.dataset.sharePath ?? location.pathname, location.href).href;
  const button = document.createElement("button");
  button.type = "button";
  button.className = "button button--small button--ghost";
  // The words come with the page, in its language (app/components/ui/share-link.tsx).
  const label = el.dataset.shareLabel ?? "Share…";
  button.textContent = label;
  button.setAttribute("aria-label", `${label.replace(/…$/, "")}: ${title}`);
  button.addEventListener("click", () => {
    navigator.share({ title, url }).catch(() => {
      // Closing the share sheet is not an error worth showing.
    });
  });
  el.append(" ", button);
}
