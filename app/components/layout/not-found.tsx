import { type MenuGroup, menu } from "../../../contract/site-map.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { siteLabel } from "../../i18n/site-labels.ts";
import { useSchool } from "./school-context.tsx";

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
  const { t, href, lang } = useI18n();
  const school = useSchool();
  return (
    <section className="not-found" aria-labelledby="not-found-heading">
      <h2 id="not-found-heading">{t("notFound.heading")}</h2>
      <p>{t("notFound.intro")}</p>
      <ul className="not-found__main">
        <li>
          <a className="button" href={href("/")}>
            {t("notFound.home")}
          </a>
        </li>
        <li>
          <a className="button button--ghost" href={href("/admission-enquire")}>
            {t("notFound.admission")}
          </a>
        </li>
        <li>
          <a className="button button--ghost" href={href("/contact")}>
            {t("notFound.contact")}
          </a>
        </li>
      </ul>
      <h3>{t("notFound.sections")}</h3>
      <ul className="not-found__sections">
        {mainSections().map((s) => {
          // The section's name in the reader's language, as the menu shows it; else its English, marked.
          const name = siteLabel(lang, s.label, school.abbreviation);
          return (
            <li key={s.label}>
              <a href={href(s.href)} lang={name === null ? "en" : undefined}>
                {name ?? s.label}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
