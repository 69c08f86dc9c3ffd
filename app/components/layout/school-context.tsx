import { createContext, useContext } from "react";
import { blankProfile, type SchoolView, toSchoolView } from "../../../contract/school-view.ts";

/**
 * The school's profile for every component: the root loader reads it from
 * the database (contract/site-data.ts `school()`) and the layout provides it
 * here. Outside a provider (unit tests of a single component) a blank
 * profile is used, so nothing school-specific is ever built in.
 */
const SchoolContext = createContext<SchoolView>(toSchoolView(blankProfile()));

export const SchoolProvider = SchoolContext.Provider;

/** The school's name, contacts, links, colours and admission choices. */
export function useSchool(): SchoolView {
  return useContext(SchoolContext);
}
