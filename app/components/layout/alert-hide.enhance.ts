/**
 * "Hide" on an information alert, in place: the same session cookie the
 * form's server route sets (server/web/alert-routes.ts), without reloading
 * the page. The server leaves hidden alerts out of every later page.
 */
export default function alertHide(form: HTMLElement): void {
  if (!(form instanceof HTMLFormElement)) return;
  form.addEventListener("submit", (event) => {
    const id = new FormData(form).get("id");
    if (typeof id !== "string" || !/^[a-f0-9]{1,32}$/.test(id)) return;
    event.preventDefault();
    const current = /(?:^|;\s*)hidden_alerts=([^;]*)/.exec(document.cookie)?.[1] ?? "";
    const ids = new Set(current.split(".").filter(Boolean));
    ids.add(id);
    // biome-ignore lint/suspicious/noDocumentCookie: a session cookie the server reads; no cookie store API on older phones
    document.cookie = `hidden_alerts=${[...ids].slice(-20).join(".")}; path=/; samesite=lax`;
    const alert = form.closest(".site-alert");
    alert?.remove();
    document.getElementById("main")?.focus();
  });
}
