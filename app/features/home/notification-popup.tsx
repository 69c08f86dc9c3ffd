import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from "react";
import { Carousel } from "../../components/ui/carousel.tsx";
import { fileUrl, ResponsiveImage } from "../../components/ui/responsive-image.tsx";
import { notificationText } from "./home-content.ts";
import type { NotificationView } from "./home-data.ts";

/** Longest wait for the page's load event before the popup opens anyway. */
const MAX_WAIT_MS = 3000;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The notification popup of spec section 2: a modal carousel shown once the
 * page has loaded (never in the server HTML, so it cannot shift the layout or
 * become the page's largest paint). A native modal <dialog> keeps the rest of
 * the page inert and closes on Escape; focus wraps inside and goes back to
 * where it was on close. A button next to the highlights opens it again.
 */
export function NotificationPopup({ items }: { items: NotificationView[] }) {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<Element | null>(null);

  useEffect(() => {
    if (!items.length) return;
    const show = () => setOpen(true);
    if (document.readyState === "complete") {
      show();
      return;
    }
    const timer = window.setTimeout(show, MAX_WAIT_MS);
    window.addEventListener("load", show, { once: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("load", show);
    };
  }, [items.length]);

  // Before paint, and before the carousel inside measures its slides.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog || dialog.open) return;
    returnTo.current = document.activeElement;
    dialog.showModal();
    closeRef.current?.focus();
  }, [open]);

  const onClose = () => {
    setOpen(false);
    const back = returnTo.current;
    if (back instanceof HTMLElement && back.isConnected && back !== document.body) back.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== "Tab") return;
    const focusable = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.getClientRects().length > 0 && !el.closest("[inert]"),
    );
    if (!focusable.length) return;
    const firstEl = focusable[0];
    const lastEl = focusable[focusable.length - 1];
    if (e.shiftKey && document.activeElement === firstEl) {
      e.preventDefault();
      lastEl.focus();
    } else if (!e.shiftKey && document.activeElement === lastEl) {
      e.preventDefault();
      firstEl.focus();
    }
  };

  if (!items.length) return null;
  const reopen = (
    <button type="button" className="popup-open" aria-haspopup="dialog" onClick={() => setOpen(true)}>
      {notificationText.reopen} ({items.length})
    </button>
  );
  if (!open) return reopen;

  return (
    <>
      {reopen}
      <dialog
        ref={dialogRef}
        className="popup"
        aria-modal="true"
        aria-labelledby="popup-heading"
        onClose={onClose}
        onKeyDown={onKeyDown}
      >
        <div className="popup__head">
          <h2 id="popup-heading">{notificationText.heading}</h2>
          <button
            ref={closeRef}
            type="button"
            className="popup__close"
            aria-label={notificationText.close}
            onClick={() => dialogRef.current?.close()}
          >
            <svg viewBox="0 0 16 16" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M3 3l10 10M13 3 3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <Carousel
          label={notificationText.heading}
          autoplayMs={0}
          arrows="always"
          className="popup__carousel"
          prevLabel="Previous notification"
          nextLabel="Next notification"
          slides={items.map((n) => (
            <article className="popup__entry" key={n.title}>
              <h3 className="popup__title">{n.title}</h3>
              {n.image ? (
                <ResponsiveImage
                  file={n.image.file}
                  alt={n.image.alt}
                  width={n.image.width}
                  height={n.image.height}
                  sizes="(min-width: 600px) 520px, 90vw"
                  className="popup__image"
                  loading="eager"
                  draggable={false}
                />
              ) : null}
              {n.description ? <p>{n.description}</p> : null}
              <p className="popup__actions">
                {n.attachment ? (
                  <a
                    href={fileUrl(n.attachment)}
                    className="button button--small"
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {notificationText.attachment}
                    <span className="visually-hidden">: {n.title} (opens in a new tab)</span>
                  </a>
                ) : null}
                {n.url ? (
                  <a
                    href={n.url}
                    className="button button--small button--ghost"
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {notificationText.clickHere}
                    <span className="visually-hidden">: {n.title} (opens in a new tab)</span>
                  </a>
                ) : null}
              </p>
            </article>
          ))}
        />
      </dialog>
    </>
  );
}
