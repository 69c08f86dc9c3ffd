import { currentYear } from "../../../contract/dates.ts";
import { schoolLangOf } from "../../../contract/text-translations.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { MapEmbed } from "../ui/map-embed.tsx";
import { PageLink } from "../ui/page-link.tsx";
import { PhoneLabel } from "./phone-label.tsx";
import { PushControl } from "./push-control.tsx";
import { SchoolAddress } from "./school-address.tsx";
import { useSchool } from "./school-context.tsx";
import { QuickContactBar } from "./site-header.tsx";

export function SiteFooter() {
  const year = currentYear();
  const school = useSchool();
  const { t } = useI18n();
  // An address the school has not entered is left out rather than shown as a dead link.
  const external = (href: string, label: string) =>
    href ? (
      <li>
        <a href={href} target="_blank" rel="noopener noreferrer">
          {label}
          <span className="visually-hidden"> {t("layout.newTab")}</span>
        </a>
      </li>
    ) : null;
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="visually-hidden">
            {t("footer.about")}
          </h2>
          <img
            src={school.logo}
            alt={t("footer.logo", { school: school.name })}
            width="72"
            height="72"
            className={school.logoPlate ? "site-footer__logo logo-plate" : "site-footer__logo"}
          />
          <p className="site-footer__name" lang={schoolLangOf(school, "name")}>
            {school.name}
          </p>
          <MapEmbed height={180} />
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">{t("footer.quickLinks")}</h2>
          <ul className="plain-list">
            <li>
              <PageLink to="/history">{t("footer.aboutUs")}</PageLink>
            </li>
            <li>
              <PageLink to="/contact">{t("footer.contactUs")}</PageLink>
            </li>
            <li>
              <PageLink to="/erp-software">{t("footer.erp")}</PageLink>
            </li>
            {external(school.links.parentPortal, t("footer.parentPortal"))}
            {external(school.links.onlineFeePayment, t("footer.feePayment"))}
          </ul>
        </section>
        <FooterContact />
        <section aria-labelledby="footer-app">
          <h2 id="footer-app">{t("footer.app")}</h2>
          <p>{t("footer.appText")}</p>
          <ul className="plain-list app-links">
            {external(school.links.playStore, t("footer.googlePlay"))}
            {external(school.links.appStore, t("footer.appStore"))}
          </ul>
        </section>
        <PushControl />
      </div>
      <p className="site-footer__copyright">
        {t("footer.copyright", { start: school.copyrightStart, year, school: school.name })}
      </p>
      <QuickContactBar />
    </footer>
  );
}

/** "Get in touch": the school's address, phones and e-mail. */
function FooterContact() {
  const school = useSchool();
  const { t } = useI18n();
  return (
    <section aria-labelledby="footer-contact">
      <h2 id="footer-contact">{t("footer.getInTouch")}</h2>
      <SchoolAddress />
      <ul className="plain-list">
        {school.phones.map((p, i) => (
          <li key={`${p.label}${p.tel}`}>
            <a href={`tel:${p.tel}`}>
              <PhoneLabel label={p.label} index={i} />: {p.display}
            </a>
          </li>
        ))}
        {school.email ? (
          <li>
            <a href={`mailto:${school.email}`}>{school.email}</a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
