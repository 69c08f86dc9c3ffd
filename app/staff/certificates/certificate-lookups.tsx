import { Form } from "react-router";
import { kolkataDateTime } from "../../../contract/dates.ts";
import type { LookupView } from "../../../contract/staff.ts";
import { ScrollBox } from "../kit/scroll-box.tsx";

/** The website's lookups of certificates, newest first, filtered by admission number. */
export function CertificateLookups({ q, lookup, lookups }: { q: string; lookup: string; lookups: LookupView[] }) {
  return (
    <section aria-labelledby="cert-lookups-title">
      <h2 id="cert-lookups-title">Lookups on the website</h2>
      <Form method="get" className="admin-filters" aria-label="Filter lookups">
        {q ? <input type="hidden" name="q" value={q} /> : null}
        <div className="admin-field">
          <label htmlFor="cert-lookup">Admission number</label>
          <input id="cert-lookup" type="search" name="lookup" defaultValue={lookup} key={lookup} />
        </div>
        <button type="submit" className="button button--small">
          Show lookups
        </button>
      </Form>
      {lookups.length ? (
        <ScrollBox label={"Certificate lookups, newest first"}>
          <table className="admin-table">
            <caption className="visually-hidden">Certificate lookups, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Admission number</th>
                <th scope="col">Result</th>
                <th scope="col">From address</th>
              </tr>
            </thead>
            <tbody>
              {lookups.map((l, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: log lines have no id
                <tr key={i}>
                  {/* dd/mm/yyyy hh:mm in India time, whatever the browser locale. */}
                  <td>{kolkataDateTime(l.at)}</td>
                  <td>{l.admissionNo}</td>
                  <td>{l.via === "verify" ? "Code checked" : l.found ? "Found" : "Not found"}</td>
                  <td>{l.clientIp}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      ) : (
        <p className="admin-empty">No lookups{lookup ? " for this admission number" : ""} yet.</p>
      )}
    </section>
  );
}
