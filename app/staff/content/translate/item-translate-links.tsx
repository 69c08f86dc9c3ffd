import { TranslateLinks } from "../../kit/translate-links.tsx";

/** Links from a published item's form to its translation in each language the school has on (issue 29). */
export function ItemTranslateLinks({ kind, id }: { kind: string; id: string }) {
  return (
    <TranslateLinks
      label="Translate"
      to={(lang) => `/admin/content/${kind}/${encodeURIComponent(id)}/translate/${lang}`}
    />
  );
}
