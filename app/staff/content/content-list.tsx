import { useEffect, useRef } from "react";
import { Link, useNavigation, useRevalidator } from "react-router";
import { contentDateField } from "../../../contract/content-rules.ts";
import { staffApiPath, staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { contentContentListWords as sw } from "../../i18n/catalogues/staff/content-content-list.ts";
import { useConfirm } from "../kit/confirm-dialog.tsx";
import { Pager } from "../kit/pager.tsx";
import { useAdmin } from "../shell/admin-shell.tsx";
import { ApiError, api } from "../shell/api.ts";
import type { ContentListData } from "./content-data.ts";
import { addHeading, type KindDef } from "./content-fields.ts";
import { ContentFilters } from "./content-filters.tsx";
import { ContentRow } from "./content-row.tsx";
import { itemTitle, type StaffItem } from "./content-values.ts";

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
      title: sw("delete", { name }),
      body: sw("theDisappearsFromThe", { singular: def.singular }),
      confirm: sw("delete2"),
    });
    if (!yes) return;
    try {
      await api(staffApiPath(staffApiPaths.content.one, { kind: def.kind, id: item._id }), { method: "DELETE" });
      announce(sw("deleted", { name }));
      await revalidator.revalidate();
      countRef.current?.focus();
    } catch (err) {
      announce(err instanceof ApiError ? sw("couldNotDelete", { name, message: err.message }) : sw("deletingFailed"));
    }
  };

  // Kinds without a date are shown on the site in the staff's order; the whole list must be on screen to move an item.
  const orderable = contentDateField[def.kind] === null;
  const canMove = orderable && !filtered && data.total === data.items.length && data.items.length > 1;

  const move = useMove(def, data);
  const query = pageQuery(data);

  return (
    <>
      <ListHead def={def} orderNote={orderable && !canMove && data.total > 1} paged={data.total > data.items.length} />

      <ContentFilters def={def} q={data.q} status={data.status} />

      <p className="admin-count" ref={countRef} tabIndex={-1} aria-live="polite">
        {navigation.state === "loading"
          ? sw("loading")
          : sw(filtered ? "countFound" : "count", {
              count: data.total,
              kind: data.total === 1 ? def.singular : def.label.toLowerCase(),
            })}
      </p>

      {data.items.length ? (
        <ul className="admin-rows">
          {data.items.map((item, index) => (
            <ContentRow
              key={item._id}
              def={def}
              item={item}
              moves={canMove ? [index > 0, index < data.items.length - 1] : null}
              onMove={(by) => move(index, by)}
              onRemove={remove}
              onChanged={() => void revalidator.revalidate()}
            />
          ))}
        </ul>
      ) : (
        <p className="admin-empty">
          {filtered ? sw("nothingMatchesTheseFilters") : sw("noYet", { v1: def.label.toLowerCase() })}
        </p>
      )}

      <Pager page={data.page} pageSize={data.pageSize} total={data.total} href={query} label={def.label} />
      {dialog}
    </>
  );
}

/**
 * Moves an item one place up or down (the whole list is sent in its new
 * order); once the list shows it, focus follows the moved item.
 */
function useMove(def: KindDef, data: ContentListData) {
  const { announce } = useAdmin();
  const revalidator = useRevalidator();
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
  return async (index: number, by: -1 | 1) => {
    const ids = data.items.map((i) => i._id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id);
    const name = itemTitle(def, data.items[index]);
    try {
      await api(staffApiPath(staffApiPaths.content.reorder, def), { method: "POST", body: { ids } });
      announce(sw("movedNowOf", { name, v2: by < 0 ? "up" : "down", v3: index + by + 1, length: ids.length }));
      moved.current = { id, direction: by < 0 ? "up" : "down" };
      await revalidator.revalidate();
    } catch (err) {
      announce(err instanceof ApiError ? sw("couldNotMove", { name, message: err.message }) : sw("movingFailed"));
      await revalidator.revalidate();
    }
  };
}

/** The address of a page of the list, keeping the search and the filter. */
const pageQuery = (data: ContentListData) => (page: number) => {
  const p = new URLSearchParams();
  if (data.q) p.set("q", data.q);
  if (data.status) p.set("status", data.status);
  if (page > 1) p.set("page", String(page));
  const s = p.toString();
  return s ? `?${s}` : "";
};

/** The kind's name, its "Add" button and description, and why the order cannot be changed now (`orderNote`). */
function ListHead({ def, orderNote, paged }: { def: KindDef; orderNote: boolean; paged: boolean }) {
  return (
    <>
      <div className="admin-page__head">
        <h1>{def.label}</h1>
        <Link className="button" to={`/admin/content/${def.kind}/new`}>
          {addHeading(def)}
        </Link>
      </div>
      <p className="admin-page__intro">{def.description}</p>
      {orderNote ? <p className="admin-muted">{sw(paged ? "orderNotePaged" : "orderNote")}</p> : null}
    </>
  );
}
