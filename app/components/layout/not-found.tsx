import { type MenuGroup, menu } from "../../content/site-map.ts";

const notFoundText = {
  heading: "We could not find that page",
  intro: "It may have moved, or the address may have a typing mistake. These pages can help:",
  home: "Home page",
  admission: "Admission enquiry",
  contact: "Contact the school",
  sections: "Main sections of the website",
} as const;

/** The main sections: each menu group's first page of its own (not a Coming Soon or outside link). */
export function mainSections(groups: MenuGroup[] = menu): { label: string; href: string }[] {
  return groups.flatMap((g) => {
    const first = g.links.find((l) => !l.external && l.href.startsWith("/") && l.href !== "/coming-soon");
    return first ? [{ label: g.label, href: first.href }] : [];
  });
}

/**
 * Below the spec's error screen on a 404: a friendly word and the ways on
 * (home, admission, contact, the main sections), so a mistyped or old link
 * is not a dead end for a parent.
 */
export function NotFoundHelp() {
  return (
    <section className="not-found" aria-labelledby="not-found-heading">
      <h2 id="not-found-heading">{notFoundText.heading}</h2>
      <p>{notFoundText.intro}</p>
      <ul className="not-found__main">
        <li>
          <a className="button" href="/">
            {notFoundText.home}
          </a>
        </li>
        <li>
          <a className="button button--ghost" href="/admission-enquire">
            {notFoundText.admission}
          </a>
        </li>
        <li>
          <a className="button button--ghost" href="/contact">
            {notFoundText.contact}
          </a>
        </li>
      </ul>
      <h3>{notFoundText.sections}</h3>
      <ul className="not-found__sections">
        {mainSections().map((s) => (
          <li key={s.label}>
            <a href={s.href}>{s.label}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
