import { type FeeRow, formatRupees } from "../../../contract/disclosure-items.ts";
import { fileUrl } from "../../components/ui/responsive-image.tsx";
import "./fees.css";

const feesText = {
  intro: "Fees for each class, in rupees a year. The office answers any question about fees and how to pay them.",
  caption: "Fees for each class",
  className: "Class",
  perYear: "Fees a year",
  instalments: "Instalments",
  notes: "Notes",
  breakdown: (tuition: string, other: string) => `tuition ${tuition}, other fees ${other}`,
  notice: "Download the fee notice (PDF)",
  none: "The school has not put its fees on the website yet. Please call or write to the office.",
  enquire: "Enquire for admission",
} as const;

interface FeesPageData {
  rows: FeeRow[];
  file: string;
}

const rupees = (v: string) => (v && Number.isFinite(Number(v)) ? formatRupees(Number(v)) : v);

/**
 * The Fees page under Admission (issue 26): the disclosure's fee table, as
 * parents read it. One statement of the fees: staff fill it in once (Public
 * disclosure › Fee structure) and both pages show it.
 */
export function FeesPage({ rows, file }: FeesPageData) {
  return (
    <div className="fees">
      <p>{feesText.intro}</p>
      {rows.length ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1)
        <div className="table-wrap" tabIndex={0} data-label={feesText.caption}>
          <table className="fees__table">
            <caption className="visually-hidden">{feesText.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{feesText.className}</th>
                <th scope="col">{feesText.perYear}</th>
                <th scope="col">{feesText.instalments}</th>
                <th scope="col">{feesText.notes}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.className}>
                  <th scope="row">{r.className}</th>
                  <td>
                    {r.perYear === null ? "—" : formatRupees(r.perYear)}
                    {r.other && r.perYear !== null ? (
                      <span className="fees__breakdown">
                        {" "}
                        ({feesText.breakdown(rupees(r.tuition), rupees(r.other))})
                      </span>
                    ) : null}
                  </td>
                  <td>{r.instalments || "—"}</td>
                  <td>{r.notes || "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="fees__none">{feesText.none}</p>
      )}
      <p className="fees__actions">
        {file ? (
          <a className="button button--ghost" href={fileUrl(file)} download>
            {feesText.notice}
          </a>
        ) : null}
        <a className="button" href="/admission-enquire">
          {feesText.enquire}
        </a>
      </p>
    </div>
  );
}
