import { type KeyboardEvent, type MouseEvent, type ReactNode, useRef, useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router";
import "./tabs.css";

export interface TabItem {
  /** URL-safe id: the value of the query parameter and part of element ids. */
  slug: string;
  label: string;
  panel: ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: TabItem[];
  /** Prefix of element ids; unique on the page. */
  id: string;
  /** Query parameter that holds the selected tab (default "tab"). */
  param?: string;
  className?: string;
}

const noSubscribe = () => () => {};

/** False on the server and while hydrating, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}

/** Slug of the selected tab: the query parameter when it names a tab, else the first tab. */
export function selectedSlug(tabs: { slug: string }[], search: string, param = "tab"): string | undefined {
  const wanted = new URLSearchParams(search).get(param);
  return tabs.find((t) => t.slug === wanted)?.slug ?? tabs[0]?.slug;
}

/**
 * Tabs whose selection lives in the URL (?tab=slug), so a tab can be shared.
 * Each tab is a real link: without JavaScript it reloads the page with the
 * tab selected by the server. With JavaScript, clicks and arrow keys switch
 * in place (replace navigation, no scroll) with a roving tabindex.
 */
export function Tabs({ label, tabs, id, param = "tab", className }: TabsProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  const selected = selectedSlug(tabs, location.search, param);

  const hrefOf = (slug: string) => {
    const search = new URLSearchParams(location.search);
    search.set(param, slug);
    return `?${search}`;
  };

  const select = (slug: string) => {
    if (slug === selected) return;
    navigate({ search: hrefOf(slug) }, { replace: true, preventScrollReset: true });
  };

  const onClick = (event: MouseEvent<HTMLAnchorElement>, slug: string) => {
    // Let the browser open the link elsewhere on a modified click.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    select(slug);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const last = tabs.length - 1;
    let next: number;
    switch (event.key) {
      case "ArrowRight":
        next = index === last ? 0 : index + 1;
        break;
      case "ArrowLeft":
        next = index === 0 ? last : index - 1;
        break;
      case "Home":
        next = 0;
        break;
      case "End":
        next = last;
        break;
      case " ":
        // Space activates a tab as it does a button; a link would scroll the page.
        event.preventDefault();
        select(tabs[index].slug);
        return;
      default:
        return;
    }
    event.preventDefault();
    select(tabs[next].slug);
    refs.current[next]?.focus();
  };

  return (
    <div className={`tabs ${className ?? ""}`} id={id}>
      <div role="tablist" aria-label={label} className="tabs__list">
        {tabs.map((tab, i) => {
          const isSelected = tab.slug === selected;
          return (
            <a
              key={tab.slug}
              ref={(el) => {
                refs.current[i] = el;
              }}
              role="tab"
              id={`${id}-tab-${tab.slug}`}
              href={`${hrefOf(tab.slug)}#${id}`}
              aria-selected={isSelected}
              aria-controls={`${id}-panel-${tab.slug}`}
              // Before hydration (and without JavaScript) every tab is a plain link in the tab order.
              tabIndex={hydrated ? (isSelected ? 0 : -1) : undefined}
              className="tabs__tab"
              onClick={(e) => onClick(e, tab.slug)}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {tab.label}
            </a>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.slug}
          role="tabpanel"
          id={`${id}-panel-${tab.slug}`}
          aria-labelledby={`${id}-tab-${tab.slug}`}
          hidden={tab.slug !== selected}
          className="tabs__panel"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
