/** Longest wait for the page's load event before the popup opens anyway. */
const MAX_WAIT_MS = 3000;

/** Marks, for this browser tab's session, that the popup has already opened by itself once. */
export const SEEN_KEY = "notifications-seen";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The home page's notification popup (app/features/home/notification-popup.tsx):
 * opens the server-rendered <dialog> as a modal once the page has loaded (the
 * rest of the page goes inert, Escape closes it natively), puts focus on the
 * close button, wraps Tab inside, and gives focus back to where it was on
 * close. The button with `data-popup-open="<dialog id>"` opens it again.
 * It opens by itself once per browser session (sessionStorage), so a parent
 * moving between pages is not interrupted again; the button still opens it.
 */
export default function enhance(el: HTMLElement): void {
  if (!(el instanceof HTMLDialogElement)) return;
  const dialog = el;
  const close = dialog.querySelector<HTMLElement>("[data-popup-close]");
  const opener = dialog.id ? document.querySelector<HTMLElement>(`[data-popup-open="${CSS.escape(dialog.id)}"]`) : null;
  let returnTo: Element | null = null;

  const open = () => {
    if (dialog.open || !dialog.isConnected) return;
    returnTo = document.activeElement;
    dialog.showModal();
    close?.focus();
  };

  close?.addEventListener("click", () => dialog.close());
  dialog.addEventListener("close", () => {
    const back = returnTo;
    returnTo = null;
    if (back instanceof HTMLElement && back.isConnected && back !== document.body) back.focus();
  });
  dialog.addEventListener("keydown", (e) => {
    if (e.key !== "Tab") return;
    const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (node) => !node.closest("[inert]") && node.getClientRects().length > 0,
    );
    if (!focusable.length) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  });

  if (opener) {
    opener.addEventListener("click", open);
    opener.classList.add("is-ready");
  }

  if (seenThisSession()) return;
  const openFirstTime = () => {
    markSeen();
    open();
  };
  // Once, after the page has loaded: the popup must not compete with the page's own content.
  if (document.readyState === "complete") {
    openFirstTime();
    return;
  }
  const show = () => {
    window.clearTimeout(timer);
    window.removeEventListener("load", show);
    openFirstTime();
  };
  const timer = window.setTimeout(show, MAX_WAIT_MS);
  window.addEventListener("load", show);
}

// Storage can be off (private modes, blocked cookies): then the popup opens on every visit, as before.
function seenThisSession(): boolean {
  try {
    return sessionStorage.getItem(SEEN_KEY) === "1";
  } catch {
    return false;
  }
}

function markSeen(): void {
  try {
    sessionStorage.setItem(SEEN_KEY, "1");
  } catch {
    // See seenThisSession.
  }
}
