import { pagesWords as sw } from "../../i18n/catalogues/staff/pages.ts";
import { TranslateLinks as LanguageLinks } from "../kit/translate-links.tsx";

/** Links from the page editor to the page's translation in each language the school has on (issue 29). */
export function TranslateLinks({ slug }: { slug: string }) {
  return (
    <LanguageLinks
      label={sw("translateThisPage")}
      to={(lang) => `/admin/pages/${encodeURIComponent(slug)}/translate/${lang}`}
    />
  );
}
