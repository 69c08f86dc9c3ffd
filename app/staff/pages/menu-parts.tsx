import { useState } from "react";
import type { StaffPage } from "../../../contract/pages.ts";
import { pagesWords as sw } from "../../i18n/catalogues/staff/pages.ts";
import { staffWords as w } from "../../i18n/staff-words.ts";
import { MoveButtons } from "../kit/move-buttons.tsx";
import { siteAddress } from "./pages-text.ts";

export const menuText = {
  title: w("menu.title"),
  intro: w("menu.intro"),
  groupName: w("menu.groupName"),
  entryName: w("menu.entryName"),
  goesTo: w("menu.goesTo"),
  moveTo: w("menu.moveTo"),
  move: w("menu.move"),
  remove: w("menu.remove"),
  addTitle: w("menu.addTitle"),
  addPage: w("menu.addPage"),
  addGroup: w("menu.addGroup"),
  add: w("menu.add"),
  save: w("menu.save"),
  saved: w("menu.saved"),
  empty: w("menu.empty"),
  drag: w("menu.drag"),
} as const;

interface Entry {
  key: number;
  label: string;
  href: string;
}
export interface Group {
  key: number;
  label: string;
  links: Entry[];
}

/** The list with item `i` moved to `j` (which stays inside the list). */
export const moved = <T,>(list: T[], i: number, j: number): T[] => {
  const copy = [...list];
  [copy[i], copy[j]] = [copy[j], copy[i]];
  return copy;
};

/** The menu with entry `li` of group `gi` moved to the end of group `to`. */
export function toGroup(groups: Group[], gi: number, li: number, to: number): Group[] {
  const entry = groups[gi].links[li];
  return groups.map((g, i) => {
    if (i === gi && i === to) return g;
    if (i === gi) return { ...g, links: g.links.filter((_, j) => j !== li) };
    if (i === to) return { ...g, links: [...g.links, entry] };
    return g;
  });
}

/** The menu with entry `li` of group `gi` dragged onto place `at` of group `to` (before the entry there). */
export function dropped(groups: Group[], gi: number, li: number, to: number, at: number): Group[] {
  const entry = groups[gi].links[li];
  const without = groups.map((g, i) => (i === gi ? { ...g, links: g.links.filter((_, j) => j !== li) } : g));
  return without.map((g, i) => {
    if (i !== to) return g;
    const links = [...g.links];
    links.splice(Math.min(at, links.length), 0, entry);
    return { ...g, links };
  });
}

/** A group as saved: its words trimmed, without the editor's keys. */
export const trimmed = (g: Group) => ({
  label: g.label.trim(),
  links: g.links.map((l) => ({ label: l.label.trim(), href: l.href })),
});

/** A list box of the menu's groups, by position. */
function GroupSelect({
  id,
  label,
  groups,
  value,
  onChange,
}: {
  id: string;
  label?: string;
  groups: Group[];
  value: number;
  onChange(i: number): void;
}) {
  return (
    <select id={id} aria-label={label} value={value} onChange={(e) => onChange(Number(e.target.value))}>
      {groups.map((g, i) => (
        <option key={g.key} value={i}>
          {g.label}
        </option>
      ))}
    </select>
  );
}

export function MenuEntryRow({
  id,
  entry,
  groups,
  groupIndex,
  index,
  count,
  onLabel,
  onReorder,
  onMove,
  onRemove,
  drag,
}: {
  id: string;
  entry: Entry;
  /** Dragging with a mouse (the Move buttons and the group list do the same from the keyboard). */
  drag: { start: () => void; drop: () => void };
  groups: Group[];
  groupIndex: number;
  index: number;
  count: number;
  onLabel: (label: string) => void;
  onReorder: (to: number) => void;
  onMove: (toGroup: number) => void;
  onRemove: () => void;
}) {
  return (
    <li
      className="menu-editor__entry"
      onDragOver={(e) => {
        if (!Array.from(e.dataTransfer.types).includes(sw("files"))) e.preventDefault();
      }}
      onDrop={(e) => {
        e.preventDefault();
        drag.drop();
      }}
    >
      <DragHandle label={entry.label} onStart={drag.start} />
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
        <MoveButtons name={entry.label} index={index} count={count} onMove={onReorder} />
        <button
          type="button"
          className="button button--small"
          onClick={onRemove}
          {...named(menuText.remove, entry.label)}
        >
          {menuText.remove}
        </button>
      </p>
      <MoveToGroup id={id} label={entry.label} groups={groups} groupIndex={groupIndex} onMove={onMove} />
    </li>
  );
}

// Each control names its entry, so a screen reader's list of buttons tells them apart.
const named = (words: string, label: string) => ({ "aria-label": `${words}: ${label}` });

/** The handle an entry is dragged by with a mouse. */
function DragHandle({ label, onStart }: { label: string; onStart: () => void }) {
  return (
    <span
      className="edit-part__handle"
      draggable
      title={menuText.drag}
      aria-hidden="true"
      data-drag-entry={label}
      onDragStart={(e) => {
        e.dataTransfer.effectAllowed = "move";
        e.dataTransfer.setData("text/plain", label);
        onStart();
      }}
    >
      ⠿
    </span>
  );
}

/** Moves an entry to the end of another group, chosen in a list box (the keyboard's way across groups). */
function MoveToGroup({
  id,
  label,
  groups,
  groupIndex,
  onMove,
}: {
  id: string;
  label: string;
  groups: Group[];
  groupIndex: number;
  onMove: (toGroup: number) => void;
}) {
  const [target, setTarget] = useState(groupIndex);
  return (
    <p className="menu-editor__actions">
      <label htmlFor={`${id}-to`}>{menuText.moveTo}</label>{" "}
      <GroupSelect
        id={`${id}-to`}
        label={named(menuText.moveTo, label)["aria-label"]}
        groups={groups}
        value={target}
        onChange={setTarget}
      />{" "}
      <button
        type="button"
        className="button button--small"
        disabled={target === groupIndex}
        onClick={() => onMove(target)}
        {...named(menuText.move, label)}
      >
        {menuText.move}
      </button>
    </p>
  );
}

type PageChoice = Pick<StaffPage, "slug" | "title">;

export function AddPage({
  id,
  pages,
  groups,
  onAdd,
}: {
  id: string;
  pages: PageChoice[];
  groups: Group[];
  onAdd: (page: PageChoice, groupIndex: number) => void;
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
        <GroupSelect id={`${id}-add-group`} groups={groups} value={group} onChange={setGroup} />
      </div>
      <button type="button" className="button button--small" onClick={() => page && onAdd(page, group)}>
        {menuText.add}
      </button>
    </fieldset>
  );
}
