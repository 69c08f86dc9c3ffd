import { type DocumentValue, daysBetween, documentStatus, formatDmy } from "../../../contract/disclosure-items.ts";

/** A document's state in plain words for staff. */
export function documentStatusText(value: DocumentValue | undefined, today: string): string {
  const status = documentStatus(value, today);
  if (status === "missing" || !value) return "Not uploaded yet.";
  if (!value.validUntil) return "Uploaded. Does not expire.";
  const left = daysBetween(today, value.validUntil);
  if (status === "expired") return `Expired after ${formatDmy(value.validUntil)}. The website shows it as expired.`;
  if (status === "expiring")
    return `Valid until ${formatDmy(value.validUntil)}: ${left === 0 ? "ends today" : left === 1 ? "ends tomorrow" : `${left} days left`}.`;
  return `Valid until ${formatDmy(value.validUntil)}.`;
}
