import { Link } from "react-router";
import { formatDate } from "../../../contract/dates.ts";
import { contentContentRowWords as sw } from "../../i18n/catalogues/staff/content-content-row.ts";
import { DangerButton } from "../kit/danger-button.tsx";
import { scheduleLines } from "../kit/schedule-fields.tsx";
import { ApprovalBadge } from "./approval-note.tsx";
import type { KindDef } from "./content-fields.ts";
import { itemDate, itemTitle, type StaffItem } from "./content-values.ts";
import { NoticeActions } from "./notice-actions.tsx";
import { StatusBadge } from "./status-badge.tsx";

const directions = [
  { direction: "up", by: -1, arrow: "↑" },
  { direction: "down", by: 1, arrow: "↓" },
] as const;

/** One item of a content list: its title, status and date, and its buttons (move when `moves` says which way it can). */
export function ContentRow({
  def,
  item,
  moves,
  onMove,
  onRemove,
  onChanged,
}: {
  def: KindDef;
  item: StaffItem;
  /** Whether it can move up and down; null when the list cannot be reordered. */
  moves: readonly [boolean, boolean] | null;
  onMove: (by: -1 | 1) => void;
  onRemove: (item: StaffItem) => void;
  /** After a change made from the row itself (a notice withdrawn): the list is read again. */
  onChanged: () => void;
}) {
  const name = itemTitle(def, item);
  return (
    <li className="admin-row">
      <div className="admin-row__main">
        <Link className="admin-row__title" to={`/admin/content/${def.kind}/${encodeURIComponent(item._id)}`}>
          {name}
        </Link>
        <RowMeta def={def} item={item} />
        {item.approval?.state === "sentBack" && item.approval.comment ? (
          <p className="admin-approval__comment">
            <strong>{sw("sentBack")}</strong> {item.approval.comment}
          </p>
        ) : null}
      </div>
      <div className="admin-row__actions">
        {moves
          ? directions.map(({ direction, by, arrow }, i) => (
              <button
                key={direction}
                type="button"
                className="button button--small button--ghost"
                aria-label={sw("move", { name, direction })}
                data-move={direction}
                data-move-id={item._id}
                disabled={!moves[i]}
                onClick={() => onMove(by)}
              >
                {arrow}
              </button>
            ))
          : null}
        <Link
          className="button button--small button--ghost"
          to={`/admin/content/${def.kind}/${encodeURIComponent(item._id)}`}
          aria-label={sw("edit2", { name })}
        >
          {sw("edit")}
        </Link>
        {item.status !== "draft" ? (
          <a
            className="button button--small button--ghost"
            href={def.publicPage(item._id)}
            target="_blank"
            rel="noreferrer"
            aria-label={sw("viewOnTheWebsite", { name })}
          >
            {sw("view")}
          </a>
        ) : null}
        <NoticeActions def={def} item={item} onChanged={onChanged} />
        <DangerButton label={sw("delete2", { name })} onClick={() => onRemove(item)}>
          {sw("delete")}
        </DangerButton>
      </div>
    </li>
  );
}

/** Status, approval, date and the kind's own facts (a popup's dates, an album's photo count, the times set). */
function RowMeta({ def, item }: { def: KindDef; item: StaffItem }) {
  const date = itemDate(def, item);
  return (
    <p className="admin-row__meta">
      <StatusBadge status={item.status} />
      <ApprovalBadge item={item} />
      {date ? <span>{formatDate(date, "dd/mm/yyyy") ?? date}</span> : null}
      {def.kind === "notification" && (item.startsAt || item.endsAt) ? (
        <span>
          {item.startsAt && item.endsAt
            ? sw("showsFromUntil", { from: item.startsAt, until: item.endsAt })
            : item.startsAt
              ? sw("showsFrom", { from: item.startsAt })
              : sw("showsUntil", { until: item.endsAt ?? "" })}
        </span>
      ) : null}
      {def.album && Array.isArray(item.attachments) ? (
        <span>{sw(item.attachments.length === 1 ? "photoOne" : "photoMany", { count: item.attachments.length })}</span>
      ) : null}
      {scheduleLines(item).map((l) => (
        <span key={l}>{l}</span>
      ))}
    </p>
  );
}
