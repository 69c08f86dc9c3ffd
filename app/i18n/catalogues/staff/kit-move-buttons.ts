import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for kit-move-buttons (English only for now: a staff language later is translation work only). */
export const kitMoveButtonsWords = wordsFrom({
  moveUp: "Move up",
  moveDown: "Move down",
  move: "Move {name} {direction}",
} as const);
