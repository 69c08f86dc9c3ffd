import { useRef } from "react";
import { Form, Link, useNavigation, useRevalidator } from "react-router";
import { formatDate } from "../../../contract/dates.ts";
import { useAdmin } from "./admin-shell.tsx";
import { ApiError, api } from "./api.ts";
import { useConfirm } from "./confirm-dialog.tsx";
import type { ContentListData } from "./content-data.ts";
import type { KindDef } from "./content-fields.ts";
import { itemDate, itemTitle, type StaffItem } from "./content-values.ts";
import { Pager } from "./pager.tsx";
import { StatusBadge } from "./status-badge.tsx";

const statusOptions = [
  { value: "", label: "All" },
  { value: "published", label: "Published" },
  { value: "draft", label: "Drafts" },
];

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
          {data.items.map((item) => {
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
                    {date ? <span>{formatDate(date.slice(0, 10), "en-GB-short") ?? date}</span> : null}
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
