import { Link } from "react-router";
import { school } from "../../content/school.ts";
import { menu } from "../../content/site-map.ts";

/**
 * Header with the menu groups of spec section 2. Groups are <details>
 * elements, so the menu opens by keyboard and even without JavaScript; the
 * mobile toggle (app/components/layout/site-header.enhance.ts) shows and hides the whole menu below
 * 992 px; without scripting the menu is simply shown (site.css).
 */
export function SiteHeader() {
  return (
    <header className="site-header" data-menu="">
      <div className="site-header__bar">
        <Link to="/" className="brand">
          <img src="/logo.svg" alt="" width="48" height="48" />
          <span className="brand__name">{school.name}</span>
        </Link>
        <button type="button" className="menu-toggle" aria-expanded="false" aria-controls="site-menu">
          <span className="menu-toggle__icon" aria-hidden="true" />
          <span className="menu-toggle__label">Menu</span>
        </button>
      </div>
      <nav id="site-menu" className="site-menu" aria-label="Main">
        <div className="site-menu__head">
          <span>Menu</span>
          <button type="button" className="menu-close">
            Close
          </button>
        </div>
        <ul className="site-menu__groups">
          {menu.map((group) =>
            group.links.length === 1 && group.links[0].label === group.label ? (
              <li key={group.label} className="site-menu__group">
                <Link className="site-menu__single" to={group.links[0].href}>
                  {group.label}
                </Link>
              </li>
            ) : (
              <li key={group.label} className="site-menu__group">
                <details name="site-menu">
                  <summary>{group.label}</summary>
                  <ul className="site-menu__links">
                    {group.links.map((link) => (
                      <li key={`${link.label}${link.href}`}>
                        <Link to={link.href}>{link.label}</Link>
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
