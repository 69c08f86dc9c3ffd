import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for route-accounts (English only for now: a staff language later is translation work only). */
export const routeAccountsWords = wordsFrom({
  staffAccounts: "Staff accounts",
} as const);
