import { applicableItems, type DisclosurePageData, feeTable } from "../../contract/disclosure-items.ts";
import type { Lang } from "../../contract/languages.ts";
import { toSchoolView } from "../../contract/school-view.ts";
import type { SiteData } from "../../contract/site-data.ts";
import {
  menuTitleKey,
  TEXT_SET_ROW,
  type TextSet,
  type TextTranslation,
  translatedDisclosure,
  translatedProfile,
} from "../../contract/text-translations.ts";
import type { Services } from "../services.ts";

/** Keeps a read per content version (siteData's ReadCache). */
type Kept = <T>(key: string, load: () => Promise<T>) => Promise<T>;

/**
 * The reads of a page in another language that carry the school's own
 * translated texts (issue 29): its details (header, footer, the enquiry's
 * "what happens next", meta tags), the disclosure's free texts, the fee
 * table, and the menu's own names beside the page titles. Each text without
 * a translation stays in English, named in `english` for the page to mark.
 */
export function translatedReads(
  s: Services,
  school: string,
  lang: Exclude<Lang, "en">,
  base: SiteData,
  kept: Kept,
): Pick<SiteData, "school" | "disclosure" | "fees" | "pageTitles"> {
  const texts = (set: TextSet) =>
    kept(
      `texts ${set} ${lang}`,
      async () => (await s.translations.get<TextTranslation>(school, set, TEXT_SET_ROW, lang))?.fields,
    );
  const schoolView = () =>
    kept(`school ${lang}`, async () => {
      const { profile, english } = translatedProfile(await s.profiles.get(school), await texts("school"));
      return { ...toSchoolView(profile), english };
    });
  /** The stored disclosure's values with their translated free texts. */
  const disclosureIn = async (data: Pick<DisclosurePageData, "values" | "settings">) =>
    translatedDisclosure(data, applicableItems(data.settings), await texts("disclosure"));
  return {
    school: schoolView,
    disclosure: async () => {
      const data = await base.disclosure?.();
      if (!data) return null;
      const view = await schoolView();
      // Section A's name and address read as the header and footer do.
      const profile = { ...data.profile, name: view.name, address: view.address.lines.join(", ") };
      return { ...data, profile, ...(await disclosureIn(data)) };
    },
    fees: () =>
      kept(`fees ${lang}`, async () => {
        const stored = await s.disclosure.repo.read(school);
        const { values, english } = await disclosureIn(stored);
        return feeTable(values, english);
      }),
    pageTitles: async (l) => {
      const titles = (await base.pageTitles?.(l)) ?? {};
      const menu = await texts("menu");
      const names = Object.entries(menu ?? {}).flatMap(([label, text]) =>
        text?.trim() ? [[menuTitleKey(label), text.trim()]] : [],
      );
      return { ...titles, ...Object.fromEntries(names) };
    },
  };
}
