import { contentItemTranslateLinksWords as sw } from "../../../i18n/catalogues/staff/content-item-translate-links.ts";
import { TranslateLinks } from "../../kit/translate-links.tsx";

/** Links from a published item's form to its translation in each language the school has on (issue 29). */
export function ItemTranslateLinks({ kind, id }: { kind: string; id: string }) {
  return (
    <TranslateLinks
      label={sw("translate")}
      to={(lang) => `/admin/content/${kind}/${encodeURIComponent(id)}/translate/${lang}`}
    />
  );
}
