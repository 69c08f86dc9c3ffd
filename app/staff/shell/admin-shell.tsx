import {
  type ComponentType,
  createContext,
  type FormEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { NavLink, useLocation, useNavigate } from "react-router";
import type { StaffUserView } from "../../../contract/staff.ts";
import { staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { can } from "../../../contract/staff-rules.ts";
import { adminText, navItems } from "./admin-text.ts";
import { api, rememberSession } from "./api.ts";
import { roleLabels } from "./permissions.ts";
import "./admin.css";

interface AdminContextValue {
  user: StaffUserView;
  /**
   * Announces a result (saved, deleted…) in the area's live region. It belongs
   * to the page it was made on; with `carry` (a save that then goes to the
   * list) it shows on the page the save leads to instead. Either way the next
   * page clears it, so it is never shown again on an unrelated page.
   */
  announce: (message: string, opts?: { carry?: boolean }) => void;
}

const AdminContext = createContext<AdminContextValue | null>(null);

export function useAdmin(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error("useAdmin outside the staff layout");
  return value;
}

const quiet = () => {};

/** The live region's announce, or nothing on the sign-in pages (outside the staff layout). */
export function useAnnounce(): (message: string) => void {
  return useContext(AdminContext)?.announce ?? quiet;
}

/** A new page: close the phone menu and move focus to its heading, as a full page load would. */
function usePageArrival(closeMenu: () => void): void {
  const location = useLocation();
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path changes only
  useEffect(() => {
    closeMenu();
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>("main h1");
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    }
  }, [location.pathname]);
}

/** The live region's message and the `announce` that sets it (AdminContextValue says whose page it stays on). */
function useAnnouncer() {
  const [message, setMessage] = useState("");
  const location = useLocation();
  // Where the current message belongs: the page it was made on, or (carry) the page the next navigation opens.
  const belongs = useRef({ key: location.key, carry: false });
  useEffect(() => {
    const b = belongs.current;
    if (b.key === location.key) return;
    if (b.carry) belongs.current = { key: location.key, carry: false };
    else setMessage("");
  }, [location.key]);

  const announce = useCallback(
    (text: string, opts?: { carry?: boolean }) => {
      belongs.current = { key: location.key, carry: opts?.carry === true };
      setMessage("");
      // A fresh text node makes screen readers repeat an identical message.
      requestAnimationFrame(() => setMessage(text));
    },
    [location.key],
  );
  return { message, announce };
}

/** The frame of every signed-in staff page: header, role-aware menu, live region and <main>. */
export function AdminShell({ user, children }: { user: StaffUserView; children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  usePageArrival(() => setMenuOpen(false));
  const { message, announce } = useAnnouncer();
  const context = useMemo(() => ({ user, announce }), [user, announce]);

  return (
    <AdminContext.Provider value={context}>
      <header className="admin-header">
        <div className="admin-header__bar">
          <a className="admin-header__brand" href="/admin">
            {adminText.area}
          </a>
          <button
            ref={toggleRef}
            type="button"
            className="admin-header__toggle"
            aria-expanded={menuOpen}
            aria-controls="admin-nav"
            onClick={() => setMenuOpen((o) => !o)}
          >
            {menuOpen ? adminText.closeMenu : adminText.menu}
          </button>
        </div>
        <nav
          id="admin-nav"
          className={`admin-nav${menuOpen ? " is-open" : ""}`}
          aria-label={adminText.navLabel}
          onKeyDown={(e) => {
            if (e.key === "Escape" && menuOpen) {
              setMenuOpen(false);
              toggleRef.current?.focus();
            }
          }}
        >
          <AdminNavList user={user} />
        </nav>
      </header>
      <div className="admin-live" role="status" aria-live="polite">
        {message ? <p className="admin-live__message">{message}</p> : null}
      </div>
      <main id="main" className="admin-main" tabIndex={-1}>
        {children}
      </main>
    </AdminContext.Provider>
  );
}

/** The menu's contents: the pages this role may open, the public site, and who is signed in (with Sign out). */
function AdminNavList({ user }: { user: StaffUserView }) {
  const navigate = useNavigate();
  const signOut = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await api(staffApiPaths.session.logout, { method: "POST" });
    } finally {
      rememberSession(null);
      navigate("/admin/login");
    }
  };
  const items = navItems.filter((i) => !i.permission || can(user.role, i.permission));

  return (
    <>
      <ul className="admin-nav__list">
        {items.map((item) => (
          <li key={item.href}>
            <NavLink to={item.href} end={item.href === "/admin"} className="admin-nav__link">
              {item.label}
            </NavLink>
          </li>
        ))}
        <li>
          <a className="admin-nav__link" href="/">
            {adminText.viewSite}
          </a>
        </li>
      </ul>
      <div className="admin-nav__user">
        <p>
          {adminText.signedInAs} <strong>{user.name || user.email}</strong> ({roleLabels[user.role]})
        </p>
        <form onSubmit={signOut} method="post" action={staffApiPaths.session.logout}>
          <button type="submit" className="button button--small button--ghost admin-nav__signout">
            {adminText.signOut}
          </button>
        </form>
      </div>
    </>
  );
}

/** Shown by the server render and until the browser has the session. */
export function AdminLoading() {
  return (
    <main id="main" className="admin-main" tabIndex={-1}>
      <p className="admin-loading" role="status">
        {adminText.loading}
      </p>
    </main>
  );
}

/**
 * The component of a staff route whose page takes the route's loader data as
 * `data`. (Staff routes need no loading screen of their own: until the
 * session is known, the staff layout's shows.)
 */
export function staffPage<D>(Page: ComponentType<{ data: D }>) {
  return function StaffRoute({ loaderData }: { loaderData: D }) {
    return (
      <div className="admin-page">
        <Page data={loaderData} />
      </div>
    );
  };
}
