import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for route-content-kinds (English only for now: a staff language later is translation work only). */
export const routeContentKindsWords = wordsFrom({
  content: "Content",
  chooseWhatToAdd: "Choose what to add or change.",
} as const);
