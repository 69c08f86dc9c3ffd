import { type RefObject, useId, useRef, useState } from "react";
import type { MenuGroupData, StaffPage } from "../../../contract/pages.ts";
import { staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { translateStaffWords } from "../../i18n/staff-translate-words.ts";
import { MoveButtons } from "../kit/move-buttons.tsx";
import { TranslateLinks } from "../kit/translate-links.tsx";
import { ApiError, api } from "../shell/api.ts";
import { AddPage, dropped, type Group, MenuEntryRow, menuText, moved, toGroup, trimmed } from "./menu-parts.tsx";
import { siteAddress } from "./pages-text.ts";

/** The menu being arranged, and its saving (PUT staffApiPaths.pages.menu). */
function useMenu(groups: MenuGroupData[]) {
  const next = useRef(0);
  const keyed = () => next.current++;
  const [state, setState] = useState<Group[]>(() =>
    groups.map((g) => ({ key: keyed(), label: g.label, links: g.links.map((l) => ({ ...l, key: keyed() })) })),
  );
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    setMessage(null);
    try {
      await api(staffApiPaths.pages.menu, { method: "PUT", body: { groups: state.map(trimmed) } });
      setMessage({ ok: true, text: menuText.saved });
    } catch (err) {
      const details = err instanceof ApiError ? Object.values(err.fieldErrors) : [];
      setMessage({ ok: false, text: [(err as Error).message, ...details].join(" ") });
    } finally {
      setBusy(false);
    }
  };
  const setGroup = (gi: number, change: (g: Group) => Group) =>
    setState((s) => s.map((g, i) => (i === gi ? change(g) : g)));
  const setLinks = (gi: number, change: (links: Group["links"]) => Group["links"]) =>
    setGroup(gi, (g) => ({ ...g, links: change(g.links) }));
  return { state, setState, setGroup, setLinks, keyed, message, busy, save };
}
type Menu = ReturnType<typeof useMenu>;

/**
 * The header menu as staff arrange it, on its own screen (/admin/menu):
 * rename groups and entries, move them up and down, move an entry into
 * another group, put a written page into a group, then save once (PUT
 * staffApiPaths.pages.menu). Every control is a native button, field or list box, so
 * it all works from the keyboard.
 */
export function MenuEditor({ groups, pages }: { groups: MenuGroupData[]; pages: Pick<StaffPage, "slug" | "title">[] }) {
  const menu = useMenu(groups);
  const { state, message } = menu;
  const id = useId();
  const dragged = useRef<{ gi: number; li: number } | null>(null);
  const inMenu = new Set(state.flatMap((g) => g.links.map((l) => l.href)));
  const outside = pages.filter((p) => p.slug !== "home" && !inMenu.has(siteAddress(p.slug)));

  return (
    <section aria-labelledby={`${id}-title`} className="menu-editor">
      <h1 id={`${id}-title`}>{menuText.title}</h1>
      <p>{menuText.intro}</p>
      <TranslateLinks
        label={translateStaffWords("translate.menuLinks")}
        to={(lang) => `/admin/translate/menu/${lang}`}
      />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void menu.save();
        }}
      >
        <ol className="menu-editor__groups">
          {state.map((g, gi) => (
            <MenuGroupItem key={g.key} id={id} group={g} gi={gi} menu={menu} dragged={dragged} />
          ))}
        </ol>
        {outside.length ? (
          <AddPage
            id={id}
            pages={outside}
            groups={state}
            onAdd={(page, gi) =>
              menu.setLinks(gi, (ls) => [...ls, { key: menu.keyed(), label: page.title, href: siteAddress(page.slug) }])
            }
          />
        ) : null}
        {/* Shown only when there is something to say. */}
        {message ? (
          <p role={message.ok ? "status" : "alert"} className={message.ok ? "admin-notice" : "admin-alert"}>
            {message.text}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={menu.busy}>
          {menuText.save}
        </button>
      </form>
    </section>
  );
}

/** One group of the menu: its name, its Move buttons and its entries. */
function MenuGroupItem({
  id,
  group: g,
  gi,
  menu,
  dragged,
}: {
  id: string;
  group: Group;
  gi: number;
  menu: Menu;
  dragged: RefObject<{ gi: number; li: number } | null>;
}) {
  const { state, setState, setGroup, setLinks } = menu;
  return (
    <li>
      <fieldset>
        <legend>{g.label || menuText.groupName}</legend>
        <div className="admin-field">
          <label htmlFor={`${id}-g${g.key}`}>{menuText.groupName}</label>
          <input
            id={`${id}-g${g.key}`}
            value={g.label}
            required
            maxLength={100}
            onChange={(e) => setGroup(gi, (x) => ({ ...x, label: e.target.value }))}
          />
        </div>
        <p className="menu-editor__actions">
          <MoveButtons
            name={`group ${g.label}`}
            index={gi}
            count={state.length}
            onMove={(to) => setState((s) => moved(s, gi, to))}
          />
        </p>
        {g.links.length === 0 ? <p>{menuText.empty}</p> : null}
        <ol className="menu-editor__entries">
          {g.links.map((l, li) => (
            <MenuEntryRow
              key={l.key}
              id={`${id}-e${l.key}`}
              entry={l}
              groups={state}
              groupIndex={gi}
              index={li}
              count={g.links.length}
              onLabel={(label) => setLinks(gi, (ls) => ls.map((y, j) => (j === li ? { ...y, label } : y)))}
              onReorder={(to) => setLinks(gi, (ls) => moved(ls, li, to))}
              onMove={(to) => setState((s) => toGroup(s, gi, li, to))}
              onRemove={() => setLinks(gi, (ls) => ls.filter((_, j) => j !== li))}
              drag={{
                start: () => {
                  dragged.current = { gi, li };
                },
                drop: () => {
                  const from = dragged.current;
                  dragged.current = null;
                  if (from && (from.gi !== gi || from.li !== li)) setState((s) => dropped(s, from.gi, from.li, gi, li));
                },
              }}
            />
          ))}
        </ol>
      </fieldset>
    </li>
  );
}
