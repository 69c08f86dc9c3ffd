import { Link } from "react-router";
import type { ScheduledRow } from "../../../../contract/approval-rules.ts";
import { kolkataDateTime } from "../../../../contract/dates.ts";
import { contentScheduledPageWords as sw } from "../../../i18n/catalogues/staff/content-scheduled-page.ts";
import { kindDefs } from "../content-fields.ts";
import { StatusBadge } from "../status-badge.tsx";
import { kindName, approvalsText as t } from "./approvals-text.ts";
import { ListFrame } from "./list-frame.tsx";

const when = (iso: string | null) => (iso ? kolkataDateTime(iso) : "—");
/** Where staff change a scheduled item: its form, or the page editor. */
const itemHref = (i: ScheduledRow) =>
  i.kind === "page"
    ? `/admin/pages/${encodeURIComponent(i.id)}`
    : `/admin/content/${i.kind}/${encodeURIComponent(i.id)}`;
const statusOf = (s: string) => (s === "published" || s === "withdrawn" ? s : "draft");

/** Everything that goes live or comes off by the clock, soonest first (staffApiPaths.approvals.scheduled). */
export function ScheduledPage({ data }: { data: { items: ScheduledRow[] } }) {
  return (
    <ListFrame title={t.scheduledTitle} intro={t.scheduledIntro} none={t.scheduledNone} count={data.items.length}>
      <div className="table-wrap">
        <table className="admin-table">
          <caption className="visually-hidden">{t.scheduledTitle}</caption>
          <thead>
            <tr>
              {[t.itemColumn, t.kindColumn, t.statusColumn, t.goesLiveColumn, t.comesOffColumn].map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.items.map((i) => (
              <tr key={`${i.kind}:${i.id}`}>
                <th scope="row">
                  <Link to={itemHref(i)}>{i.label || sw("untitled")}</Link>
                </th>
                <td>{kindName(i.kind, i.kind === "page" ? undefined : kindDefs[i.kind].singular)}</td>
                <td>
                  <StatusBadge status={statusOf(i.status)} />
                </td>
                <td>{when(i.publishAt)}</td>
                <td>{when(i.removeAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ListFrame>
  );
}
