import { PhoneLabel } from "../../components/layout/phone-label.tsx";
import { useSchool } from "../../components/layout/school-context.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";

/**
 * Under Coming Soon's picture: the school's phone numbers and e-mail, so a
 * parent who followed a menu entry to an unfinished page still has a way to
 * ask (the page itself is only a picture).
 */
export function ComingSoonContact() {
  const school = useSchool();
  const { t } = useI18n();
  if (school.phones.length === 0 && !school.email) return null;
  return (
    <section className="coming-soon-contact" aria-labelledby="coming-soon-contact">
      <h2 id="coming-soon-contact">{t("comingSoon.heading")}</h2>
      <p>{t("comingSoon.intro")}</p>
      <ul className="coming-soon-contact__list">
        {school.phones.map((p, i) => (
          <li key={`${p.label}${p.tel}`}>
            <a className="button button--ghost" href={`tel:${p.tel}`}>
              <PhoneLabel label={p.label} index={i} />: {p.display}
            </a>
          </li>
        ))}
        {school.email ? (
          <li>
            <a className="button button--ghost" href={`mailto:${school.email}`}>
              {t("contact.email")}: {school.email}
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
