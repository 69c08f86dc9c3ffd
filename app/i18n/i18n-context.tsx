import { createContext, createElement, Fragment, type ReactNode, useContext } from "react";
import { formatDate, parseDateParts } from "../../contract/dates.ts";
import { type Lang, LOCALES, localPath } from "../../contract/languages.ts";
import { en, type MessageKey } from "./catalogues/en.ts";
import { enFrame } from "./catalogues/en-frame.ts";

export type { MessageKey } from "./catalogues/en.ts";

/** Values a message's placeholders take; a tag's (`<en>…</en>`) is a function of the words inside it. */
type MessageValues = Record<string, string | number | ((chunks: string[]) => string)>;
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
  /** A calendar date (YYYY-MM-DD) in the reader's language; English keeps the site's styles exactly. */
  date(value: string | null | undefined, style: DateStyle): string | null;
}

/** "short": 5 Jan 2025, "padded": 05 Jan 2025, "long": 5 January 2025 (in the reader's language). */
type DateStyle = "short" | "padded" | "long";

const englishStyles = { short: "en-IN-short", padded: "en-GB-short", long: "en-IN-long" } as const;

/**
 * A date in `lang`: English exactly as contract/dates.ts writes it; Marathi and Hindi
 * through Intl with their own month names (and Latin digits, contract/languages.ts).
 */
export function dateIn(lang: Lang, value: string | null | undefined, style: DateStyle): string | null {
  if (lang === "en") return formatDate(value, englishStyles[style]);
  const p = parseDateParts(value);
  if (!p) return null;
  const format = new Intl.DateTimeFormat(LOCALES[lang], {
    day: style === "padded" ? "2-digit" : "numeric",
    month: style === "long" ? "long" : "short",
    year: "numeric",
    timeZone: "UTC",
  });
  return format.format(new Date(Date.UTC(p.year, p.month - 1, p.day)));
}

/** The month's short name in `lang` ("Jan", "जाने", "जन॰"). */
export function monthIn(lang: Lang, month1to12: number): string {
  return new Intl.DateTimeFormat(LOCALES[lang], { month: "short", timeZone: "UTC" }).format(
    new Date(Date.UTC(2024, month1to12 - 1, 15)),
  );
}

/**
 * A message with one element inside it (a link, a <code>): the message is formatted with a
 * marker in the element's place and the element put there, so each language keeps its own word order.
 */
export function withElement(t: Translate, key: MessageKey, name: string, element: ReactNode, values = {}): ReactNode {
  const marker = "\u0000";
  const [before, after = ""] = t(key, { ...values, [name]: marker }).split(marker);
  return (
    <>
      {before}
      {element}
      {after}
    </>
  );
}

/**
 * A message that names things by their English names (an iPhone's menu entries, `<en>Share</en>`):
 * on a page in another language each is marked lang="en", so screen readers read it in an English
 * voice; an English page shows the message's words alone, as one text.
 */
export function withEnglishNames({ lang, t }: Pick<I18n, "lang" | "t">, key: MessageKey): ReactNode {
  const marker = "\u0000";
  // Every other part is a name: the text is split at the markers around each.
  const parts = t(key, { en: (chunks) => `${marker}${chunks.join("")}${marker}` }).split(marker);
  if (lang === "en") return parts.join("");
  // Children given one by one need no keys: they are the parts of one message, in order.
  const marked = parts.map((part, i) => (i % 2 ? createElement("span", { lang: "en" }, part) : part));
  return createElement(Fragment, null, ...marked);
}

/**
 * English without the ICU library: the browser never loads intl-messageformat
 * (public pages do not hydrate; the staff area reads English only), and unit
 * tests of one component outside a provider get English too. Only simple
 * `{name}` placeholders are filled here; a message with plural or select
 * forms is formatted on the server (app/i18n/translate.ts). In the browser only
 * the frame's words are here (catalogues/en-frame.ts): the staff area hydrates
 * nothing else of the public site's, and its bundle stays within budget.
 */
// (Unit tests that render in a browser-like environment get the whole catalogue: MODE is "test" there.)
const english: Partial<Record<MessageKey, string>> =
  !import.meta.env.SSR && import.meta.env.MODE !== "test" ? enFrame : en;
const englishOnly: Translate = (key, values) =>
  (english[key] ?? key)
    .replace(/\{(\w+)\}/g, (whole, name: string) => (values?.[name] === undefined ? whole : String(values[name])))
    .replace(/<(\w+)>(.*?)<\/\1>/g, (_, name: string, inside: string) => {
      const tag = values?.[name];
      return typeof tag === "function" ? tag([inside]) : inside;
    });

const I18nContext = createContext<I18n>({
  lang: "en",
  t: englishOnly,
  href: (p) => p,
  tIn: () => englishOnly,
  date: (value, style) => dateIn("en", value, style),
});

export const I18nProvider = I18nContext.Provider;

/** The reader's language, its messages and its addresses (root.tsx provides them per page). */
export function useI18n(): I18n {
  return useContext(I18nContext);
}

/** The I18n of a language, given the translator of each language. */
export function i18nOf(lang: Lang, translatorOf: (lang: Lang) => Translate): I18n {
  return {
    lang,
    t: translatorOf(lang),
    href: (path) => localPath(lang, path),
    tIn: translatorOf,
    date: (value, style) => dateIn(lang, value, style),
  };
}
