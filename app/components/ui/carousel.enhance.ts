import EmblaCarousel, { type EmblaCarouselType } from "embla-carousel";
import { carouselIcons } from "./carousel-text.ts";

// Embla's duration is in its own units; 28 reads as about 500 ms.
const EMBLA_OPTIONS = { loop: true, align: "start", duration: 28 } as const;
const NEAR_MARGIN = { rootMargin: "300px 0px" };
const DEFAULT_INTERVAL_MS = 2000;

let trackCount = 0;

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
  const toggleIcon = toggle?.querySelector("path");

  const dataInterval = Number(root.dataset.autoplay ?? DEFAULT_INTERVAL_MS);
  const intervalMs = Number.isFinite(dataInterval) ? dataInterval : DEFAULT_INTERVAL_MS;
  const autoplay = intervalMs > 0 && container.children.length > 1;
  const highlightCenter = root.dataset.highlightCenter !== undefined;
  const reducedMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

  let api: EmblaCarouselType | null = null;
  let scrollable = container.children.length > 1;
  let userPaused = reducedMotion;
  let hovered = false;
  let focused = false;
  let held = false;
  // Off screen it holds: no slides (and their photos) change where nobody looks.
  let offscreen = false;
  let running = false;
  let timer = 0;

  if (!container.id) {
    let id = "";
    do {
      id = `carousel-track-${++trackCount}`;
    } while (document.getElementById(id));
    container.id = id;
  }
  for (const button of [prev, next]) button?.setAttribute("aria-controls", container.id);

  const arm = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(advance, intervalMs);
  };
  // A dialog over the page (the notices popup on a first visit) hides this carousel: it waits, and
  // fetches no further photos nobody can see. A carousel inside that dialog plays on.
  const covered = () => [...document.querySelectorAll("dialog[open]")].some((d) => !d.contains(root));
  function advance() {
    if (!api || !running) return;
    if (document.hidden || covered()) return arm();
    // Embla drops the loop when the slides barely fill the view; then wrap to the start by hand.
    if (api.canScrollNext()) api.scrollNext(reducedMotion);
    else api.scrollTo(0, reducedMotion);
    arm();
  }

  // Applies the state to the page: classes, live region, button label and icon, timer.
  const sync = () => {
    const shouldRun = autoplay && !!api && scrollable && !userPaused && !hovered && !focused && !held && !offscreen;
    if (shouldRun && !running) arm();
    if (!shouldRun) window.clearTimeout(timer);
    running = shouldRun;
    container.setAttribute("aria-live", running ? "off" : "polite");
    root.classList.toggle("is-ready", !!api);
    root.classList.toggle("carousel--static", !api || !scrollable);
    if (toggle) {
      toggle.setAttribute("aria-label", (userPaused ? toggle.dataset.labelStart : toggle.dataset.labelStop) ?? "");
      toggleIcon?.setAttribute("d", userPaused ? carouselIcons.play : carouselIcons.pause);
    }
  };

  const measure = () => {
    if (!api) return;
    scrollable = api.scrollSnapList().length > 1;
    if (highlightCenter) {
      const slides = api.slideNodes();
      const width = slides[0]?.getBoundingClientRect().width || 1;
      const visible = Math.max(1, Math.round(api.rootNode().getBoundingClientRect().width / width));
      const active = (api.selectedScrollSnap() + Math.floor((visible - 1) / 2)) % slides.length;
      slides.forEach((slide, i) => {
        slide.classList.toggle("is-active", i === active);
      });
    }
    sync();
  };

  const start = () => {
    if (api) return;
    api = EmblaCarousel(viewport, EMBLA_OPTIONS);
    // Tabbing into the row before Embla started scrolled it natively: undo that, then show the focused slide.
    viewport.scrollLeft = 0;
    const focusedSlide = api.slideNodes().findIndex((node) => node.contains(document.activeElement));
    if (focusedSlide > 0) api.scrollTo(focusedSlide, true);
    api
      .on("select", () => {
        measure();
        // Every change of slide, by hand too, gets a full interval.
        if (running) arm();
      })
      .on("reInit", measure)
      .on("pointerDown", () => {
        held = true;
        sync();
      })
      .on("pointerUp", () => {
        held = false;
        sync();
      });
    measure();
  };

  // Embla starts when the carousel comes near the screen: carousels far down the page cost nothing at load.
  if (typeof IntersectionObserver === "undefined") start();
  else {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      // One task per carousel: the browser delivers every observer's news in one task, and
      // starting the hero and the highlights together made one long task on a phone.
      window.setTimeout(start);
    }, NEAR_MARGIN);
    observer.observe(root);
    new IntersectionObserver((entries) => {
      offscreen = !entries[entries.length - 1].isIntersecting;
      sync();
    }).observe(root);
  }

  // Inside a closed <dialog> nothing can be measured: measure again each time it opens.
  const dialog = root.closest("dialog");
  if (dialog) {
    new MutationObserver(() => {
      if (!dialog.open) return;
      if (api) api.reInit();
      else start();
    }).observe(dialog, { attributes: true, attributeFilter: ["open"] });
  }

  prev?.addEventListener("click", () => api?.scrollPrev(reducedMotion));
  next?.addEventListener("click", () => api?.scrollNext(reducedMotion));
  toggle?.addEventListener("click", () => {
    userPaused = !userPaused;
    sync();
  });

  root.addEventListener("keydown", (e) => {
    if (!api || e.altKey || e.ctrlKey || e.metaKey) return;
    if ((e.target as HTMLElement).closest("input, textarea, select, [contenteditable]")) return;
    if (e.key === "ArrowLeft") api.scrollPrev(reducedMotion);
    else if (e.key === "ArrowRight") api.scrollNext(reducedMotion);
    else return;
    e.preventDefault();
  });
  // The play/pause button is exempt: pressing "play" there must start the slides.
  root.addEventListener("focusin", (e) => {
    focused = e.target !== toggle;
    sync();
  });
  root.addEventListener("focusout", (e) => {
    if (root.contains(e.relatedTarget as Node | null)) return;
    focused = false;
    sync();
  });
  root.addEventListener("pointerenter", (e) => {
    if (e.pointerType !== "mouse") return;
    hovered = true;
    sync();
  });
  root.addEventListener("pointerleave", () => {
    hovered = false;
    sync();
  });

  sync();
}
