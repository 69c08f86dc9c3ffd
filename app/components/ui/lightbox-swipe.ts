/** Swiping between photos in the viewer (lightbox-viewer.enhance.ts), by touch or by dragging with a mouse. */

// A drag moves to the neighbour once it covers this share of the viewer's width (and at least MIN_SWIPE px).
const SWIPE_SHARE = 0.15;
const MIN_SWIPE = 40;
// Movement below this many px is a click, not a drag.
const DRAG_SLOP = 6;

/**
 * Swipe or drag: the photo follows the pointer, and a long enough move shows
 * the neighbour. Returns whether the pointer press now ending was a drag
 * (asking forgets it), so the click that ends a drag is not taken for a click
 * on the backdrop.
 */
export function addSwipe(
  dialog: HTMLDialogElement,
  stage: HTMLElement,
  figure: HTMLElement,
  total: number,
  go: (step: number) => void,
) {
  let drag: { id: number; x: number; y: number } | undefined;
  let dragged = false;
  dialog.addEventListener("pointerdown", () => {
    dragged = false;
  });
  stage.addEventListener("pointerdown", (event) => {
    if (!event.isPrimary || event.button !== 0 || total < 2) return;
    drag = { id: event.pointerId, x: event.clientX, y: event.clientY };
    try {
      stage.setPointerCapture(event.pointerId);
    } catch {
      // Capture only keeps the drag going outside the stage.
    }
  });
  stage.addEventListener("pointermove", (event) => {
    if (!drag || event.pointerId !== drag.id) return;
    const dx = event.clientX - drag.x;
    if (!dragged && Math.abs(dx) < DRAG_SLOP) return;
    dragged = true;
    figure.classList.add("is-dragging");
    figure.style.transform = `translateX(${dx}px)`;
  });
  const endDrag = (event: PointerEvent) => {
    if (!drag || event.pointerId !== drag.id) return;
    const dx = event.type === "pointerup" ? event.clientX - drag.x : 0;
    const dy = event.type === "pointerup" ? event.clientY - drag.y : 0;
    drag = undefined;
    figure.classList.remove("is-dragging");
    figure.style.transform = "";
    const width = dialog.getBoundingClientRect().width;
    if (Math.abs(dx) > Math.max(width * SWIPE_SHARE, MIN_SWIPE) && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };
  stage.addEventListener("pointerup", endDrag);
  stage.addEventListener("pointercancel", endDrag);
  return () => {
    const was = dragged;
    dragged = false;
    return was;
  };
}
