import { englishParts } from "../../../contract/translations.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";

/** An item's parts shown in English on a page in another language (issue 29), as a card carries them. */
export interface EnglishMarked {
  /** Names of the parts shown in English for want of a translation (none on an English page). */
  english?: readonly string[];
}

/**
 * The mark a card carries of its item's parts shown in English (nothing when
 * all are translated or the page is English); `only`: the parts the card shows.
 */
export function englishMark(item: object, only?: readonly string[]): EnglishMarked {
  const parts = englishParts(item).filter((part) => !only || only.includes(part));
  return parts.length ? { english: parts } : {};
}

/** `lang="en"` for a part shown in English on a page in another language (screen readers switch voice). */
export const langOf = (item: EnglishMarked, part: string): "en" | undefined =>
  item.english?.includes(part) ? "en" : undefined;

/** The small note under text shown in English on a page in another language, in the reader's language. */
export function UntranslatedNote() {
  const { t } = useI18n();
  return <p className="untranslated-note">{t("layout.untranslated")}</p>;
}

/** The note under an item some of whose parts are shown in English; nothing when all are translated. */
export function ItemUntranslatedNote({ item }: { item: EnglishMarked }) {
  return item.english?.length ? <UntranslatedNote /> : null;
}
