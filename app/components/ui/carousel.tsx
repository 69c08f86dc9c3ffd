import useEmblaCarousel from "embla-carousel-react";
import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import "./carousel.css";

/** Visible slides from a minimum viewport width up (spec section 9 gives them per carousel). */
export interface PerView {
  /** Minimum viewport width in px (0 for the smallest screens). */
  min: number;
  count: number;
}

export interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  slides: ReactNode[];
  /** Ascending by min; the last matching entry applies. Default: one slide. */
  perView?: PerView[];
  /** Autoplay interval in ms (spec: 2000); 0 turns autoplay off. */
  autoplayMs?: number;
  /** Previous/next arrows: "desktop" hides them below 992 px (spec: removed on tablet and mobile). */
  arrows?: "always" | "desktop" | "never";
  className?: string;
  /** Marks the middle visible slide (class "is-active"), as the testimonials carousel does. */
  highlightCenter?: boolean;
  /** Id of a visible heading naming the carousel; used instead of `label` when given. */
  labelledBy?: string;
  /** Accessible names of the controls (defaults: "Previous slide", "Next slide"). */
  prevLabel?: string;
  nextLabel?: string;
}

/**
 * Breakpoints the stylesheet has media queries for. A `perView` entry whose
 * `min` is not one of them takes effect from the next one up.
 */
export const CAROUSEL_BREAKPOINTS = [0, 576, 768, 992, 1024, 1200, 1500] as const;

/** Visible-slide count at every breakpoint, as CSS custom properties for the root element. */
export function perViewStyle(perView: PerView[] = []): Record<string, string> {
  const sorted = [...perView].sort((a, b) => a.min - b.min);
  const style: Record<string, string> = {};
  for (const bp of CAROUSEL_BREAKPOINTS) {
    let count = 1;
    for (const p of sorted) if (p.min <= bp) count = Math.max(1, Math.floor(p.count));
    style[`--carousel-pv-${bp}`] = String(count);
  }
  return style;
}

const NEAR_MARGIN = { rootMargin: "300px 0px" };

// Embla's duration is in its own units; 28 reads as about 500 ms.
const EMBLA_OPTIONS = { loop: true, align: "start", duration: 28 } as const;

/**
 * The one carousel of the site, on Embla: loop, swipe and drag, arrow keys,
 * autoplay that pauses on hover, on focus inside and by its own button (and
 * starts paused under prefers-reduced-motion). Slide widths come from CSS
 * custom properties, so the server-rendered HTML already shows the right
 * number of slides; without JavaScript the row scrolls sideways instead.
 */
export function Carousel({
  label,
  labelledBy,
  slides,
  perView,
  autoplayMs = 2000,
  arrows = "desktop",
  className,
  highlightCenter,
  prevLabel = "Previous slide",
  nextLabel = "Next slide",
}: CarouselProps) {
  const [viewportRef, api] = useEmblaCarousel(EMBLA_OPTIONS);
  const containerId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [near, setNear] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [held, setHeld] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const [scrollable, setScrollable] = useState(slides.length > 1);
  const [active, setActive] = useState(-1);

  const hasSeveral = slides.length > 1;
  const autoplay = autoplayMs > 0 && hasSeveral;
  const running = autoplay && !!api && scrollable && !userPaused && !hovered && !focused && !held;

  // Embla starts when the carousel comes near the screen: carousels far down the page cost nothing at load.
  useEffect(() => {
    const root = rootRef.current;
    if (!root || typeof IntersectionObserver === "undefined") return setNear(true);
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      setNear(true);
      observer.disconnect();
    }, NEAR_MARGIN);
    observer.observe(root);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const query = window.matchMedia?.("(prefers-reduced-motion: reduce)");
    if (!query?.matches) return;
    setReducedMotion(true);
    setUserPaused(true);
  }, []);

  useEffect(() => {
    if (!api) return;
    // Tabbing into the row before Embla started scrolled it natively: undo that, then show the focused slide.
    api.rootNode().scrollLeft = 0;
    const focusedSlide = api.slideNodes().findIndex((node) => node.contains(document.activeElement));
    if (focusedSlide > 0) api.scrollTo(focusedSlide, true);
    const update = () => {
      setScrollable(api.scrollSnapList().length > 1);
      if (highlightCenter) {
        const slideNodes = api.slideNodes();
        const width = slideNodes[0]?.getBoundingClientRect().width || 1;
        const visible = Math.max(1, Math.round(api.rootNode().getBoundingClientRect().width / width));
        setActive((api.selectedScrollSnap() + Math.floor((visible - 1) / 2)) % slideNodes.length);
      }
    };
    const hold = () => setHeld(true);
    const release = () => setHeld(false);
    update();
    api.on("select", update).on("reInit", update).on("pointerDown", hold).on("pointerUp", release);
    return () => {
      api.off("select", update).off("reInit", update).off("pointerDown", hold).off("pointerUp", release);
    };
  }, [api, highlightCenter]);

  useEffect(() => {
    if (!api || !running) return;
    let timer = 0;
    const advance = () => {
      if (document.hidden) return arm();
      // Embla drops the loop when the slides barely fill the view; then wrap to the start by hand.
      if (api.canScrollNext()) api.scrollNext(reducedMotion);
      else api.scrollTo(0, reducedMotion);
    };
    // Re-armed on every change of slide, so a manual move gets a full interval too.
    const arm = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(advance, autoplayMs);
    };
    arm();
    api.on("select", arm);
    return () => {
      window.clearTimeout(timer);
      api.off("select", arm);
    };
  }, [api, running, autoplayMs, reducedMotion]);

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (!api || e.altKey || e.ctrlKey || e.metaKey) return;
    if ((e.target as HTMLElement).closest("input, textarea, select, [contenteditable]")) return;
    if (e.key === "ArrowLeft") api.scrollPrev(reducedMotion);
    else if (e.key === "ArrowRight") api.scrollNext(reducedMotion);
    else return;
    e.preventDefault();
  };
  // The play/pause button is exempt: pressing "play" there must start the slides.
  const onFocus = (e: FocusEvent<HTMLElement>) => setFocused(e.target !== toggleRef.current);
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };
  const onPointerEnter = (e: PointerEvent<HTMLElement>) => {
    if (e.pointerType === "mouse") setHovered(true);
  };
  const onPointerLeave = () => setHovered(false);

  const showControls = !!api && scrollable;
  const rootClass = [
    "carousel",
    `carousel--arrows-${arrows}`,
    api ? "is-ready" : "",
    showControls ? "" : "carousel--static",
    className ?? "",
  ]
    .filter(Boolean)
    .join(" ");

  return (
    <section
      ref={rootRef}
      className={rootClass}
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-roledescription="carousel"
      style={perViewStyle(perView) as CSSProperties}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <div className="carousel__viewport" ref={near ? viewportRef : undefined}>
        <div className="carousel__container" id={containerId} aria-live={running ? "off" : "polite"}>
          {slides.map((slide, i) => (
            // biome-ignore lint/a11y/useSemanticElements: in the ARIA carousel pattern a slide is a group, not a form fieldset
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
              key={i}
              className={`carousel__slide${i === active ? " is-active" : ""}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {hasSeveral && (autoplay || arrows !== "never") ? (
        <div className="carousel__bar">
          {arrows !== "never" ? (
            <button
              type="button"
              className="carousel__button carousel__arrow"
              aria-controls={containerId}
              aria-label={prevLabel}
              onClick={() => api?.scrollPrev(reducedMotion)}
            >
              <Chevron flip />
            </button>
          ) : null}
          {autoplay ? (
            <button
              ref={toggleRef}
              type="button"
              className="carousel__button carousel__toggle"
              aria-label={userPaused ? "Start automatic slide show" : "Stop automatic slide show"}
              onClick={() => setUserPaused((p) => !p)}
            >
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                {userPaused ? (
                  <path d="M4 2.5v11l9.5-5.5z" fill="currentColor" />
                ) : (
                  <path d="M4 2.5h3v11H4zm5 0h3v11H9z" fill="currentColor" />
                )}
              </svg>
            </button>
          ) : null}
          {arrows !== "never" ? (
            <button
              type="button"
              className="carousel__button carousel__arrow"
              aria-controls={containerId}
              aria-label={nextLabel}
              onClick={() => api?.scrollNext(reducedMotion)}
            >
              <Chevron />
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function Chevron({ flip }: { flip?: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d={flip ? "M10.5 2.5 5 8l5.5 5.5" : "M5.5 2.5 11 8l-5.5 5.5"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
