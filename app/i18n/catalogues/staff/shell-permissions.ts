import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for shell-permissions (English only for now: a staff language later is translation work only). */
export const shellPermissionsWords = wordsFrom({
  administrator: "Administrator",
  principal: "Principal",
  editor: "Editor",
  admissions: "Admissions",
} as const);
