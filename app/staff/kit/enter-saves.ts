import type { KeyboardEvent, SyntheticEvent } from "react";

/**
 * Enter in a text field of a small save group (a photo's description) saves
 * that group, as a form would, and nothing around it: the group is a <div>,
 * not a <form>, because the page editor's own form holds it.
 */
export const enterSaves = (save: (e: SyntheticEvent) => void) => (e: KeyboardEvent) => {
  if (e.key !== "Enter") return;
  e.preventDefault();
  save(e);
};
