import type { CSSProperties, ReactNode } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { CAROUSEL_BREAKPOINTS, carouselIcons } from "./carousel-text.ts";
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
 * Visible-slide count at every breakpoint, as CSS custom properties for the root element. A `perView`
 * entry whose `min` is not one of CAROUSEL_BREAKPOINTS takes effect from the next one up.
 */
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

/**
 * The one carousel of the site, as server markup: slide widths come from CSS
 * custom properties, so the HTML already shows the right number of slides.
 * app/components/ui/carousel.enhance.ts (found by `data-carousel`) brings it to life with
 * Embla: loop, swipe and drag, arrow keys, autoplay that pauses on hover, on
 * focus inside and by its own button. The controls stay invisible (their
 * space kept) until then, so none of them is ever dead.
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
  prevLabel,
  nextLabel,
}: CarouselProps) {
  const { t } = useI18n();
  const hasSeveral = slides.length > 1;
  const autoplay = autoplayMs > 0 && hasSeveral;
  // "carousel--static" until the behaviour has measured that there is something to scroll.
  const rootClass = ["carousel", `carousel--arrows-${arrows}`, "carousel--static", className ?? ""]
    .filter(Boolean)
    .join(" ");

  return (
    <section
      className={rootClass}
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-roledescription="carousel"
      style={perViewStyle(perView) as CSSProperties}
      data-carousel=""
      data-autoplay={autoplay ? autoplayMs : 0}
      data-highlight-center={highlightCenter ? "" : undefined}
    >
      <div className="carousel__viewport">
        <div className="carousel__container" aria-live="polite">
          {slides.map((slide, i) => (
            // biome-ignore lint/a11y/useSemanticElements: in the ARIA carousel pattern a slide is a group, not a form fieldset
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
              key={i}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t("carousel.slide", { n: i + 1, count: slides.length })}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {hasSeveral && (autoplay || arrows !== "never") ? (
        <div className="carousel__bar">
          {arrows !== "never" ? <ArrowButton to="prev" label={prevLabel ?? t("carousel.previous")} /> : null}
          {autoplay ? (
            <button
              type="button"
              className="carousel__button carousel__toggle"
              aria-label={t("carousel.stop")}
              // The behaviour switches the label; the words come in the page's language.
              data-label-start={t("carousel.start")}
              data-label-stop={t("carousel.stop")}
              data-carousel-toggle=""
            >
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                <path d={carouselIcons.pause} fill="currentColor" />
              </svg>
            </button>
          ) : null}
          {arrows !== "never" ? <ArrowButton to="next" label={nextLabel ?? t("carousel.next")} /> : null}
        </div>
      ) : null}
    </section>
  );
}

/** The previous or next button, found by app/components/ui/carousel.enhance.ts through its data attribute. */
function ArrowButton({ to, label }: { to: "prev" | "next"; label: string }) {
  const found = to === "prev" ? { "data-carousel-prev": "" } : { "data-carousel-next": "" };
  return (
    <button type="button" className="carousel__button carousel__arrow" aria-label={label} {...found}>
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          d={to === "prev" ? "M10.5 2.5 5 8l5.5 5.5" : "M5.5 2.5 11 8l-5.5 5.5"}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
