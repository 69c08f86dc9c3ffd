import { useMemo } from "react";
import { noticePath } from "../../../contract/notices.ts";
import { AttachmentButtons } from "../../components/ui/attachment-buttons.tsx";
import { EventFacts } from "../../components/ui/fact.tsx";
import { ItemUntranslatedNote, langOf } from "../../components/ui/in-english.tsx";
import { ResponsiveImage } from "../../components/ui/responsive-image.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { itemDate } from "../../lib/list-filters/list-filters.ts";
import { ListPage } from "../../lib/list-page/list-page.tsx";
import { ResultList } from "../../lib/list-page/list-status.tsx";
import { upcomingFirst } from "../../lib/upcoming.ts";
import { CalendarSubscribe, EventCalendarLinks } from "./calendar-links.tsx";
import type { EventItem, EventsPageData } from "./events-data.ts";
import "./events.css";

export function EventsPage({ items, defaults, years, now, origin }: EventsPageData & { origin?: string }) {
  const { t } = useI18n();
  return (
    <ListPage
      {...{ items, defaults }}
      filter={{ action: "/events", label: t("events.filterLabel"), years }}
      count={t("events.count")}
    >
      {(matching) => (
        <>
          <EventResults matching={matching} now={now} />
          {origin ? <CalendarSubscribe origin={origin} /> : null}
        </>
      )}
    </ListPage>
  );
}

function EventResults({ matching, now }: { matching: EventItem[]; now: string }) {
  const { t } = useI18n();
  // Upcoming events first, soonest first; past ones after them, marked "Past" (issue 16).
  const shown = useMemo(() => upcomingFirst(matching, itemDate, new Date(now)), [matching, now]);
  return (
    <ResultList
      items={shown}
      empty={t("events.empty")}
      className="events-list"
      card={(e, i) => <EventView item={e} first={i === 0} />}
    />
  );
}

/** `first`: the first card's photo is what a phone shows largest on the first screen (its LCP): fetched at once. */
function EventView({ item, first }: { item: EventItem; first: boolean }) {
  const { t, href } = useI18n();
  return (
    <article className={item.past ? "event-card event-card--past" : "event-card"}>
      {item.image ? (
        <ResponsiveImage
          className="event-card__image"
          photo={item.image}
          alt={item.title}
          sizes="(min-width: 768px) 320px, 100vw"
          priority={first}
        />
      ) : null}
      <div className="event-card__body">
        <h2 className="event-card__title">
          <a className="event-card__link" href={href(noticePath("event", item.id))} lang={langOf(item, "title")}>
            {item.title}
          </a>
          {item.past ? <span className="event-card__past"> {t("events.past")}</span> : null}
        </h2>
        <dl className="event-card__facts">
          <EventFacts item={item} dateStyle="short" />
        </dl>
        <p className="event-card__text" lang={langOf(item, "description")}>
          {item.description}
        </p>
        <ItemUntranslatedNote item={item} />
        <AttachmentButtons documents={item.documents} title={item.title} />
        <EventCalendarLinks item={item} />
      </div>
    </article>
  );
}
