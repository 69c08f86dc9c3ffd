import { type DocumentValue, daysBetween, documentStatus, formatDmy } from "../../../contract/disclosure-items.ts";
import { disclosureWords as sw } from "../../i18n/catalogues/staff/disclosure.ts";

/** A document's state in plain words for staff. */
export function documentStatusText(value: DocumentValue | undefined, today: string): string {
  const status = documentStatus(value, today);
  if (status === "missing" || !value) return sw("notUploadedYet");
  if (!value.validUntil) return sw("uploadedDoesNotExpire");
  const left = daysBetween(today, value.validUntil);
  if (status === "expired") return sw("expiredAfterTheWebsite", { v1: formatDmy(value.validUntil) });
  if (status === "expiring")
    return sw("validUntil", {
      v1: formatDmy(value.validUntil),
      v2: left === 0 ? "ends today" : left === 1 ? "ends tomorrow" : `${left} days left`,
    });
  return sw("validUntil2", { v1: formatDmy(value.validUntil) });
}
