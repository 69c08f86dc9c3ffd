import { createContext, useContext } from "react";
import type { HomeRegion } from "../../../contract/blocks/region.ts";
import { UntranslatedNote } from "../../components/ui/in-english.tsx";

/** On a page in another language: the home regions shown in English for want of a translation. */
const EnglishRegions = createContext<readonly HomeRegion[]>([]);
export const EnglishRegionsProvider = EnglishRegions.Provider;

/** `lang="en"` for a region shown in English (screen readers switch voice), else nothing. */
export function useRegionLang(region: HomeRegion): "en" | undefined {
  return useContext(EnglishRegions).includes(region) ? "en" : undefined;
}

/** The small note in the reader's language under a region shown in English. */
export function RegionNote({ region }: { region: HomeRegion }) {
  return useRegionLang(region) ? <UntranslatedNote /> : null;
}
