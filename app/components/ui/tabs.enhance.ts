/**
 * Tabs ([data-tabs], components/ui/tabs.tsx). The server renders tab links
 * (?tab=slug) and the selected panel; here a click or Space switches in place,
 * arrow keys (wrapping), Home and End move the selection and the focus, only
 * the selected tab is in the tab order, and the URL is replaced (not pushed)
 * so the tab can be shared and Back leaves the page.
 */
export default function enhance(root: HTMLElement): void {
  const param = root.dataset.param || "tab";
  const list = root.querySelector<HTMLElement>(":scope > [role=tablist]");
  const tabs = [...(list?.querySelectorAll<HTMLAnchorElement>(":scope > [role=tab]") ?? [])];
  if (!list || tabs.length === 0) return;
  const tabOf = (target: EventTarget | null) =>
    tabs.indexOf((target as Element).closest("[role=tab]") as HTMLAnchorElement);
  const panelOf = (tab: HTMLElement) => document.getElementById(tab.getAttribute("aria-controls") ?? "");
  const slugOf = (tab: HTMLElement) => tab.dataset.slug ?? "";

  const urlWith = (slug: string) => {
    const url = new URL(window.location.href);
    url.searchParams.set(param, slug);
    url.hash = "";
    return url;
  };

  const selectedIndex = () =>
    Math.max(
      0,
      tabs.findIndex((t) => t.getAttribute("aria-selected") === "true"),
    );

  function select(index: number) {
    const chosen = tabs[index];
    for (const tab of tabs) {
      const on = tab === chosen;
      tab.setAttribute("aria-selected", String(on));
      tab.tabIndex = on ? 0 : -1;
      const panel = panelOf(tab);
      if (panel) panel.hidden = !on;
    }
    const url = urlWith(slugOf(chosen));
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, "", url);
    // Links opened elsewhere (new tab, copied) keep the other query parameters as they are now.
    for (const tab of tabs) tab.href = `${urlWith(slugOf(tab)).search}#${root.id}`;
  }

  // Roving tabindex: Tab enters the list on the selected tab; arrows move within it.
  const start = selectedIndex();
  tabs.forEach((tab, i) => {
    tab.tabIndex = i === start ? 0 : -1;
  });

  list.addEventListener("click", (e) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const index = tabOf(e.target);
    if (index < 0) return;
    e.preventDefault();
    if (index !== selectedIndex()) select(index);
  });

  list.addEventListener("keydown", (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const index = tabOf(e.target);
    if (index < 0) return;
    const next = keyTarget(e.key, index, tabs.length - 1);
    if (next === undefined) return;
    // Space would scroll the page; arrows and Home/End would too.
    e.preventDefault();
    if (next !== selectedIndex()) select(next);
    tabs[next].focus();
  });
}

/** The tab a key moves to from tab `index` (arrows wrap; Space selects the focused tab), or undefined for other keys. */
function keyTarget(key: string, index: number, last: number): number | undefined {
  switch (key) {
    case "ArrowRight":
      return index === last ? 0 : index + 1;
    case "ArrowLeft":
      return index === 0 ? last : index - 1;
    case "Home":
      return 0;
    case "End":
      return last;
    case " ":
      return index;
    default:
      return undefined;
  }
}
