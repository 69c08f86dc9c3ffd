import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for route-audit (English only for now: a staff language later is translation work only). */
export const routeAuditWords = wordsFrom({
  auditLog: "Audit log",
} as const);
