import { useEffect, useRef } from "react";
import { Form, Link, useNavigation, useRevalidator } from "react-router";
import { contentDateField } from "../../../contract/content-rules.ts";
import { formatDate } from "../../../contract/dates.ts";
import { useConfirm } from "../kit/confirm-dialog.tsx";
import { Pager } from "../kit/pager.tsx";
import { useAdmin } from "../shell/admin-shell.tsx";
import { ApiError, api } from "../shell/api.ts";
import type { ContentListData } from "./content-data.ts";
import type { KindDef } from "./content-fields.ts";
import { itemDate, itemTitle, type StaffItem } from "./content-values.ts";
import { StatusBadge } from "./status-badge.tsx";

const statusOptions = [
  { value: "", label: "All" },
  { value: "published", label: "Published" },
  { value: "draft", label: "Drafts" },
];

const moves = [
  { direction: "up", by: -1, arrow: "↑" },
  { direction: "down", by: 1, arrow: "↓" },
] as const;

/** One list page for every content kind: search, status filter, paging, edit and delete. */
export function ContentList({ def, data }: { def: KindDef; data: ContentListData }) {
  const { announce } = useAdmin();
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const [dialog, confirm] = useConfirm();
  const countRef = useRef<HTMLParagraphElement>(null);
  const filtered = Boolean(data.q || data.status);

  const remove = async (item: StaffItem) => {
    const name = itemTitle(def, item);
    const yes = await confirm({
      title: `Delete “${name}”?`,
      body: `The ${def.singular} disappears from the website at once. This cannot be undone.`,
      confirm: "Delete",
    });
    if (!yes) return;
    try {
      await api(`/api/admin/content/${def.kind}/${encodeURIComponent(item._id)}`, { method: "DELETE" });
      announce(`Deleted “${name}”.`);
      await revalidator.revalidate();
      countRef.current?.focus();
    } catch (err) {
      announce(err instanceof ApiError ? `Could not delete “${name}”: ${err.message}` : "Deleting failed.");
    }
  };

  // Kinds without a date are shown on the site in the staff's order; the whole list must be on screen to move an item.
  const orderable = contentDateField[def.kind] === null;
  const moved = useRef<{ id: string; direction: "up" | "down" } | null>(null);
  // Once the list shows the new order, focus follows the moved item; at an end its other button takes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the loader data (the new order) arrives
  useEffect(() => {
    const last = moved.current;
    if (!last) return;
    moved.current = null;
    const buttons = [...document.querySelectorAll<HTMLButtonElement>(`[data-move-id="${CSS.escape(last.id)}"]`)];
    (
      buttons.find((b) => b.dataset.move === last.direction && !b.disabled) ?? buttons.find((b) => !b.disabled)
    )?.focus();
  }, [data]);
  const canMove = orderable && !filtered && data.total === data.items.length && data.items.length > 1;

  const move = async (index: number, by: (typeof moves)[number]["by"]) => {
    const ids = data.items.map((i) => i._id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id);
    const name = itemTitle(def, data.items[index]);
    try {
      await api(`/api/admin/content/${def.kind}/reorder`, { method: "POST", body: { ids } });
      announce(`Moved “${name}” ${by < 0 ? "up" : "down"}: now ${index + by + 1} of ${ids.length}.`);
      moved.current = { id, direction: by < 0 ? "up" : "down" };
      await revalidator.revalidate();
    } catch (err) {
      announce(err instanceof ApiError ? `Could not move “${name}”: ${err.message}` : "Moving failed.");
      await revalidator.revalidate();
    }
  };

  const query = (page: number) => {
    const p = new URLSearchParams();
    if (data.q) p.set("q", data.q);
    if (data.status) p.set("status", data.status);
    if (page > 1) p.set("page", String(page));
    const s = p.toString();
    return s ? `?${s}` : "";
  };

  return (
    <>
      <div className="admin-page__head">
        <h1>{def.label}</h1>
        <Link className="button" to={`/admin/content/${def.kind}/new`}>
          Add a {def.singular}
        </Link>
      </div>
      <p className="admin-page__intro">{def.description}</p>
      {orderable && !canMove && data.total > 1 ? (
        <p className="admin-muted">
          The website shows these in the order of this list. To change the order, clear the filters
          {data.total > data.items.length ? " (the whole list must fit on one page)" : ""}.
        </p>
      ) : null}

      <Form method="get" className="admin-filters" aria-label={`Search ${def.label.toLowerCase()}`}>
        <div className="admin-field">
          <label htmlFor="content-q">Search</label>
          <input id="content-q" type="search" name="q" defaultValue={data.q} key={data.q} />
        </div>
        <div className="admin-field">
          <label htmlFor="content-status">Status</label>
          <select id="content-status" name="status" defaultValue={data.status} key={data.status}>
            {statusOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button--small">
          Search
        </button>
        {filtered ? (
          <Link className="admin-filters__reset" to={`/admin/content/${def.kind}`}>
            Clear filters
          </Link>
        ) : null}
      </Form>

      <p className="admin-count" ref={countRef} tabIndex={-1} aria-live="polite">
        {navigation.state === "loading"
          ? "Loading…"
          : `${data.total} ${data.total === 1 ? def.singular : `${def.label.toLowerCase()}`}${filtered ? " found" : ""}`}
      </p>

      {data.items.length ? (
        <ul className="admin-rows">
          {data.items.map((item, index) => {
            const name = itemTitle(def, item);
            const date = itemDate(def, item);
            return (
              <li key={item._id} className="admin-row">
                <div className="admin-row__main">
                  <Link className="admin-row__title" to={`/admin/content/${def.kind}/${encodeURIComponent(item._id)}`}>
                    {name}
                  </Link>
                  <p className="admin-row__meta">
                    <StatusBadge status={item.status} />
                    {date ? <span>{formatDate(date, "dd/mm/yyyy") ?? date}</span> : null}
                    {def.kind === "notification" && (item.startsAt || item.endsAt) ? (
                      <span>
                        Shows {item.startsAt ? `from ${item.startsAt}` : ""} {item.endsAt ? `until ${item.endsAt}` : ""}
                      </span>
                    ) : null}
                    {def.album && Array.isArray(item.attachments) ? (
                      <span>
                        {item.attachments.length} photo{item.attachments.length === 1 ? "" : "s"}
                      </span>
                    ) : null}
                  </p>
                </div>
                <div className="admin-row__actions">
                  {canMove
                    ? moves.map(({ direction, by, arrow }) => (
                        <button
                          key={direction}
                          type="button"
                          className="button button--small button--ghost"
                          aria-label={`Move “${name}” ${direction}`}
                          data-move={direction}
                          data-move-id={item._id}
                          disabled={!data.items[index + by]}
                          onClick={() => move(index, by)}
                        >
                          {arrow}
                        </button>
                      ))
                    : null}
                  <Link
                    className="button button--small button--ghost"
                    to={`/admin/content/${def.kind}/${encodeURIComponent(item._id)}`}
                    aria-label={`Edit “${name}”`}
                  >
                    Edit
                  </Link>
                  {item.status !== "draft" ? (
                    <a
                      className="button button--small button--ghost"
                      href={def.publicPage(item._id)}
                      target="_blank"
                      rel="noreferrer"
                      aria-label={`View “${name}” on the website (opens in a new tab)`}
                    >
                      View
                    </a>
                  ) : null}
                  <button
                    type="button"
                    className="button button--small button--ghost admin-button--danger"
                    aria-label={`Delete “${name}”`}
                    onClick={() => remove(item)}
                  >
                    Delete
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="admin-empty">
          {filtered ? "Nothing matches these filters." : `No ${def.label.toLowerCase()} yet.`}
        </p>
      )}

      <Pager page={data.page} pageSize={data.pageSize} total={data.total} href={query} label={def.label} />
      {dialog}
    </>
  );
}
