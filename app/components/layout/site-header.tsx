import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { school } from "../../content/school.ts";
import { menu } from "../../content/site-map.ts";

/**
 * Header with the menu groups of spec section 2. Groups are <details>
 * elements, so the menu opens by keyboard and even without JavaScript; the
 * mobile toggle shows and hides the whole menu below 992 px.
 */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);

  // A navigation closes the mobile menu and any open group.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose
  useEffect(() => {
    setOpen(false);
    for (const d of navRef.current?.querySelectorAll("details[open]") ?? []) d.removeAttribute("open");
  }, [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link to="/" className="brand">
          <img src="/logo.svg" alt="" width="48" height="48" />
          <span className="brand__name">{school.name}</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls="site-menu"
          onClick={() => setOpen((v) => !v)}
        >
          <span className="menu-toggle__icon" aria-hidden="true" />
          <span className="menu-toggle__label">{open ? "Close menu" : "Menu"}</span>
        </button>
      </div>
      <nav id="site-menu" ref={navRef} className={`site-menu${open ? " is-open" : ""}`} aria-label="Main">
        <div className="site-menu__head">
          <span>Menu</span>
          <button
            type="button"
            className="menu-close"
            onClick={() => {
              setOpen(false);
              toggleRef.current?.focus();
            }}
          >
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
