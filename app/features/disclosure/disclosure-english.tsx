import { createContext, type ReactNode, useContext } from "react";
import { UntranslatedNote } from "../../components/ui/in-english.tsx";

/**
 * On a page in another language, the keys of the free texts still shown in
 * English (contract/text-translations.ts): each is marked lang="en", and the
 * note follows the table that holds one.
 */
export const EnglishTexts = createContext<readonly string[]>([]);

/** A text the school wrote: marked as English when it has no translation yet. */
export function SchoolText({ at, children }: { at: string; children: ReactNode }) {
  return useContext(EnglishTexts).includes(at) ? <span lang="en">{children}</span> : children;
}

/** The note after a table some of whose texts (keys starting with one of `prefixes`) are shown in English. */
export function NoteFor({ prefixes }: { prefixes: string[] }) {
  const english = useContext(EnglishTexts);
  return english.some((k) => prefixes.some((p) => k.startsWith(`${p}.`))) ? <UntranslatedNote /> : null;
}
