import { useEffect, useState } from "react";
import { Link } from "react-router";
import { staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { api } from "../shell/api.ts";
import { type DisclosureStaffData, staffDisclosureText as t } from "./disclosure-api.ts";
import "./disclosure-staff.css";
import { disclosureWords as sw } from "../../i18n/catalogues/staff/disclosure.ts";

const levelWord = {
  expired: sw("expired"),
  soon: sw("urgent"),
  notice: sw("comingUp"),
} as const;

/**
 * The dashboard's disclosure panel: certificates 30 and 7 days before they
 * expire and once they have, the 15 February and 15 September reminders, and
 * the meter. It reads on its own so the dashboard needs one line for it.
 */
export function DisclosureWarningsPanel() {
  const [data, setData] = useState<DisclosureStaffData | null | "failed">(null);
  useEffect(() => {
    const controller = new AbortController();
    api<DisclosureStaffData>(staffApiPaths.disclosure.page, { signal: controller.signal }).then(setData, () => {
      if (!controller.signal.aborted) setData("failed");
    });
    return () => controller.abort();
  }, []);
  if (data === null || data === "failed") return null;
  const { warnings, completeness } = data;
  return (
    <section aria-labelledby="disclosure-panel-title" className="disclosure-staff__panel">
      <h2 id="disclosure-panel-title">{t.panelTitle}</h2>
      <p>
        <strong>{t.meter(completeness.done, completeness.total)}</strong> {sw("filledInAndCurrent")}
      </p>
      {warnings.length ? (
        <ul className="disclosure-staff__warnings">
          {warnings.map((w) => (
            <li key={`${w.key}-${w.level}`} className={`is-${w.level}`}>
              <strong>{levelWord[w.level]}:</strong> {w.message}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t.panelAllGood}</p>
      )}
      <p>
        <Link className="button" to="/admin/disclosure">
          {t.openDisclosure}
        </Link>
      </p>
    </section>
  );
}
