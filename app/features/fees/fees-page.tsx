import { type FeeRow, formatRupees } from "../../../contract/disclosure-items.ts";
import { langOf, UntranslatedNote } from "../../components/ui/in-english.tsx";
import { fileUrl } from "../../components/ui/responsive-image.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import "./fees.css";

interface FeesPageData {
  rows: FeeRow[];
  file: string;
}

const rupees = (v: string) => (v && Number.isFinite(Number(v)) ? formatRupees(Number(v)) : v);

/**
 * The Fees page under Admission (issue 26): the disclosure's fee table, as
 * parents read it. One statement of the fees: staff fill it in once (Public
 * disclosure › Fee structure) and both pages show it. On a page in another
 * language a text with no translation yet is marked lang="en", with the note
 * after the table, as on the disclosure.
 */
export function FeesPage({ rows, file }: FeesPageData) {
  const { t, href } = useI18n();
  return (
    <div className="fees">
      <p>{t("fees.intro")}</p>
      {rows.length ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1)
        <div className="table-wrap" tabIndex={0} data-label={t("fees.caption")}>
          <table className="fees__table">
            <caption className="visually-hidden">{t("fees.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("fees.class")}</th>
                <th scope="col">{t("fees.perYear")}</th>
                <th scope="col">{t("fees.instalments")}</th>
                <th scope="col">{t("fees.notes")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.className}>
                  <th scope="row" lang={langOf(r, "className")}>
                    {r.className}
                  </th>
                  <td>
                    {r.perYear === null ? "—" : formatRupees(r.perYear)}
                    {r.other && r.perYear !== null ? (
                      <span className="fees__breakdown">
                        {" "}
                        ({t("fees.breakdown", { tuition: rupees(r.tuition), other: rupees(r.other) })})
                      </span>
                    ) : null}
                  </td>
                  <td lang={langOf(r, "instalments")}>{r.instalments || "—"}</td>
                  <td lang={langOf(r, "notes")}>{r.notes || "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="fees__none">{t("fees.none")}</p>
      )}
      {rows.some((r) => r.english?.length) ? <UntranslatedNote /> : null}
      <p className="fees__actions">
        {file ? (
          <a className="button button--ghost" href={fileUrl(file)} download>
            {t("fees.notice")}
          </a>
        ) : null}
        <a className="button" href={href("/admission-enquire")}>
          {t("layout.enquire")}
        </a>
      </p>
    </div>
  );
}
