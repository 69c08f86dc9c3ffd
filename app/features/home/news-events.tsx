import { Carousel } from "../../components/ui/carousel.tsx";
import { ItemUntranslatedNote, langOf } from "../../components/ui/in-english.tsx";
import { PageLink } from "../../components/ui/page-link.tsx";
import { ResponsiveImage } from "../../components/ui/responsive-image.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { AttachmentLink, ExternalLink } from "./home-links.tsx";
import { perView } from "./home-sections.tsx";
import type { EventView, NewsView, RegistrationView } from "./home-views.ts";

// About 3 s per entry keeps the reading speed the same for short and long lists.
const SECONDS_PER_ITEM = 3;

function NewsEntries({ items, copy }: { items: NewsView[]; copy?: boolean }) {
  const { href } = useI18n();
  return (
    // The copy only makes the loop seamless: hidden from assistive technology and out of the tab order.
    <ul className="marquee__list" aria-hidden={copy || undefined} inert={copy || undefined}>
      {items.map((n, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders repeat their title
        <li key={i} className="news-entry">
          {n.date ? (
            <time className="news-entry__date" dateTime={n.isoDate}>
              {n.date}
            </time>
          ) : null}
          <p className="news-entry__title">
            {n.path ? (
              <a
                className="news-entry__link"
                href={href(n.path)}
                tabIndex={copy ? -1 : undefined}
                lang={langOf(n, "title")}
              >
                {n.title}
              </a>
            ) : (
              n.title
            )}
            {n.attachment ? (
              <AttachmentLink file={n.attachment} title={n.title} tabIndex={copy ? -1 : undefined} />
            ) : null}
          </p>
          <p className="news-entry__text" lang={langOf(n, "description")}>
            {n.description}
          </p>
          <ItemUntranslatedNote item={n} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Vertical news ticker in CSS only: the list is doubled and moved up by half
 * its height in a loop. Hover, keyboard focus and the pause box stop it;
 * under prefers-reduced-motion it stands still and scrolls by hand.
 */
export function NewsMarquee({ items }: { items: NewsView[] }) {
  const { t } = useI18n();
  return (
    <section className="news-box" aria-labelledby="news-heading">
      <div className="news-box__head">
        <h2 id="news-heading">{t("home.news")}</h2>
        <label className="news-box__pause">
          <input type="checkbox" />
          {t("home.news.pause")}
        </label>
      </div>
      {/* Focusable, so keyboard users can stop it and scroll it when it stands still. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of news, not a form fieldset */}
      <div
        className="marquee"
        role="group"
        aria-label={t("home.news.list")}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        style={{ "--marquee-duration": `${items.length * SECONDS_PER_ITEM}s` } as never}
      >
        <div className="marquee__track">
          <NewsEntries items={items} />
          <NewsEntries items={items} copy />
        </div>
      </div>
      <p className="news-box__all">
        <PageLink to="/news">{t("home.news.all")}</PageLink>
      </p>
    </section>
  );
}

function EventCard({ event }: { event: EventView }) {
  const { href } = useI18n();
  return (
    <article className="card event-card">
      {event.image ? (
        <ResponsiveImage
          photo={event.image}
          alt={event.image.alt}
          sizes="(min-width: 992px) 300px, 100vw"
          className="event-card__image"
          draggable={false}
        />
      ) : null}
      <h3 className="card__title">
        {event.path ? (
          <a className="event-card__page" href={href(event.path)} lang={langOf(event, "title")}>
            {event.title}
          </a>
        ) : (
          event.title
        )}
      </h3>
      <p className="event-card__when">
        {event.isoDate ? <time dateTime={event.isoDate}>{event.date}</time> : <span>{event.date}</span>}
        {event.time ? <span>, {event.time}</span> : null}
      </p>
      {event.venue ? (
        <p className="event-card__venue" lang={langOf(event, "venue")}>
          {event.venue}
        </p>
      ) : null}
      <p className="event-card__text" lang={langOf(event, "description")}>
        {event.description}
      </p>
      <ItemUntranslatedNote item={event} />
      {event.attachment ? <AttachmentLink file={event.attachment} title={event.title} /> : null}
    </article>
  );
}

export function EventsBox({ items }: { items: EventView[] }) {
  const { t } = useI18n();
  return (
    <div className="events-box">
      <h2 id="events-heading">{t("home.events")}</h2>
      <Carousel
        label={t("home.events")}
        labelledBy="events-heading"
        perView={perView.events}
        className="events"
        prevLabel={t("home.events.previous")}
        nextLabel={t("home.events.next")}
        slides={items.map((e, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: sample events have no id
          <EventCard key={i} event={e} />
        ))}
      />
      <p>
        <PageLink to="/events">{t("home.events.all")}</PageLink>
      </p>
    </div>
  );
}

export function Registrations({ items }: { items: RegistrationView[] }) {
  const { t } = useI18n();
  return (
    <section className="registrations" aria-labelledby="registrations-heading">
      <h2 id="registrations-heading">{t("home.registration")}</h2>
      {items.length ? (
        <ul className="registrations__list">
          {items.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: titles may repeat
            <li key={i}>
              {r.url ? <ExternalLink href={r.url}>{r.title}</ExternalLink> : <span>{r.title}</span>}
              {r.attachment ? <AttachmentLink file={r.attachment} title={r.title} /> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("home.registration.empty")}</p>
      )}
    </section>
  );
}
