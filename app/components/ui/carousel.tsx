import type { ReactNode } from "react";

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
}

/**
 * STUB — the home-page work replaces this with the one carousel component of
 * the site (Embla: autoplay, loop, swipe/drag, keyboard, 500 ms transition,
 * aria-roledescription="carousel"). Keep these props.
 */
export function Carousel({ label, slides, className }: CarouselProps) {
  return (
    <section className={`carousel ${className ?? ""}`} aria-label={label} aria-roledescription="carousel">
      <ul className="carousel__track">
        {slides.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
          <li key={i} className="carousel__slide" aria-roledescription="slide" aria-label={`${i + 1} of ${slides.length}`}>
            {s}
          </li>
        ))}
      </ul>
    </section>
  );
}
