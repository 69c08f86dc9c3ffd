import { Carousel } from "../../components/ui/carousel.tsx";
import { ItemUntranslatedNote, langOf } from "../../components/ui/in-english.tsx";
import { ResponsiveImage } from "../../components/ui/responsive-image.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { timeAgo } from "../../i18n/time-ago.ts";
import {
  DEFAULT_TESTIMONIAL_IMAGE,
  MAX_RATING,
  type TestimonialCard,
  type TestimonialsPageData,
} from "./testimonials-data.ts";
import "./testimonials.css";

/** Spec section 9: advances every 4 s. */
const INTERVAL_MS = 4000;
const PER_VIEW = [
  { min: 0, count: 1 },
  { min: 768, count: 2 },
  { min: 1100, count: 3 },
];

export function TestimonialsPage({ items, now }: TestimonialsPageData) {
  const { t } = useI18n();
  const at = new Date(now);
  return (
    <div className="testimonials-page">
      {/* Spec section 8: a failed or empty load only leaves the list empty, with no message. */}
      {items.length === 0 ? null : (
        <Carousel
          label={t("testimonials.carousel")}
          className="testimonials"
          slides={items.map((t) => <TestimonialView key={t.id} item={t} now={at} />)}
          perView={PER_VIEW}
          autoplayMs={INTERVAL_MS}
          highlightCenter
          arrows="always"
        />
      )}
    </div>
  );
}

function Stars({ rating }: { rating: number }) {
  const { t } = useI18n();
  return (
    <p className="testimonial__rating">
      <span className="visually-hidden">{t("testimonials.rated", { n: rating })}</span>
      <span aria-hidden="true">
        {Array.from({ length: MAX_RATING }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: stars are positional
          <span key={i} className={i < rating ? "testimonial__star is-on" : "testimonial__star"}>
            ★
          </span>
        ))}
      </span>
    </p>
  );
}

function TestimonialView({ item, now }: { item: TestimonialCard; now: Date }) {
  const { t } = useI18n();
  return (
    <article className="testimonial">
      {item.image ? (
        <ResponsiveImage className="testimonial__photo" photo={item.image} alt={item.name} sizes="96px" />
      ) : (
        <img className="testimonial__photo" src={DEFAULT_TESTIMONIAL_IMAGE} alt="" width={96} height={96} />
      )}
      <h2 className="testimonial__name">{item.name}</h2>
      <p className="testimonial__time">
        <time dateTime={item.createdAt}>{timeAgo(t, item.createdAt, now)}</time>
      </p>
      <p className="testimonial__text" lang={langOf(item, "description")}>
        {item.description}
      </p>
      <ItemUntranslatedNote item={item} />
      <Stars rating={item.rating} />
    </article>
  );
}
