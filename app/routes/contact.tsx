import { routeInfo } from "../../contract/site-map.ts";
import { pageMeta } from "../components/layout/meta.ts";
import { PageHeader } from "../components/layout/page-header.tsx";
import { PhoneLabel } from "../components/layout/phone-label.tsx";
import { SchoolAddress } from "../components/layout/school-address.tsx";
import { useSchool } from "../components/layout/school-context.tsx";
import { MapEmbed } from "../components/ui/map-embed.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import { siteLabel } from "../i18n/site-labels.ts";
import type { Route } from "./+types/contact";

const info = routeInfo("/contact");

export const meta: Route.MetaFunction = (args) => pageMeta(args, info.path);

export default function Contact() {
  const school = useSchool();
  const { t, lang } = useI18n();
  // The built-in page's name in the reader's language (issue 29).
  const title = siteLabel(lang, info.title);
  return (
    <>
      <PageHeader title={title ?? info.title} trail={info.trail} titleLang={title === null ? "en" : undefined} />
      <div className="page-body contact">
        <section aria-labelledby="contact-address">
          <h2 id="contact-address">{t("contact.address")}</h2>
          <SchoolAddress />
        </section>
        <section aria-labelledby="contact-reach">
          <h2 id="contact-reach">{t("contact.reach")}</h2>
          <ul className="plain-list">
            {school.phones.map((p, i) => (
              <li key={`${p.label}${p.tel}`}>
                <PhoneLabel label={p.label} index={i} />: <a href={`tel:${p.tel}`}>{p.display}</a>
              </li>
            ))}
            {school.email ? (
              <li>
                {t("contact.email")}: <a href={`mailto:${school.email}`}>{school.email}</a>
              </li>
            ) : null}
          </ul>
        </section>
        <section aria-labelledby="contact-map" className="contact__map">
          <h2 id="contact-map">{t("contact.map")}</h2>
          <MapEmbed height={360} />
        </section>
      </div>
    </>
  );
}
