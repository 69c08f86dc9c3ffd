import { type AlertView, alertLevelLabels } from "../../contract/alert-rules.ts";

/**
 * The marker every public page carries where its alerts go (public-frame.tsx
 * renders it): the page handler puts the alerts showing now in its place on
 * every answer, cached pages included, as it does the CSP nonce.
 */
export const ALERT_SLOT = '<div data-alert-slot=""></div>';

/** The cookie holding the information alerts a visitor hid for this visit (a session cookie). */
export const HIDDEN_ALERTS_COOKIE = "hidden_alerts";

const esc = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** The ids in the visitor's hidden-alerts cookie. */
export function hiddenAlerts(cookieHeader: string | undefined): Set<string> {
  const m = /(?:^|;\s*)hidden_alerts=([^;]*)/.exec(cookieHeader ?? "");
  return new Set((m?.[1] ?? "").split(".").filter((id) => /^[a-f0-9]{1,32}$/.test(id)));
}

/**
 * The alerts as HTML, plain and complete without JavaScript: urgent ones
 * first and always shown; an information alert has a Hide button (a form,
 * so it works without JavaScript too) unless the visitor hid it already.
 */
export function alertsHtml(alerts: readonly AlertView[], hidden: ReadonlySet<string> = new Set()): string {
  const shown = alerts.filter((a) => a.level === "urgent" || !hidden.has(a.id));
  if (!shown.length) return "";
  const items = shown.map((a) => {
    const label = alertLevelLabels[a.level];
    const link = a.link
      ? ` <a class="site-alert__link" href="${esc(a.link)}">More details<span class="visually-hidden">: ${esc(a.text)}</span></a>`
      : "";
    const hide =
      a.level === "info"
        ? `<form class="site-alert__hide" method="post" action="/alerts/hide" data-alert-hide=""><input type="hidden" name="id" value="${esc(a.id)}"/><button type="submit" class="site-alert__button">Hide<span class="visually-hidden"> this message for this visit</span></button></form>`
        : "";
    return `<section class="site-alert site-alert--${a.level}" aria-label="${label} message from the school" data-alert-id="${esc(a.id)}"><p class="site-alert__text"><strong class="site-alert__level">${label}:</strong> ${esc(a.text)}${link}</p>${hide}</section>`;
  });
  return `<div class="site-alerts">${items.join("")}</div>`;
}
