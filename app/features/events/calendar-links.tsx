import type { ReactNode } from "react";
import { googleCalendarUrl } from "../../../contract/calendar.ts";
import { noticePath } from "../../../contract/notices.ts";
import { ShareLink } from "../../components/ui/share-link.tsx";
import type { EventItem } from "./events-data.ts";

/** The box below the events (a parent comes for the events first): the school calendar in the phone's own calendar app, kept up to date. */
export function CalendarSubscribe({ origin }: { origin: string }) {
  const feed = `${origin.replace(/\/+$/, "")}/events.ics`;
  // Calendar apps subscribe to webcal: (the same address, their own scheme).
  const webcal = feed.replace(/^https?:/, "webcal:");
  return (
    <section className="calendar-subscribe" aria-labelledby="calendar-subscribe-title">
      <h2 id="calendar-subscribe-title">Subscribe to the school calendar</h2>
      <p>
        <a className="button button--small" href={webcal}>
          Subscribe to the school calendar
        </a>{" "}
        <a href="/events.ics">Download the calendar file (.ics)</a>
      </p>
      <ul className="calendar-subscribe__how">
        <li>
          <strong>Android:</strong> in Google Calendar on a computer, choose Other calendars, then From URL, and paste{" "}
          <code>{feed}</code>; it then shows on your phone.
        </li>
        <li>
          <strong>iPhone:</strong> tap Subscribe to the school calendar, then Subscribe; new events appear in the
          Calendar app by themselves.
        </li>
      </ul>
    </section>
  );
}

/**
 * Under each event: one main action (add it to the phone's calendar), and
 * the rest (Google Calendar, sharing, the attached file) grouped behind
 * "More options", so a card does not end in a stack of four buttons. A
 * <details> opens without JavaScript.
 */
export function EventCalendarLinks({ item, download }: { item: EventItem; download?: ReactNode }) {
  return (
    <div className="event-card__actions">
      <a className="button button--small" href={`/events/${encodeURIComponent(item.id)}.ics`} download>
        Add to calendar<span className="visually-hidden">: {item.title}</span>
      </a>
      <details className="event-card__more">
        <summary>
          More options<span className="visually-hidden">: {item.title}</span>
        </summary>
        <ul className="event-card__links">
          <li>
            <a
              className="button button--small button--ghost"
              href={googleCalendarUrl(item)}
              target="_blank"
              rel="noopener"
            >
              Add to Google Calendar<span className="visually-hidden">: {item.title} (opens in a new tab)</span>
            </a>
          </li>
          <li>
            <ShareLink path={noticePath("event", item.id)} title={item.title} />
          </li>
          {download ? <li>{download}</li> : null}
        </ul>
      </details>
    </div>
  );
}
