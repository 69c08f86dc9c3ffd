import { useMemo } from "react";
import { formatDate } from "../../../contract/dates.ts";
import { noticePath } from "../../../contract/notices.ts";
import { AttachmentButtons } from "../../components/ui/attachment-buttons.tsx";
import { Fact } from "../../components/ui/fact.tsx";
import { ResponsiveImage } from "../../components/ui/responsive-image.tsx";
import { itemDate } from "../../lib/list-filters/list-filters.ts";
import { FilterForm } from "../../lib/list-page/filter-form.tsx";
import { ListCount, ResultList } from "../../lib/list-page/list-status.tsx";
import { yearMonthSelects } from "../../lib/list-page/select-options.ts";
import { useListFilters } from "../../lib/list-page/use-url-filters.ts";
import { upcomingFirst } from "../../lib/upcoming.ts";
import { CalendarSubscribe, EventCalendarLinks } from "./calendar-links.tsx";
import { type EventItem, type EventsPageData, eventsText } from "./events-data.ts";
import "./events.css";

export function EventsPage({ items, defaults, years, now, origin }: EventsPageData & { origin?: string }) {
  const { filters, shown: matching } = useListFilters(items, defaults);
  // Upcoming events first, soonest first; past ones after them, marked "Past" (issue 16).
  const shown = useMemo(() => upcomingFirst(matching, itemDate, new Date(now)), [matching, now]);
  return (
    <div className="list-page">
      <FilterForm
        action="/events"
        label={eventsText.filterLabel}
        selects={yearMonthSelects({ filters, defaults, years })}
        search={{ label: eventsText.search, value: filters.q }}
        defaults={defaults}
      />
      <ListCount label={eventsText.count} count={shown.length} />
      <ResultList items={shown} empty={eventsText.empty} className="events-list" card={(e) => <EventView item={e} />} />
      {origin ? <CalendarSubscribe origin={origin} /> : null}
    </div>
  );
}

function EventView({ item }: { item: EventItem }) {
  return (
    <article className={item.past ? "event-card event-card--past" : "event-card"}>
      {item.image ? (
        <ResponsiveImage
          className="event-card__image"
          file={item.image.file}
          alt={item.title}
          width={item.image.width}
          height={item.image.height}
          sizes="(min-width: 768px) 320px, 100vw"
        />
      ) : null}
      <div className="event-card__body">
        <h2 className="event-card__title">
          <a className="event-card__link" href={noticePath("event", item.id)}>
            {item.title}
          </a>
          {item.past ? <span className="event-card__past"> {eventsText.past}</span> : null}
        </h2>
        <dl className="event-card__facts">
          <Fact term={eventsText.date}>
            <time dateTime={item.date}>{formatDate(item.date, "en-IN-short") ?? item.date}</time>
          </Fact>
          {item.time ? <Fact term={eventsText.time}>{item.time}</Fact> : null}
          {item.venue ? <Fact term={eventsText.venue}>{item.venue}</Fact> : null}
        </dl>
        <p className="event-card__text">{item.description}</p>
        <AttachmentButtons documents={item.documents} title={item.title} />
        <EventCalendarLinks item={item} />
      </div>
    </article>
  );
}
