/**
 * The photo viewer of app/components/ui/lightbox-grid.enhance.ts, loaded on the first open:
 * a modal <dialog> (the page behind is inert, Escape closes) with the photo,
 * "N / total", the caption, Previous/Next (arrow keys, swipe or drag), Close
 * and a click on the dark backdrop. It is built on open and removed on close,
 * and focus returns to the thumbnail that opened it.
 */
import { addSwipe } from "./lightbox-swipe.ts";

export interface ViewerPhoto {
  /** The full image (the thumbnail's link). */
  src: string;
  /** The resized variants (the thumbnail's srcset); empty when there are none. */
  srcset: string;
  width: number;
  height: number;
  alt: string;
  caption: string;
}

const counterText = (n: number, total: number) => `${n} / ${total}`;

/** The buttons' names in the page's language, as the grid carries them (lightbox-grid.tsx). */
const labelsOf = (grid: HTMLElement) => ({
  close: grid.dataset.labelClose ?? "",
  previous: grid.dataset.labelPrevious ?? "",
  next: grid.dataset.labelNext ?? "",
});

// Room the bar (counter, Close) and a caption take from the viewport height; keep in step with lightbox-grid.css.
const CHROME_HEIGHT = 140;

const icons = {
  close: '<path d="M6 6l12 12M18 6L6 18"/>',
  previous: '<path d="M15 5l-7 7 7 7"/>',
  next: '<path d="M9 5l7 7-7 7"/>',
};

/** The photos of a grid, read from its thumbnails (components/ui/lightbox-grid.tsx). */
export function photosOf(grid: HTMLElement): { links: HTMLAnchorElement[]; photos: ViewerPhoto[] } {
  const links = [...grid.querySelectorAll<HTMLAnchorElement>("a.photo-grid__link")];
  const photos = links.map((link) => {
    const img = link.querySelector("img");
    const caption = link.closest("li")?.querySelector(".photo-grid__caption")?.textContent ?? "";
    return {
      src: link.getAttribute("href") ?? "",
      srcset: img?.getAttribute("srcset") ?? "",
      width: Number(img?.getAttribute("width")) || 0,
      height: Number(img?.getAttribute("height")) || 0,
      alt: img?.getAttribute("alt") ?? "",
      caption: caption.trim(),
    };
  });
  return { links, photos };
}

/** Display width of a photo that fits the viewport, so srcset picks no larger variant than needed. */
function sizesOf(p: ViewerPhoto): string {
  if (!p.width || !p.height) return "100vw";
  const fit = Math.min(window.innerWidth, ((window.innerHeight - CHROME_HEIGHT) * p.width) / p.height);
  return `${Math.max(1, Math.ceil(fit))}px`;
}

function setImage(img: HTMLImageElement, p: ViewerPhoto) {
  // sizes before srcset, so the right variant is chosen on the first try.
  img.sizes = sizesOf(p);
  if (p.srcset) img.srcset = p.srcset;
  else img.removeAttribute("srcset");
  img.src = p.src;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  attrs: Record<string, string> = {},
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = className;
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  return el;
}

function iconButton(className: string, label: string, icon: string): HTMLButtonElement {
  const button = element("button", `lightbox__button ${className}`, { type: "button", "aria-label": label });
  button.innerHTML = `<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round">${icon}</svg>`;
  return button;
}

/**
 * How a viewer closes: by the visitor (button, Escape, backdrop), by the
 * browser's Back (the history entry is already gone), or to make way for
 * another viewer (which keeps the entry).
 */
type CloseReason = "user" | "back" | "replaced";

let closeCurrent: ((reason: CloseReason) => void) | undefined;

/** Marks the history entry an open viewer adds, so Back closes the viewer instead of leaving the page. */
const HISTORY_KEY = "lightbox";

const onViewerEntry = () => {
  const state: unknown = history.state;
  return typeof state === "object" && state !== null && HISTORY_KEY in state;
};

/** The viewer's parts, built for `total` photos: Previous and Next only when there is more than one. */
function buildViewer(grid: HTMLElement, total: number) {
  const dialog = element("dialog", "lightbox", {
    "aria-modal": "true",
    "aria-label": grid.getAttribute("aria-label") ?? "",
    "data-backdrop": "",
  });
  const bar = element("div", "lightbox__bar", { "data-backdrop": "" });
  const counter = element("p", "lightbox__counter", { "aria-live": "polite" });
  const text = labelsOf(grid);
  const closeButton = iconButton("lightbox__close", text.close, icons.close);
  bar.append(counter, closeButton);
  const stage = element("div", "lightbox__stage", { "data-backdrop": "" });
  const figure = element("figure", "lightbox__figure", { "data-backdrop": "" });
  const img = element("img", "lightbox__image", { decoding: "async", draggable: "false" });
  const caption = element("figcaption", "lightbox__caption");
  figure.append(img, caption);
  stage.append(figure);
  dialog.append(bar, stage);

  let prevButton: HTMLButtonElement | undefined;
  let nextButton: HTMLButtonElement | undefined;
  if (total > 1) {
    prevButton = iconButton("lightbox__nav lightbox__nav--prev", text.previous, icons.previous);
    nextButton = iconButton("lightbox__nav lightbox__nav--next", text.next, icons.next);
    dialog.append(prevButton, nextButton);
  }
  return { dialog, counter, closeButton, stage, figure, img, caption, prevButton, nextButton };
}

/** Puts photo `p` in the viewer's image and caption. */
function showPhoto(img: HTMLImageElement, caption: HTMLElement, p: ViewerPhoto): void {
  img.alt = p.alt;
  if (p.width && p.height) {
    img.width = p.width;
    img.height = p.height;
  }
  setImage(img, p);
  caption.textContent = p.caption;
  caption.hidden = !p.caption;
}

/**
 * Back on a phone closes the photo rather than the whole album (issue 16):
 * the viewer adds a history entry, and `onBack` runs when Back takes it.
 * Returns what stops listening.
 */
function closeOnBack(onBack: () => void): () => void {
  if (!onViewerEntry()) {
    const state: unknown = history.state;
    history.pushState({ ...(typeof state === "object" ? state : {}), [HISTORY_KEY]: true }, "");
  }
  window.addEventListener("popstate", onBack);
  return () => window.removeEventListener("popstate", onBack);
}

/** The Close button, Escape and the dialog's own closing close the viewer; the arrow keys go to the neighbours. */
function addKeys(dialog: HTMLDialogElement, closeButton: HTMLElement, close: () => void, go: (step: number) => void) {
  closeButton.addEventListener("click", () => close());
  dialog.addEventListener("cancel", (event) => {
    event.preventDefault();
    close();
  });
  dialog.addEventListener("close", () => close());
  dialog.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "Escape") close();
    else if (event.key === "ArrowRight") go(1);
    else if (event.key === "ArrowLeft") go(-1);
    else return;
    event.preventDefault();
  });
}

/** Opens the viewer on the photo of `opener`, one of the grid's thumbnail links. */
export function openViewer(grid: HTMLElement, opener: HTMLAnchorElement): void {
  closeCurrent?.("replaced");
  const { links, photos } = photosOf(grid);
  const total = photos.length;
  if (total === 0) return;
  const loop = total >= 3;
  let index = Math.max(0, links.indexOf(opener));
  const { dialog, counter, closeButton, stage, figure, img, caption, prevButton, nextButton } = buildViewer(
    grid,
    total,
  );
  prevButton?.addEventListener("click", () => go(-1));
  nextButton?.addEventListener("click", () => go(1));

  const preloaded = new Set<number>();
  const preload = (i: number) => {
    if (preloaded.has(i) || i === index) return;
    preloaded.add(i);
    setImage(new Image(), photos[i]);
  };

  const neighbour = (step: number): number | undefined => {
    const i = index + step;
    if (loop) return (i + total) % total;
    return i >= 0 && i < total ? i : undefined;
  };

  function show(i: number) {
    index = i;
    showPhoto(img, caption, photos[i]);
    counter.textContent = counterText(i + 1, total);
    preloaded.add(i);
    // At the ends of a short (non-looping) set the button stays focusable but does nothing.
    prevButton?.setAttribute("aria-disabled", String(neighbour(-1) === undefined));
    nextButton?.setAttribute("aria-disabled", String(neighbour(1) === undefined));
    const next = neighbour(1);
    if (next !== undefined) preload(next);
    const previous = neighbour(-1);
    if (previous !== undefined) preload(previous);
  }

  function go(step: number) {
    const i = neighbour(step);
    if (i !== undefined) show(i);
  }

  let closed = false;
  function close(reason: CloseReason = "user") {
    if (closed) return;
    closed = true;
    closeCurrent = undefined;
    stopBack();
    if (dialog.open) dialog.close();
    dialog.remove();
    opener.focus();
    // Closed on screen: take back the entry the viewer added, so Back then leaves the page as expected.
    if (reason === "user" && onViewerEntry()) history.back();
  }
  closeCurrent = close;
  const stopBack = closeOnBack(() => close("back"));

  addKeys(dialog, closeButton, close, go);
  const wasDrag = addSwipe(dialog, stage, figure, total, go);
  dialog.addEventListener("click", (event) => {
    if (wasDrag()) return;
    if ((event.target as HTMLElement).hasAttribute("data-backdrop")) close();
  });

  document.body.append(dialog);
  show(index);
  if (typeof dialog.showModal === "function") dialog.showModal();
  else dialog.setAttribute("open", "");
  closeButton.focus();
}
