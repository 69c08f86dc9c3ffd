import { useState } from "react";
import type { StaffPage } from "../../../contract/pages.ts";
import { MoveButtons } from "../kit/move-buttons.tsx";
import { siteAddress } from "./pages-text.ts";

export const menuText = {
  title: "Menu",
  intro:
    "The menu at the top of every page. Change the words, the order, or the group an entry is in, then press Save menu. Visitors see the new menu at once.",
  groupName: "Group name",
  entryName: "Words in the menu",
  goesTo: "Opens",
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
  drag: "Drag to move this entry (or use its Move buttons)",
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
  const [target, setTarget] = useState(groupIndex);
  // Each control names its entry, so a screen reader's list of buttons tells them apart.
  const named = (words: string) => ({ "aria-label": `${words}: ${entry.label}` });
  return (
    <li
      className="menu-editor__entry"
      onDragOver={(e) => {
        if (!Array.from(e.dataTransfer.types).includes("Files")) e.preventDefault();
      }}
      onDrop={(e) => {
        e.preventDefault();
        drag.drop();
      }}
    >
      <span
        className="edit-part__handle"
        draggable
        title={menuText.drag}
        aria-hidden="true"
        data-drag-entry={entry.label}
        onDragStart={(e) => {
          e.dataTransfer.effectAllowed = "move";
          e.dataTransfer.setData("text/plain", entry.label);
          drag.start();
        }}
      >
        ⠿
      </span>
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
        <button type="button" className="button button--small" onClick={onRemove} {...named(menuText.remove)}>
          {menuText.remove}
        </button>
      </p>
      <p className="menu-editor__actions">
        <label htmlFor={`${id}-to`}>{menuText.moveTo}</label>{" "}
        <GroupSelect
          id={`${id}-to`}
          label={named(menuText.moveTo)["aria-label"]}
          groups={groups}
          value={target}
          onChange={setTarget}
        />{" "}
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
