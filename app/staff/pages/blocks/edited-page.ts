import { createContext, useContext } from "react";
import { pagesWords as sw } from "../../../i18n/catalogues/staff/pages.ts";

/** The page being edited, for parts that need to know it (a photo part names its new set of photos after it). */
interface EditedPage {
  slug: string;
  title: string;
  /** Names of the photo sets the page's photo parts use now. */
  photoSets: () => string[];
}

export const EditedPageContext = createContext<EditedPage | null>(null);

export const useEditedPage = () => useContext(EditedPageContext);

/** A name for a new set of photos on the page: its title, numbered when taken ("Bus Routes 2"). */
export function freshSetName(page: EditedPage): string {
  const taken = new Set(page.photoSets());
  const base = page.title.trim() || sw("photos");
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base} ${n}`)) n++;
  return `${base} ${n}`;
}
