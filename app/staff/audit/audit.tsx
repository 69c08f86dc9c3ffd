import type { AuditListResponse } from "../../../contract/staff.ts";
import { auditWords as sw } from "../../i18n/catalogues/staff/audit.ts";
import { Pager } from "../kit/pager.tsx";
import { ScrollBox } from "../kit/scroll-box.tsx";
import { TableHead } from "../kit/table-head.tsx";

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
      <h1>{sw("auditLog")}</h1>
      <p className="admin-page__intro">{sw("everyChangeMadeIn")}</p>
      <p className="admin-count">{sw(data.total === 1 ? "entryCountOne" : "entryCountMany", { count: data.total })}</p>
      {data.items.length ? (
        <ScrollBox label={sw("auditLogPage", { page: data.page })}>
          <table className="admin-table">
            <caption className="visually-hidden">{sw("auditLogPage", { page: data.page })}</caption>
            <TableHead columns={[sw("when"), sw("who"), sw("what"), sw("item"), sw("detail")]} />
            <tbody>
              {data.items.map((e, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id and may share a time
                <tr key={i}>
                  <td>
                    <time dateTime={e.at}>{when(e.at)}</time>
                  </td>
                  <td>{e.user ?? sw("system")}</td>
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
        <p className="admin-empty">{data.total ? sw("noEntriesOnThis") : sw("nothingHasBeenRecorded")}</p>
      )}
      <Pager
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        href={(p) => (p > 1 ? `?page=${p}` : "?")}
        label={sw("auditLog")}
      />
    </>
  );
}
