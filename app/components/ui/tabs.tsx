import type { ReactNode } from "react";
import { useLocation } from "react-router";
import "./tabs.css";

interface TabItem {
  /** URL-safe id: the value of the query parameter and part of element ids. */
  slug: string;
  label: string;
  panel: ReactNode;
}

interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: TabItem[];
  /** Prefix of element ids; unique on the page. */
  id: string;
  /** Query parameter that holds the selected tab (default "tab"). */
  param?: string;
  className?: string;
}

/** Slug of the selected tab: the query parameter when it names a tab, else the first tab. */
export function selectedSlug(tabs: { slug: string }[], search: string, param = "tab"): string | undefined {
  const wanted = new URLSearchParams(search).get(param);
  return tabs.find((t) => t.slug === wanted)?.slug ?? tabs[0]?.slug;
}

/**
 * Tabs whose selection lives in the URL (?tab=slug), so a tab can be shared.
 * Each tab is a real link: without JavaScript it reloads the page with the
 * tab selected by the server. app/components/ui/tabs.enhance.ts ([data-tabs]) makes clicks
 * and arrow keys switch in place (no reload, no scroll, the URL replaced)
 * with a roving tabindex.
 */
export function Tabs({ label, tabs, id, param = "tab", className }: TabsProps) {
  const { search } = useLocation();
  const selected = selectedSlug(tabs, search, param);

  const hrefOf = (slug: string) => {
    const query = new URLSearchParams(search);
    query.set(param, slug);
    return `?${query}#${id}`;
  };

  return (
    <div className={`tabs ${className ?? ""}`} id={id} data-tabs="" data-param={param}>
      <div role="tablist" aria-label={label} className="tabs__list">
        {tabs.map((tab) => (
          // Without JavaScript every tab is a plain link in the tab order; the script adds the roving tabindex.
          <a
            key={tab.slug}
            role="tab"
            id={`${id}-tab-${tab.slug}`}
            href={hrefOf(tab.slug)}
            aria-selected={tab.slug === selected}
            aria-controls={`${id}-panel-${tab.slug}`}
            data-slug={tab.slug}
            className="tabs__tab"
          >
            {tab.label}
          </a>
        ))}
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
