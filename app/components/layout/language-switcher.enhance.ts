/**
 * The header's language switcher (language-switcher.tsx): the language a
 * visitor picks is remembered for their next visit (a cookie the server
 * reads only when the home page's address is typed again); on an English
 * page, the one-line offer of a language the visitor chose before, or that
 * the browser prefers over English, is shown. Nothing is ever redirected
 * here: the page a link or a search result opened stays as it is.
 */
const YEAR = 365 * 24 * 3600;

function remembered(): string | null {
  return /(?:^|;\s*)lang=([a-z]{2,3})(?:;|$)/.exec(document.cookie)?.[1] ?? null;
}

export default function enhance(nav: HTMLElement): void {
  const remember = (event: Event) => {
    const code = (event.target as Element | null)?.closest<HTMLElement>("a[data-lang]")?.dataset.lang;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox, which parents use
    if (code) document.cookie = `lang=${code}; Path=/; Max-Age=${YEAR}; SameSite=Lax`;
  };
  nav.addEventListener("click", remember);
  const offers = document.querySelector<HTMLElement>("[data-lang-offer]");
  if (!offers) return;
  offers.addEventListener("click", remember);
  const choice = remembered();
  if (choice === "en") return;
  const offered = new Set(Array.from(offers.querySelectorAll<HTMLElement>("[data-offer]"), (p) => p.dataset.offer));
  // The first language the visitor chose or prefers, unless English comes before it.
  const wanted = [choice, ...navigator.languages.map((l) => l.toLowerCase().split("-")[0])].find(
    (code) => code === "en" || (code && offered.has(code)),
  );
  if (!wanted || wanted === "en") return;
  const line = offers.querySelector<HTMLElement>(`[data-offer="${wanted}"]`);
  if (line) line.hidden = false;
}
