import { currentYear } from "../../../contract/dates.ts";
import { MapEmbed } from "../ui/map-embed.tsx";
import { PageLink } from "../ui/page-link.tsx";
import { useSchool } from "./school-context.tsx";
import { QuickContactBar } from "./site-header.tsx";

export function SiteFooter() {
  const year = currentYear();
  const school = useSchool();
  // An address the school has not entered is left out rather than shown as a dead link.
  const external = (href: string, label: string) =>
    href ? (
      <li>
        <a href={href} target="_blank" rel="noopener noreferrer">
          {label}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </li>
    ) : null;
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="visually-hidden">
            About the school
          </h2>
          <img src={school.logo} alt={`${school.name} logo`} width="72" height="72" className="site-footer__logo" />
          <p className="site-footer__name">{school.name}</p>
          <MapEmbed height={180} />
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">Quick Links</h2>
          <ul className="plain-list">
            <li>
              <PageLink to="/history">About Us</PageLink>
            </li>
            <li>
              <PageLink to="/contact">Contact Us</PageLink>
            </li>
            <li>
              <PageLink to="/erp-software">ERP Software</PageLink>
            </li>
            {external(school.links.parentPortal, "Parent Portal")}
            {external(school.links.onlineFeePayment, "Online Fee Payment")}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Get In Touch</h2>
          <address>
            {school.address.lines.map((line) => (
              <span key={line} className="address-line">
                {line}
              </span>
            ))}
          </address>
          <ul className="plain-list">
            {school.phones.map((p) => (
              <li key={`${p.label}${p.tel}`}>
                <a href={`tel:${p.tel}`}>
                  {p.label}: {p.display}
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
        <section aria-labelledby="footer-app">
          <h2 id="footer-app">Download Mobile App</h2>
          <p>Fees, attendance, homework and circulars on your phone with the parents' app.</p>
          <ul className="plain-list app-links">
            {external(school.links.playStore, "Get it on Google Play")}
            {external(school.links.appStore, "Download on the App Store")}
          </ul>
        </section>
      </div>
      <p className="site-footer__copyright">
        © {school.copyrightStart}–{year} {school.name}. All rights reserved.
      </p>
      <QuickContactBar />
    </footer>
  );
}
