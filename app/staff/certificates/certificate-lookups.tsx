import { kolkataDateTime } from "../../../contract/dates.ts";
import type { LookupView } from "../../../contract/staff.ts";
import { certificatesWords as sw } from "../../i18n/catalogues/staff/certificates.ts";
import { FilterForm, SearchField } from "../kit/filter-form.tsx";
import { ScrollBox } from "../kit/scroll-box.tsx";
import { TableHead } from "../kit/table-head.tsx";

/** The website's lookups of certificates, newest first, filtered by admission number. */
export function CertificateLookups({ q, lookup, lookups }: { q: string; lookup: string; lookups: LookupView[] }) {
  return (
    <section aria-labelledby="cert-lookups-title">
      <h2 id="cert-lookups-title">{sw("lookupsOnTheWebsite")}</h2>
      <FilterForm label={sw("filterLookups")} apply={sw("showLookups")}>
        {q ? <input type="hidden" name="q" value={q} /> : null}
        <SearchField id="cert-lookup" name="lookup" label={sw("admissionNumber")} value={lookup} />
      </FilterForm>
      {lookups.length ? (
        <ScrollBox label={sw("certificateLookupsNewestFirst")}>
          <table className="admin-table">
            <caption className="visually-hidden">{sw("certificateLookupsNewestFirst")}</caption>
            <TableHead columns={[sw("when"), sw("admissionNumber"), sw("result"), sw("fromAddress")]} />
            <tbody>
              {lookups.map((l, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: log lines have no id
                <tr key={i}>
                  {/* dd/mm/yyyy hh:mm in India time, whatever the browser locale. */}
                  <td>{kolkataDateTime(l.at)}</td>
                  <td>{l.admissionNo}</td>
                  <td>{l.via === "verify" ? sw("codeChecked") : l.found ? sw("found") : sw("notFound")}</td>
                  <td>{l.clientIp}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      ) : (
        <p className="admin-empty">{sw(lookup ? "noLookupsForNumber" : "noLookupsYet")}</p>
      )}
    </section>
  );
}
