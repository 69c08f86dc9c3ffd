import { useI18n } from "../../i18n/i18n-context.tsx";
import { siteLabel } from "../../i18n/site-labels.ts";
import { PageLink } from "../ui/page-link.tsx";
import { useSchool } from "./school-context.tsx";

/** Banner and breadcrumb of every inner page (spec section 2). */
/** A built-in name (menu group, page) in the reader's language, or the English marked as such. */
function useLabel() {
  const { lang } = useI18n();
  const { abbreviation } = useSchool();
  return (english: string) => {
    const own = siteLabel(lang, english, abbreviation);
    return own === null ? { text: english, lang: "en" as const } : { text: own, lang: undefined };
  };
}

export function PageHeader({
  title,
  trail = [],
  titleLang,
}: {
  title: string;
  trail?: string[];
  /** "en" on a page in another language whose title has no translation (screen readers switch voice). */
  titleLang?: "en";
}) {
  const { t } = useI18n();
  const label = useLabel();
  return (
    <div className="page-banner">
      <div className="page-banner__inner">
        <h1 className="page-banner__title" lang={titleLang}>
          {title}
        </h1>
        <nav aria-label={t("layout.breadcrumb")} className="breadcrumb">
          <ol>
            <li>
              <PageLink to="/">{t("layout.home")}</PageLink>
            </li>
            {trail.map((group) => (
              <li key={group} lang={label(group).lang}>
                {label(group).text}
              </li>
            ))}
            <li aria-current="page" lang={titleLang}>
              {title}
            </li>
          </ol>
        </nav>
      </div>
    </div>
  );
}
