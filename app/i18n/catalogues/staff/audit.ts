import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for audit (English only for now: a staff language later is translation work only). */
export const auditWords = wordsFrom({
  "audit.auditLog": "Audit log",
  "audit.everyChangeMadeIn": "Every change made in the staff area, newest first. Times are India time.",
  "audit.entr": "entr",
  "audit.auditLogPage": "Audit log, page {page}",
  "audit.auditLogPage2": "Audit log, page",
  "audit.when": "When",
  "audit.who": "Who",
  "audit.what": "What",
  "audit.item": "Item",
  "audit.detail": "Detail",
  "audit.noEntriesOnThis": "No entries on this page.",
  "audit.nothingHasBeenRecorded": "Nothing has been recorded yet.",
  "audit.system": "System",
} as const);
