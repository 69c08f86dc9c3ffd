import EmblaCarousel, { type EmblaCarouselType } from "embla-carousel";
import { carouselIcons } from "./carousel-text.ts";

// Embla's duration is in its own units; 28 reads as about 500 ms.
const EMBLA_OPTIONS = { loop: true, align: "start", duration: 28 } as const;
const NEAR_MARGIN = { rootMargin: "300px 0px" };
const DEFAULT_INTERVAL_MS = 2000;

let trackCount = 0;

type Button = HTMLButtonElement | null;

/** The autoplay interval the markup asks for, in milliseconds (0: no autoplay). */
function intervalOf(root: HTMLElement): number {
  const dataInterval = Number(root.dataset.autoplay ?? DEFAULT_INTERVAL_MS);
  return Number.isFinite(dataInterval) ? dataInterval : DEFAULT_INTERVAL_MS;
}

/** Gives the slide track an id of its own (once) for the buttons' aria-controls. */
function nameTrack(container: HTMLElement, buttons: Button[]): void {
  if (!container.id) {
    let id = "";
    do {
      id = `carousel-track-${++trackCount}`;
    } while (document.getElementById(id));
    container.id = id;
  }
  for (const button of buttons) button?.setAttribute("aria-controls", container.id);
}

/** Marks the middle one of the slides in view. */
function markCentre(api: EmblaCarouselType): void {
  const slides = api.slideNodes();
  const width = slides[0]?.getBoundingClientRect().width || 1;
  const visible = Math.max(1, Math.round(api.rootNode().getBoundingClientRect().width / width));
  const active = (api.selectedScrollSnap() + Math.floor((visible - 1) / 2)) % slides.length;
  slides.forEach((slide, i) => {
    slide.classList.toggle("is-active", i === active);
  });
}

/**
 * Runs `start` when the carousel comes near the screen (carousels far down
 * the page cost nothing at load), and tells `onScreen` whether it is in view.
 */
function startWhenNear(root: HTMLElement, start: () => void, onScreen: (visible: boolean) => void): void {
  if (typeof IntersectionObserver === "undefined") {
    start();
    return;
  }
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    observer.disconnect();
    // One task per carousel: the browser delivers every observer's news in one task, and
    // starting the hero and the highlights together made one long task on a phone.
    window.setTimeout(start);
  }, NEAR_MARGIN);
  observer.observe(root);
  new IntersectionObserver((entries) => onScreen(entries[entries.length - 1].isIntersecting)).observe(root);
}

/** Runs `onOpen` each time the <dialog> the carousel is in opens. */
function whenDialogOpens(root: HTMLElement, onOpen: () => void): void {
  const dialog = root.closest("dialog");
  if (!dialog) return;
  new MutationObserver(() => {
    if (dialog.open) onOpen();
  }).observe(dialog, { attributes: true, attributeFilter: ["open"] });
}

/**
 * A dialog over the page (the notices popup on a first visit) hides this carousel: it waits, and
 * fetches no further photos nobody can see. A carousel inside that dialog plays on.
 */
const coveredByDialog = (root: HTMLElement) =>
  [...document.querySelectorAll("dialog[open]")].some((d) => !d.contains(root));

/** Shows the state on the page: classes, and the play/pause button's label and icon. */
function paint(root: HTMLElement, toggle: Button, ready: boolean, moving: boolean, paused: boolean) {
  root.classList.toggle("is-ready", ready);
  root.classList.toggle("carousel--static", !moving);
  if (toggle) {
    toggle.setAttribute("aria-label", (paused ? toggle.dataset.labelStart : toggle.dataset.labelStop) ?? "");
    toggle.querySelector("path")?.setAttribute("d", paused ? carouselIcons.play : carouselIcons.pause);
  }
}

/**
 * What holds the autoplay: its button (or, from the start, prefers-reduced-motion),
 * the mouse over it, focus inside, a pointer pressing it, or being off screen
 * (no slides, and their photos, change where nobody looks).
 */
type HoldReason = "paused" | "hovered" | "focused" | "held" | "offscreen";
type Hold = (reason: HoldReason, on: boolean) => void;

/**
 * Holds while the mouse is over it, while focus is inside (the play/pause
 * button is exempt: pressing "play" there must start the slides).
 */
function watchAttention(root: HTMLElement, toggle: Button, hold: Hold): void {
  root.addEventListener("focusin", (e) => hold("focused", e.target !== toggle));
  root.addEventListener("focusout", (e) => {
    if (!root.contains(e.relatedTarget as Node | null)) hold("focused", false);
  });
  root.addEventListener("pointerenter", (e) => {
    if (e.pointerType === "mouse") hold("hovered", true);
  });
  root.addEventListener("pointerleave", () => hold("hovered", false));
  // A keyboard user may have tabbed in before this ran (behaviours start in tasks of their own once the page is read).
  const active = document.activeElement;
  if (active && active !== toggle && root.contains(active)) hold("focused", true);
}

/**
 * Previous and next, and the arrow keys except in a text field inside a
 * slide, move the slides once Embla runs.
 */
function addMoves(root: HTMLElement, prev: Button, next: Button, api: () => EmblaCarouselType | null, jump: boolean) {
  prev?.addEventListener("click", () => api()?.scrollPrev(jump));
  next?.addEventListener("click", () => api()?.scrollNext(jump));
  root.addEventListener("keydown", (e) => {
    const carousel = api();
    if (!carousel || e.altKey || e.ctrlKey || e.metaKey) return;
    if ((e.target as HTMLElement).closest("input, textarea, select, [contenteditable]")) return;
    if (e.key === "ArrowLeft") carousel.scrollPrev(jump);
    else if (e.key === "ArrowRight") carousel.scrollNext(jump);
    else return;
    e.preventDefault();
  });
}

/** Starts Embla on the viewport, on the slide that already has focus; a pointer pressing it holds the autoplay. */
function startEmbla(viewport: HTMLElement, measure: () => void, onSelect: () => void, hold: Hold): EmblaCarouselType {
  const api = EmblaCarousel(viewport, EMBLA_OPTIONS);
  // Tabbing into the row before Embla started scrolled it natively: undo that, then show the focused slide.
  viewport.scrollLeft = 0;
  const focusedSlide = api.slideNodes().findIndex((node) => node.contains(document.activeElement));
  if (focusedSlide > 0) api.scrollTo(focusedSlide, true);
  api
    .on("select", onSelect)
    .on("reInit", measure)
    .on("pointerDown", () => hold("held", true))
    .on("pointerUp", () => hold("held", false));
  return api;
}

/**
 * Brings a server-rendered Carousel (app/components/ui/carousel.tsx) to life
 * with Embla: loop, swipe and drag, arrow keys, previous/next, and autoplay
 * that is re-armed after every move and holds while the mouse is over it,
 * while focus is inside (except on the play/pause button), while a pointer
 * holds it, when paused by its button, and from the start under
 * prefers-reduced-motion.
 */
export default function enhance(root: HTMLElement): void {
  const viewport = root.querySelector<HTMLElement>(".carousel__viewport");
  const container = viewport?.querySelector<HTMLElement>(".carousel__container");
  if (!viewport || !container) return;
  const prev = root.querySelector<HTMLButtonElement>("[data-carousel-prev]");
  const next = root.querySelector<HTMLButtonElement>("[data-carousel-next]");
  const toggle = root.querySelector<HTMLButtonElement>("[data-carousel-toggle]");
  const intervalMs = intervalOf(root);
  const autoplay = intervalMs > 0 && container.children.length > 1;
  const highlightCenter = root.dataset.highlightCenter !== undefined;
  const reducedMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

  let api: EmblaCarouselType | null = null;
  let scrollable = container.children.length > 1;
  const holds = new Set<HoldReason>(reducedMotion ? ["paused"] : []);
  let running = false;
  let timer = 0;
  nameTrack(container, [prev, next]);

  const arm = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(advance, intervalMs);
  };
  function advance() {
    if (!api || !running) return;
    if (document.hidden || coveredByDialog(root)) return arm();
    // Embla drops the loop when the slides barely fill the view; then wrap to the start by hand.
    if (api.canScrollNext()) api.scrollNext(reducedMotion);
    else api.scrollTo(0, reducedMotion);
    arm();
  }

  // Applies the state: the timer, then the page.
  const sync = () => {
    const shouldRun = autoplay && !!api && scrollable && !holds.size;
    if (shouldRun && !running) arm();
    if (!shouldRun) window.clearTimeout(timer);
    running = shouldRun;
    container.setAttribute("aria-live", running ? "off" : "polite");
    paint(root, toggle, !!api, !!api && scrollable, holds.has("paused"));
  };

  const measure = () => {
    if (!api) return;
    scrollable = api.scrollSnapList().length > 1;
    if (highlightCenter) markCentre(api);
    sync();
  };
  const hold: Hold = (reason, on) => {
    if (on) holds.add(reason);
    else holds.delete(reason);
    sync();
  };

  const start = () => {
    if (api) return;
    // Every change of slide, by hand too, gets a full interval.
    const onSelect = () => {
      measure();
      if (running) arm();
    };
    api = startEmbla(viewport, measure, onSelect, hold);
    measure();
  };

  startWhenNear(root, start, (visible) => hold("offscreen", !visible));

  // Inside a closed <dialog> nothing can be measured: measure again each time it opens.
  whenDialogOpens(root, () => (api ? api.reInit() : start()));

  addMoves(root, prev, next, () => api, reducedMotion);
  toggle?.addEventListener("click", () => hold("paused", !holds.has("paused")));
  watchAttention(root, toggle, hold);

  sync();
}
