import type { AuditListResponse } from "../../../contract/staff.ts";
import { Pager } from "../kit/pager.tsx";
import { ScrollBox } from "../kit/scroll-box.tsx";

export interface AuditData extends AuditListResponse {
  page: number;
  pageSize: number;
}

export const AUDIT_PAGE_SIZE = 50;

const when = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleString("en-IN", { timeZone: "Asia/Kolkata", dateStyle: "medium", timeStyle: "short" });
};

/** Every change: who, what, when; newest first. */
export function AuditPage({ data }: { data: AuditData }) {
  return (
    <>
      <h1>Audit log</h1>
      <p className="admin-page__intro">Every change made in the staff area, newest first. Times are India time.</p>
      <p className="admin-count">
        {data.total} entr{data.total === 1 ? "y" : "ies"}
      </p>
      {data.items.length ? (
        <ScrollBox label={`Audit log, page ${data.page}`}>
          <table className="admin-table">
            <caption className="visually-hidden">Audit log, page {data.page}</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Item</th>
                <th scope="col">Detail</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((e, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id and may share a time
                <tr key={i}>
                  <td>
                    <time dateTime={e.at}>{when(e.at)}</time>
                  </td>
                  <td>{e.user ?? "System"}</td>
                  <td>{e.action}</td>
                  <td>
                    {e.entity}
                    {e.entityId ? <span className="admin-muted"> {e.entityId}</span> : null}
                  </td>
                  <td>{e.detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      ) : (
        <p className="admin-empty">{data.total ? "No entries on this page." : "Nothing has been recorded yet."}</p>
      )}
      <Pager
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        href={(p) => (p > 1 ? `?page=${p}` : "?")}
        label="Audit log"
      />
    </>
  );
}
