/**
 * The contact map: nothing is requested from the map provider until the
 * visitor presses "Show map"; then the embedded map takes the placeholder's place.
 */
export default function enhanceMapEmbed(el: HTMLElement): void {
  const button = el.querySelector<HTMLButtonElement>("button[data-map-show]");
  if (!button) return;
  button.hidden = false;
  button.addEventListener("click", () => {
    const frame = document.createElement("iframe");
    frame.className = "map-embed__frame";
    frame.title = el.dataset.mapTitle ?? "Map";
    frame.src = el.dataset.mapEmbed ?? "";
    frame.height = el.dataset.mapHeight ?? "220";
    frame.loading = "lazy";
    frame.referrerPolicy = "no-referrer-when-downgrade";
    el.replaceWith(frame);
    frame.focus();
  });
}
