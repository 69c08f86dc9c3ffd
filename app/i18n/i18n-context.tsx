import { createContext, useContext } from "react";
import { type Lang, localPath } from "../../contract/languages.ts";
import { en, type MessageKey } from "./catalogues/en.ts";

export type { MessageKey } from "./catalogues/en.ts";

/** Values a message's placeholders take. */
type MessageValues = Record<string, string | number>;
/** A message of the reader's language, its placeholders filled. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** What a component needs to write in the reader's language. */
export interface I18n {
  lang: Lang;
  t: Translate;
  /** An address of this site in the reader's language: `/fees` → `/mr/fees` on a Marathi page. */
  href(path: string): string;
  /** Another language's messages (the offer to read a page in it is written in it). */
  tIn(lang: Lang): Translate;
}

/**
 * English without the ICU library: the browser never loads intl-messageformat
 * (public pages do not hydrate; the staff area reads English only), and unit
 * tests of one component outside a provider get English too. Only simple
 * `{name}` placeholders are filled here; a message with plural or select
 * forms is formatted on the server (app/i18n/translate.ts).
 */
const englishOnly: Translate = (key, values) =>
  en[key].replace(/\{(\w+)\}/g, (whole, name: string) => (values?.[name] === undefined ? whole : String(values[name])));

const I18nContext = createContext<I18n>({ lang: "en", t: englishOnly, href: (p) => p, tIn: () => englishOnly });

export const I18nProvider = I18nContext.Provider;

/** The reader's language, its messages and its addresses (root.tsx provides them per page). */
export function useI18n(): I18n {
  return useContext(I18nContext);
}

/** The I18n of a language, given the translator of each language. */
export function i18nOf(lang: Lang, translatorOf: (lang: Lang) => Translate): I18n {
  return { lang, t: translatorOf(lang), href: (path) => localPath(lang, path), tIn: translatorOf };
}
