import { useId, useRef, useState } from "react";
import type { MenuGroupData, StaffPage } from "../../../contract/pages.ts";
import { ApiError, api } from "../shell/api.ts";
import { siteAddress } from "./pages-text.ts";

/**
 * The header menu as staff arrange it: rename groups and entries, move them
 * up and down, move an entry into another group, put a written page into a
 * group, then save once (PUT /api/admin/menu). Every control is a native
 * button, field or list box, so it all works from the keyboard.
 */

const menuText = {
  title: "Menu",
  intro:
    "The menu at the top of every page. Change the words, the order, or the group an entry is in, then press Save menu. Visitors see the new menu at once.",
  groupName: "Group name",
  entryName: "Words in the menu",
  goesTo: "Opens",
  up: "Move up",
  down: "Move down",
  moveTo: "Move to group",
  move: "Move",
  remove: "Take out of the menu",
  addTitle: "Put a page in the menu",
  addPage: "Page",
  addGroup: "Group",
  add: "Put in the menu",
  save: "Save menu",
  saved: "Menu saved. Visitors see it now.",
  empty: "No entries in this group.",
} as const;

interface Entry {
  key: number;
  label: string;
  href: string;
}
interface Group {
  key: number;
  label: string;
  links: Entry[];
}

const swap = <T,>(list: T[], i: number, j: number): T[] => {
  if (j < 0 || j >= list.length) return list;
  const copy = [...list];
  [copy[i], copy[j]] = [copy[j], copy[i]];
  return copy;
};

export function MenuEditor({ groups, pages }: { groups: MenuGroupData[]; pages: Pick<StaffPage, "slug" | "title">[] }) {
  const next = useRef(0);
  const keyed = () => next.current++;
  const [state, setState] = useState<Group[]>(() =>
    groups.map((g) => ({ key: keyed(), label: g.label, links: g.links.map((l) => ({ ...l, key: keyed() })) })),
  );
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const setGroup = (gi: number, change: (g: Group) => Group) =>
    setState((s) => s.map((g, i) => (i === gi ? change(g) : g)));
  const moveEntry = (gi: number, li: number, to: number) =>
    setState((s) => {
      const entry = s[gi].links[li];
      return s.map((g, i) => {
        if (i === gi && i === to) return g;
        if (i === gi) return { ...g, links: g.links.filter((_, j) => j !== li) };
        if (i === to) return { ...g, links: [...g.links, entry] };
        return g;
      });
    });
  const inMenu = new Set(state.flatMap((g) => g.links.map((l) => l.href)));
  const outside = pages.filter((p) => p.slug !== "home" && !inMenu.has(siteAddress(p.slug)));

  return (
    <section aria-labelledby={`${id}-title`} className="menu-editor">
      <h2 id={`${id}-title`}>{menuText.title}</h2>
      <p>{menuText.intro}</p>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          setBusy(true);
          setMessage(null);
          try {
            const body = {
              groups: state.map((g) => ({
                label: g.label.trim(),
                links: g.links.map((l) => ({ label: l.label.trim(), href: l.href })),
              })),
            };
            await api("/api/admin/menu", { method: "PUT", body });
            setMessage({ ok: true, text: menuText.saved });
          } catch (err) {
            const details = err instanceof ApiError ? Object.values(err.fieldErrors) : [];
            setMessage({ ok: false, text: [(err as Error).message, ...details].join(" ") });
          } finally {
            setBusy(false);
          }
        }}
      >
        <ol className="menu-editor__groups">
          {state.map((g, gi) => (
            <li key={g.key}>
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
                  <button
                    type="button"
                    className="button button--small"
                    aria-label={`${menuText.up}: group ${g.label}`}
                    onClick={() => setState((s) => swap(s, gi, gi - 1))}
                    disabled={gi === 0}
                  >
                    {menuText.up}
                  </button>{" "}
                  <button
                    type="button"
                    className="button button--small"
                    aria-label={`${menuText.down}: group ${g.label}`}
                    onClick={() => setState((s) => swap(s, gi, gi + 1))}
                    disabled={gi === state.length - 1}
                  >
                    {menuText.down}
                  </button>
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
                      first={li === 0}
                      last={li === g.links.length - 1}
                      onLabel={(label) =>
                        setGroup(gi, (x) => ({ ...x, links: x.links.map((y, j) => (j === li ? { ...y, label } : y)) }))
                      }
                      onUp={() => setGroup(gi, (x) => ({ ...x, links: swap(x.links, li, li - 1) }))}
                      onDown={() => setGroup(gi, (x) => ({ ...x, links: swap(x.links, li, li + 1) }))}
                      onMove={(to) => moveEntry(gi, li, to)}
                      onRemove={() => setGroup(gi, (x) => ({ ...x, links: x.links.filter((_, j) => j !== li) }))}
                    />
                  ))}
                </ol>
              </fieldset>
            </li>
          ))}
        </ol>
        {outside.length ? (
          <AddPage
            id={id}
            pages={outside}
            groups={state}
            onAdd={(page, gi) =>
              setGroup(gi, (x) => ({
                ...x,
                links: [...x.links, { key: keyed(), label: page.title, href: siteAddress(page.slug) }],
              }))
            }
          />
        ) : null}
        {/* Shown only when there is something to say: the pages form above keeps the screen's other alert region. */}
        {message ? (
          <p role={message.ok ? "status" : "alert"} className={message.ok ? "admin-notice" : "admin-alert"}>
            {message.text}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={busy}>
          {menuText.save}
        </button>
      </form>
    </section>
  );
}

function MenuEntryRow({
  id,
  entry,
  groups,
  groupIndex,
  first,
  last,
  onLabel,
  onUp,
  onDown,
  onMove,
  onRemove,
}: {
  id: string;
  entry: Entry;
  groups: Group[];
  groupIndex: number;
  first: boolean;
  last: boolean;
  onLabel: (label: string) => void;
  onUp: () => void;
  onDown: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const [target, setTarget] = useState(groupIndex);
  // Each control names its entry, so a screen reader's list of buttons tells them apart.
  const named = (words: string) => ({ "aria-label": `${words}: ${entry.label}` });
  return (
    <li className="menu-editor__entry">
      <div className="admin-field">
        <label htmlFor={`${id}-label`}>{menuText.entryName}</label>
        <input
          id={`${id}-label`}
          value={entry.label}
          required
          maxLength={100}
          aria-describedby={`${id}-href`}
          onChange={(e) => onLabel(e.target.value)}
        />
        <p className="admin-field__help" id={`${id}-href`}>
          {menuText.goesTo} {entry.href}
        </p>
      </div>
      <p className="menu-editor__actions">
        <button type="button" className="button button--small" onClick={onUp} disabled={first} {...named(menuText.up)}>
          {menuText.up}
        </button>{" "}
        <button
          type="button"
          className="button button--small"
          onClick={onDown}
          disabled={last}
          {...named(menuText.down)}
        >
          {menuText.down}
        </button>{" "}
        <button type="button" className="button button--small" onClick={onRemove} {...named(menuText.remove)}>
          {menuText.remove}
        </button>
      </p>
      <p className="menu-editor__actions">
        <label htmlFor={`${id}-to`}>{menuText.moveTo}</label>{" "}
        <select
          id={`${id}-to`}
          {...named(menuText.moveTo)}
          value={target}
          onChange={(e) => setTarget(Number(e.target.value))}
        >
          {groups.map((g, i) => (
            <option key={g.key} value={i}>
              {g.label}
            </option>
          ))}
        </select>{" "}
        <button
          type="button"
          className="button button--small"
          disabled={target === groupIndex}
          onClick={() => onMove(target)}
          {...named(menuText.move)}
        >
          {menuText.move}
        </button>
      </p>
    </li>
  );
}

function AddPage({
  id,
  pages,
  groups,
  onAdd,
}: {
  id: string;
  pages: Pick<StaffPage, "slug" | "title">[];
  groups: Group[];
  onAdd: (page: Pick<StaffPage, "slug" | "title">, groupIndex: number) => void;
}) {
  const [slug, setSlug] = useState(pages[0]?.slug ?? "");
  const [group, setGroup] = useState(0);
  const page = pages.find((p) => p.slug === slug) ?? pages[0];
  return (
    <fieldset className="menu-editor__add">
      <legend>{menuText.addTitle}</legend>
      <div className="admin-field">
        <label htmlFor={`${id}-add-page`}>{menuText.addPage}</label>
        <select id={`${id}-add-page`} value={page?.slug} onChange={(e) => setSlug(e.target.value)}>
          {pages.map((p) => (
            <option key={p.slug} value={p.slug}>
              {p.title} ({siteAddress(p.slug)})
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-add-group`}>{menuText.addGroup}</label>
        <select id={`${id}-add-group`} value={group} onChange={(e) => setGroup(Number(e.target.value))}>
          {groups.map((g, i) => (
            <option key={g.key} value={i}>
              {g.label}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="button button--small" onClick={() => page && onAdd(page, group)}>
        {menuText.add}
      </button>
    </fieldset>
  );
}
