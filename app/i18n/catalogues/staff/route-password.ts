import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for route-password (English only for now: a staff language later is translation work only). */
export const routePasswordWords = wordsFrom({
  myPassword: "My password",
  changeThePasswordOf: "Change the password of {email}.",
} as const);
