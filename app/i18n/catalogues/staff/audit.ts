import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for audit (English only for now: a staff language later is translation work only). */
export const auditWords = wordsFrom({
  auditLog: "Audit log",
  everyChangeMadeIn: "Every change made in the staff area, newest first. Times are India time.",
  entryCountOne: "{count} entry",
  entryCountMany: "{count} entries",
  auditLogPage: "Audit log, page {page}",
  when: "When",
  who: "Who",
  what: "What",
  item: "Item",
  detail: "Detail",
  noEntriesOnThis: "No entries on this page.",
  nothingHasBeenRecorded: "Nothing has been recorded yet.",
  system: "System",
} as const);
