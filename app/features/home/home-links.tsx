import { useSchool } from "../../components/layout/school-context.tsx";
import { PageLink } from "../../components/ui/page-link.tsx";
import { fileUrl } from "../../components/ui/responsive-image.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { siteLabel } from "../../i18n/site-labels.ts";
import { circleLinks, type HomeLink, otherLinks, quickLinks, sidebarLinks } from "./home-content.ts";
import { Icon } from "./icons.tsx";

/** A home link's words in the reader's language: its catalogue message, or the built-in page's name. */
export function useLinkLabel(): (link: HomeLink) => string {
  const { t, lang } = useI18n();
  return (link) => (link.key ? t(link.key) : (siteLabel(lang, link.name ?? "") ?? link.name ?? ""));
}

/** A link that opens in a new tab and tells screen readers so, and with `about` what it belongs to. */
export function ExternalLink({
  href,
  className,
  about,
  children,
}: {
  href: string;
  className?: string;
  about?: string;
  children: string;
}) {
  const { t } = useI18n();
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{`${about ? `: ${about}` : ""} ${t("layout.newTab")}`}</span>
    </a>
  );
}

/** Paperclip link to a stored file, named after what it belongs to. */
export function AttachmentLink({ file, title, tabIndex }: { file: string; title: string; tabIndex?: number }) {
  const { t } = useI18n();
  return (
    <a
      href={fileUrl(file)}
      tabIndex={tabIndex}
      className="attachment-link"
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${t("home.attachmentOf", { title })} ${t("layout.newTab")}`}
    >
      <Icon name="clip" size={18} />
    </a>
  );
}

/** The school's ERP portal and the row of quick-link circles under the highlights. */
export function PortalStrip() {
  const school = useSchool();
  const { t } = useI18n();
  const label = useLinkLabel();
  const erp = school.links.erpPortal;
  return (
    <div className="portal-strip">
      <div className="portal-strip__erp">
        {erp ? (
          <a href={erp} className="button portal-strip__erp-link" target="_blank" rel="noopener noreferrer">
            <Icon name="portal" />
            {t("home.erp")}
            <span className="visually-hidden"> {t("layout.newTab")}</span>
          </a>
        ) : null}
        <p>{t("home.erpText")}</p>
      </div>
      <nav aria-label={t("home.explore")} className="circles">
        <ul className="circles__list">
          {circleLinks.map((c) => (
            <li key={c.href}>
              <PageLink to={c.href} className="circles__link">
                <span className="circles__icon">
                  <Icon name={c.icon} size={28} />
                </span>
                {label(c)}
              </PageLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

export function Sidebar() {
  const links = sidebarLinks(useSchool());
  const { t } = useI18n();
  const label = useLinkLabel();
  return (
    <aside className="home-sidebar" aria-label={t("home.sidebar")}>
      <details className="home-sidebar__corner">
        <summary>
          <Icon name="user" />
          {t("home.sidebar.corner")}
        </summary>
        <ul>
          {links.studentsCorner.map((l) => (
            <li key={l.href}>
              <PageLink to={l.href}>{label(l)}</PageLink>
            </li>
          ))}
        </ul>
      </details>
      {links.parentPortal ? (
        <a href={links.parentPortal} className="home-sidebar__portal" target="_blank" rel="noopener noreferrer">
          <Icon name="portal" />
          {t("home.sidebar.parentPortal")}
          <span className="visually-hidden"> {t("layout.newTab")}</span>
        </a>
      ) : null}
      <h2 className="home-sidebar__heading">{t("home.sidebar.follow")}</h2>
      <ul className="home-sidebar__social">
        {links.social.map((s) => (
          <li key={s.href}>
            <a href={s.href} target="_blank" rel="noopener noreferrer">
              <Icon name={s.icon} />
              {t(s.key)}
              <span className="visually-hidden"> {t("layout.newTab")}</span>
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}

export function LinkLists() {
  const { t } = useI18n();
  const label = useLinkLabel();
  return (
    <div className="link-lists">
      <nav aria-labelledby="quick-links-heading" className="link-lists__group">
        <h2 id="quick-links-heading">{t("home.quickLinks")}</h2>
        <ul>
          {quickLinks.map((l) => (
            <li key={l.key ?? l.name}>
              <PageLink to={l.href}>{label(l)}</PageLink>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-labelledby="other-links-heading" className="link-lists__group">
        <h2 id="other-links-heading">{t("home.otherLinks")}</h2>
        <ul>
          {otherLinks.map((l) => (
            <li key={l.href}>
              <PageLink to={l.href}>{label(l)}</PageLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
