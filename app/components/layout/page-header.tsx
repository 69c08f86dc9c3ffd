import { useI18n } from "../../i18n/i18n-context.tsx";
import { PageLink } from "../ui/page-link.tsx";

/** Banner and breadcrumb of every inner page (spec section 2). */
export function PageHeader({ title, trail = [] }: { title: string; trail?: string[] }) {
  const { t } = useI18n();
  return (
    <div className="page-banner">
      <div className="page-banner__inner">
        <h1 className="page-banner__title">{title}</h1>
        <nav aria-label={t("layout.breadcrumb")} className="breadcrumb">
          <ol>
            <li>
              <PageLink to="/">{t("layout.home")}</PageLink>
            </li>
            {trail.map((t) => (
              <li key={t}>{t}</li>
            ))}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      </div>
    </div>
  );
}
