import EmblaCarousel, { type EmblaCarouselType } from "embla-carousel";
import { CAROUSEL_BREAKPOINTS, carouselIcons } from "./carousel-text.ts";

// Embla's duration is in its own units; 28 reads as about 500 ms.
const EMBLA_OPTIONS = { loop: true, align: "start", duration: 28 } as const;
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

/**
 * The visible-slide count in force, from the counts the server wrote on the
 * root for each breakpoint (carousel.tsx) and the media queries: nothing is
 * measured, so it costs no layout.
 */
function perViewOf(root: HTMLElement): number {
  let count = 1;
  for (const bp of CAROUSEL_BREAKPOINTS) {
    if (bp > 0 && !window.matchMedia?.(`(min-width: ${bp}px)`).matches) break;
    count = Number(root.style.getPropertyValue(`--carousel-pv-${bp}`)) || 1;
  }
  return count;
}

/** Marks the middle one of `visible` slides in view from `first` on. */
function markCentre(slides: HTMLElement[], first: number, visible: number): void {
  const active = (first + Math.floor((Math.max(1, visible) - 1) / 2)) % slides.length;
  slides.forEach((slide, i) => {
    slide.classList.toggle("is-active", i === active);
  });
}

/** Marks the middle one of the slides in view, as Embla has measured them. */
function markMeasuredCentre(api: EmblaCarouselType): void {
  const slides = api.slideNodes();
  const width = slides[0]?.getBoundingClientRect().width || 1;
  markCentre(slides, api.selectedScrollSnap(), Math.round(api.rootNode().getBoundingClientRect().width / width));
}

/** Tells `onScreen` whether the carousel is in view. */
function watchScreen(root: HTMLElement, onScreen: (visible: boolean) => void): void {
  if (typeof IntersectionObserver === "undefined") return;
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

/** Shows the state on the page: ready (controls shown unless static), and the play/pause button's label and icon. */
function paint(root: HTMLElement, toggle: Button, moving: boolean, paused: boolean) {
  root.classList.add("is-ready");
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
 * slide, move the slides (starting Embla first if it has not run yet).
 */
function addMoves(root: HTMLElement, prev: Button, next: Button, api: () => EmblaCarouselType, jump: boolean) {
  prev?.addEventListener("click", () => api().scrollPrev(jump));
  next?.addEventListener("click", () => api().scrollNext(jump));
  root.addEventListener("keydown", (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key !== "ArrowLeft" && e.key !== "ArrowRight") return;
    if ((e.target as HTMLElement).closest("input, textarea, select, [contenteditable]")) return;
    if (e.key === "ArrowLeft") api().scrollPrev(jump);
    else api().scrollNext(jump);
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

/** The carousel's window, track and buttons; null when the markup is not a carousel's. */
function partsOf(root: HTMLElement) {
  const viewport = root.querySelector<HTMLElement>(".carousel__viewport");
  const container = viewport?.querySelector<HTMLElement>(".carousel__container");
  if (!viewport || !container) return null;
  const button = (name: string) => root.querySelector<HTMLButtonElement>(`[data-carousel-${name}]`);
  return { viewport, container, prev: button("prev"), next: button("next"), toggle: button("toggle") };
}

/**
 * Brings a server-rendered Carousel (app/components/ui/carousel.tsx) to life
 * with Embla: loop, swipe and drag, arrow keys, previous/next, and autoplay
 * that is re-armed after every move and holds while the mouse is over it,
 * while focus is inside (except on the play/pause button), while a pointer
 * holds it, when paused by its button, and from the start under
 * prefers-reduced-motion.
 *
 * The controls show at once, but Embla itself starts only when it is first
 * needed: the first automatic move, a finger or mouse pressing the slides,
 * focus on a slide, a previous/next press or an arrow key. Until then the
 * server's markup already shows the first slides as Embla would. Starting
 * Embla measures the page, 12-35 ms per carousel on the test machine at load
 * (four times that on a phone), and most carousels of a first visit are
 * never touched or sit under the notices popup (bench/RESULTS.md, issue 29).
 * Pressing starts it before the browser's touchstart and mousedown, which
 * Embla drags by, so the first swipe moves the slides.
 */
export default function enhance(root: HTMLElement): void {
  const found = partsOf(root);
  if (!found) return;
  const { viewport, container, prev, next, toggle } = found;
  const slides = [...container.children] as HTMLElement[];
  const intervalMs = intervalOf(root);
  const autoplay = intervalMs > 0 && slides.length > 1;
  const highlightCenter = root.dataset.highlightCenter !== undefined;
  const reducedMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

  let api: EmblaCarouselType | null = null;
  // Until Embla has measured: whether there are more slides than the markup shows at once.
  let scrollable = false;
  const holds = new Set<HoldReason>(reducedMotion ? ["paused"] : []);
  let running = false;
  let timer = 0;
  nameTrack(container, [prev, next]);
  const arm = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(advance, intervalMs);
  };
  function advance() {
    if (!running) return;
    if (document.hidden || coveredByDialog(root)) return arm();
    const carousel = start();
    // Embla's first measure may have found nothing to scroll after all.
    if (!running) return;
    // Embla drops the loop when the slides barely fill the view; then wrap to the start by hand.
    if (carousel.canScrollNext()) carousel.scrollNext(reducedMotion);
    else carousel.scrollTo(0, reducedMotion);
    arm();
  }
  // Applies the state: the timer, then the page.
  const sync = () => {
    const shouldRun = autoplay && scrollable && !holds.size;
    if (shouldRun && !running) arm();
    if (!shouldRun) window.clearTimeout(timer);
    running = shouldRun;
    container.setAttribute("aria-live", running ? "off" : "polite");
    paint(root, toggle, scrollable, holds.has("paused"));
  };

  // The slides in view, as Embla measured them or, before it runs, by the markup's counts.
  const measure = () => {
    const perView = api ? 0 : perViewOf(root);
    scrollable = api ? api.scrollSnapList().length > 1 : slides.length > perView;
    if (highlightCenter && api) markMeasuredCentre(api);
    else if (highlightCenter) markCentre(slides, 0, perView);
    sync();
  };
  const hold: Hold = (reason, on) => {
    holds[on ? "add" : "delete"](reason);
    sync();
  };

  function start(): EmblaCarouselType {
    if (!api) {
      // Every change of slide, by hand too, gets a full interval.
      const onSelect = () => {
        measure();
        if (running) arm();
      };
      api = startEmbla(viewport, measure, onSelect, hold);
      measure();
    }
    return api;
  }

  measure();
  // Before Embla: the markup's count for the new width (a phone turned); Embla measures by itself.
  window.addEventListener("resize", () => api || measure(), { passive: true });
  watchScreen(root, (visible) => hold("offscreen", !visible));
  // Inside a closed <dialog> nothing can be measured: measure again each time it opens.
  whenDialogOpens(root, () => api?.reInit());
  addMoves(root, prev, next, start, reducedMotion);
  toggle?.addEventListener("click", () => hold("paused", !holds.has("paused")));
  watchAttention(root, toggle, hold);
  startOnReach(root, container, toggle, start);
}

/**
 * Starts Embla when a finger or mouse presses the slides (in the capture phase: before Embla's own
 * touchstart and mousedown listeners, which it adds as it starts, would have missed the press) or a
 * slide gets focus (reached by Tab, it must come into view), also when focus was there before this ran.
 * The play/pause button needs no Embla.
 */
function startOnReach(root: HTMLElement, container: HTMLElement, toggle: Button, start: () => void): void {
  root.addEventListener(
    "pointerdown",
    (e) => {
      if (!toggle?.contains(e.target as Node)) start();
    },
    { capture: true },
  );
  root.addEventListener("focusin", (e) => {
    if (container.contains(e.target as Node)) start();
  });
  if (container.contains(document.activeElement)) start();
}
