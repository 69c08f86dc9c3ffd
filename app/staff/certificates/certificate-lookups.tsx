import { Form } from "react-router";
import { kolkataDateTime } from "../../../contract/dates.ts";
import type { LookupView } from "../../../contract/staff.ts";
import { certificatesWords as sw } from "../../i18n/catalogues/staff/certificates.ts";
import { ScrollBox } from "../kit/scroll-box.tsx";
import { TableHead } from "../kit/table-head.tsx";

/** The website's lookups of certificates, newest first, filtered by admission number. */
export function CertificateLookups({ q, lookup, lookups }: { q: string; lookup: string; lookups: LookupView[] }) {
  return (
    <section aria-labelledby="cert-lookups-title">
      <h2 id="cert-lookups-title">{sw("certificates.lookupsOnTheWebsite")}</h2>
      <Form method="get" className="admin-filters" aria-label={sw("certificates.filterLookups")}>
        {q ? <input type="hidden" name="q" value={q} /> : null}
        <div className="admin-field">
          <label htmlFor="cert-lookup">{sw("certificates.admissionNumber")}</label>
          <input id="cert-lookup" type="search" name="lookup" defaultValue={lookup} key={lookup} />
        </div>
        <button type="submit" className="button button--small">
          {sw("certificates.showLookups")}
        </button>
      </Form>
      {lookups.length ? (
        <ScrollBox label={sw("certificates.certificateLookupsNewestFirst")}>
          <table className="admin-table">
            <caption className="visually-hidden">{sw("certificates.certificateLookupsNewestFirst")}</caption>
            <TableHead
              columns={[
                sw("certificates.when"),
                sw("certificates.admissionNumber"),
                sw("certificates.result"),
                sw("certificates.fromAddress"),
              ]}
            />
            <tbody>
              {lookups.map((l, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: log lines have no id
                <tr key={i}>
                  {/* dd/mm/yyyy hh:mm in India time, whatever the browser locale. */}
                  <td>{kolkataDateTime(l.at)}</td>
                  <td>{l.admissionNo}</td>
                  <td>
                    {l.via === "verify"
                      ? sw("certificates.codeChecked")
                      : l.found
                        ? sw("certificates.found")
                        : sw("certificates.notFound")}
                  </td>
                  <td>{l.clientIp}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      ) : (
        <p className="admin-empty">
          {sw("certificates.noLookups")}
          {lookup ? " for this admission number" : ""} {sw("certificates.yet")}
        </p>
      )}
    </section>
  );
}
