import type { ReactNode } from "react";
import { googleCalendarUrl } from "../../../contract/calendar.ts";
import { noticePath } from "../../../contract/notices.ts";
import { ShareLink } from "../../components/ui/share-link.tsx";
import { useI18n, withElement } from "../../i18n/i18n-context.tsx";
import type { EventItem } from "./events-data.ts";

/** The box below the events (a parent comes for the events first): the school calendar in the phone's own calendar app, kept up to date. */
export function CalendarSubscribe({ origin }: { origin: string }) {
  const feed = `${origin.replace(/\/+$/, "")}/events.ics`;
  // Calendar apps subscribe to webcal: (the same address, their own scheme).
  const webcal = feed.replace(/^https?:/, "webcal:");
  const { t } = useI18n();
  return (
    <section className="calendar-subscribe" aria-labelledby="calendar-subscribe-title">
      <h2 id="calendar-subscribe-title">{t("calendar.subscribe")}</h2>
      <p>
        <a className="button button--small" href={webcal}>
          {t("calendar.subscribe")}
        </a>{" "}
        <a href="/events.ics">{t("calendar.download")}</a>
      </p>
      <ul className="calendar-subscribe__how">
        <li>
          <strong>{t("calendar.android")}</strong> {withElement(t, "calendar.androidHow", "feed", <code>{feed}</code>)}
        </li>
        <li>
          <strong>{t("calendar.iphone")}</strong> {t("calendar.iphoneHow")}
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
  const { t } = useI18n();
  return (
    <div className="event-card__actions">
      <a className="button button--small" href={`/events/${encodeURIComponent(item.id)}.ics`} download>
        {t("calendar.add")}
        <span className="visually-hidden">: {item.title}</span>
      </a>
      <details className="event-card__more">
        <summary>
          {t("calendar.more")}
          <span className="visually-hidden">: {item.title}</span>
        </summary>
        <ul className="event-card__links">
          <li>
            <a
              className="button button--small button--ghost"
              href={googleCalendarUrl(item)}
              target="_blank"
              rel="noopener"
            >
              {t("calendar.google")}
              <span className="visually-hidden">
                : {item.title} {t("layout.newTab")}
              </span>
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
