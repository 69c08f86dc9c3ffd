import { isOffSite } from "../../../contract/page-blocks.ts";
import { admissionsPhone, type SchoolView } from "../../../contract/school-profile-rules.ts";
import { type MenuGroup, menu } from "../../../contract/site-map.ts";
import { menuTitleKey, schoolLangOf } from "../../../contract/text-translations.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { siteLabel } from "../../i18n/site-labels.ts";
import { PageLink } from "../ui/page-link.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { PhoneLabel } from "./phone-label.tsx";
import { useSchool } from "./school-context.tsx";
import { whatsappChatHref } from "./whatsapp-chat.ts";

/** The admissions number at the top of every page, its name read out before it. */
function HeaderPhone({ school }: { school: SchoolView }) {
  const phone = admissionsPhone(school.phones);
  if (!phone) return null;
  return (
    <a className="site-header__phone" href={`tel:${phone.tel}`}>
      <span className="visually-hidden">
        <PhoneLabel label={phone.label} index={school.phones.indexOf(phone)} />
        {": "}
      </span>
      {phone.display}
    </a>
  );
}

/**
 * Header with the menu groups of spec section 2. Groups are <details>
 * elements, so the menu opens by keyboard and even without JavaScript; the
 * mobile toggle (app/components/layout/site-header.enhance.ts) shows and hides the whole menu below
 * 1200 px, where the twelve groups no longer fit in one row; without
 * scripting the menu is simply shown (site.css). `groups` is the school's
 * stored menu (pages as data), else the built-in one.
 */
export function SiteHeader({ groups = menu, titles = {} }: { groups?: MenuGroup[]; titles?: Record<string, string> }) {
  const school = useSchool();
  const { t, lang } = useI18n();
  // In another language: a page's translated title, else the built-in name's translation, else the English marked so.
  const named = (label: string, href?: string) => {
    // The school's own translation of a name it wrote comes first (contract/text-translations.ts).
    const own = titles[menuTitleKey(label)] || (href && titles[href]) || siteLabel(lang, label, school.abbreviation);
    return own === null ? { text: label, lang: "en" as const } : { text: own, lang: undefined };
  };
  return (
    <header className="site-header" data-menu="">
      <LanguageSwitcher />
      <div className="site-header__bar">
        <PageLink to="/" className="brand">
          <img
            src={school.logo}
            alt=""
            width="48"
            height="48"
            className={school.logoPlate ? "logo-plate" : undefined}
          />
          <span className="brand__name" lang={schoolLangOf(school, "name")}>
            {school.name}
          </span>
        </PageLink>
        <div className="site-header__actions">
          <HeaderPhone school={school} />
          <PageLink className="button button--accent site-header__enquire" to="/admission-enquire">
            {t("layout.enquire")}
          </PageLink>
          <button type="button" className="menu-toggle" aria-expanded="false" aria-controls="site-menu">
            <span className="menu-toggle__icon" aria-hidden="true" />
            <span className="menu-toggle__label" data-close-label={t("layout.closeMenu")}>
              {t("layout.menu")}
            </span>
          </button>
        </div>
      </div>
      <nav id="site-menu" className="site-menu" aria-label={t("layout.mainNav")}>
        <div className="site-menu__head">
          <span>{t("layout.menu")}</span>
          <button type="button" className="menu-close">
            {t("layout.close")}
          </button>
        </div>
        <ul className="site-menu__groups">
          {groups.map((group) =>
            group.links.length === 1 && group.links[0].label === group.label ? (
              <li key={group.label} className="site-menu__group">
                <MenuLink className="site-menu__single" href={group.links[0].href}>
                  {named(group.label, group.links[0].href).text}
                </MenuLink>
              </li>
            ) : (
              <li key={group.label} className="site-menu__group">
                <details name="site-menu">
                  <summary lang={named(group.label).lang}>{named(group.label).text}</summary>
                  <ul className="site-menu__links">
                    {group.links.map((link) => (
                      <li key={`${link.label}${link.href}`}>
                        <MenuLink href={link.href}>{named(link.label, link.href).text}</MenuLink>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ),
          )}
        </ul>
      </nav>
    </header>
  );
}

/**
 * One menu entry. An entry leading off the site (only admins may add one) is
 * marked as such, in words for screen readers and with an arrow for the eye,
 * so a parent knows the header is sending them elsewhere.
 */
function MenuLink({ href, className, children }: { href: string; className?: string; children: string }) {
  const { t } = useI18n();
  if (!isOffSite(href))
    return (
      <PageLink className={className} to={href}>
        {children}
      </PageLink>
    );
  return (
    <a
      className={className ? `${className} site-menu__off-site` : "site-menu__off-site"}
      href={href}
      rel="noopener noreferrer"
    >
      {children}
      <span aria-hidden="true"> ↗</span>
      <span className="visually-hidden"> {t("layout.otherSite")}</span>
    </a>
  );
}

/**
 * On phones: a bar fixed to the bottom of the screen with the three things a
 * parent most often wants (site.css shows it below 768 px only).
 */
export function QuickContactBar() {
  const school = useSchool();
  const { t } = useI18n();
  const phone = admissionsPhone(school.phones);
  return (
    <nav className="quick-bar" aria-label={t("layout.quickContact")}>
      {phone ? (
        <a className="quick-bar__item" href={`tel:${phone.tel}`}>
          <QuickIcon d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
          {t("layout.call")}
        </a>
      ) : null}
      {school.links.messaging ? (
        <a
          className="quick-bar__item"
          href={whatsappChatHref(school.links.messaging, t("layout.whatsappText", { school: school.name }))}
          target="_blank"
          rel="noopener noreferrer"
        >
          <QuickIcon d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5 14.2c-.2.6-1.2 1.2-1.7 1.2-.4.1-1 .1-1.6-.1a14 14 0 0 1-1.5-.6 11.6 11.6 0 0 1-4.4-3.9 5 5 0 0 1-1-2.7 3 3 0 0 1 .9-2.2 1 1 0 0 1 .7-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.1.1.3 0 .5l-.3.5-.4.4c-.1.1-.3.3-.1.6a9 9 0 0 0 1.6 2 8 8 0 0 0 2.3 1.4c.3.1.5.1.6-.1l.9-1.1c.2-.3.4-.2.6-.1l1.9.9c.3.1.5.2.5.3.1.2.1.7-.1 1.3z" />
          {t("layout.whatsapp")}
          <span className="visually-hidden"> {t("layout.newTab")}</span>
        </a>
      ) : null}
      <PageLink className="quick-bar__item quick-bar__item--primary" to="/admission-enquire">
        <QuickIcon d="M4 4h16v12H5.2L4 17.2V4zm2 3v2h12V7H6zm0 4v2h8v-2H6z" />
        {t("layout.enquireShort")}
      </PageLink>
    </nav>
  );
}

function QuickIcon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" />
    </svg>
  );
}
