import { Carousel } from "../../components/ui/carousel.tsx";
import { ItemUntranslatedNote, langOf } from "../../components/ui/in-english.tsx";
import { fileUrl, ResponsiveImage } from "../../components/ui/responsive-image.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { ExternalLink } from "./home-links.tsx";
import type { NotificationView } from "./home-views.ts";

const DIALOG_ID = "notification-popup";

/**
 * The notification popup of spec section 2: a modal carousel. The server
 * renders the <dialog> closed, so it cannot shift the layout or become the
 * page's largest paint; app/features/home/notification-popup.enhance.ts (found by
 * `data-popup`) opens it once the page has loaded, keeps focus inside and
 * gives it back on close. The button next to the highlights opens it again;
 * it keeps its space but stays invisible until that behaviour runs, and
 * without JavaScript it is not shown at all.
 */
export function NotificationPopup({ items }: { items: NotificationView[] }) {
  const { t } = useI18n();
  if (!items.length) return null;
  return (
    <>
      <button type="button" className="popup-open" aria-haspopup="dialog" data-popup-open={DIALOG_ID}>
        {t("home.notifications")} ({items.length})
      </button>
      <dialog id={DIALOG_ID} className="popup" aria-modal="true" aria-labelledby="popup-heading" data-popup="">
        <div className="popup__head">
          <h2 id="popup-heading">{t("home.notifications")}</h2>
          <button type="button" className="popup__close" aria-label={t("home.notifications.close")} data-popup-close="">
            <svg viewBox="0 0 16 16" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M3 3l10 10M13 3 3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <Carousel
          label={t("home.notifications")}
          autoplayMs={0}
          arrows="always"
          className="popup__carousel"
          prevLabel={t("home.notifications.previous")}
          nextLabel={t("home.notifications.next")}
          slides={items.map((n, i) => (
            <article className="popup__entry" key={n.title}>
              {items.length > 1 ? (
                <p className="popup__count">{t("home.notifications.count", { n: i + 1, of: items.length })}</p>
              ) : null}
              <h3 className="popup__title" lang={langOf(n, "title")}>
                {n.title}
              </h3>
              {n.image ? (
                <ResponsiveImage
                  photo={n.image}
                  alt={n.image.alt}
                  sizes="(min-width: 600px) 520px, 90vw"
                  className="popup__image"
                  // Lazy: an image in the closed dialog loads only once the dialog shows it.
                  loading="lazy"
                  draggable={false}
                />
              ) : null}
              {n.description ? <p lang={langOf(n, "description")}>{n.description}</p> : null}
              <ItemUntranslatedNote item={n} />
              <p className="popup__actions">
                {n.attachment ? (
                  <ExternalLink href={fileUrl(n.attachment)} className="button button--small" about={n.title}>
                    {t("home.attachment")}
                  </ExternalLink>
                ) : null}
                {n.url ? (
                  <ExternalLink href={n.url} className="button button--small button--ghost" about={n.title}>
                    {t("home.clickHere")}
                  </ExternalLink>
                ) : null}
              </p>
            </article>
          ))}
        />
      </dialog>
    </>
  );
}
