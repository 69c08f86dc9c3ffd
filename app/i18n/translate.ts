import { IntlMessageFormat } from "intl-messageformat";
import { type Lang, LOCALES } from "../../contract/languages.ts";
import { type Catalogue, en } from "./catalogues/en.ts";
import { hi } from "./catalogues/hi.ts";
import { mr } from "./catalogues/mr.ts";
import type { MessageKey, Translate } from "./i18n-context.tsx";

/** Every shipped language's catalogue (contract/languages.ts SHIPPED_LANGUAGES). */
export const catalogues: Record<Lang, Catalogue> = { en, mr, hi };

const made = new Map<Lang, Translate>();

/**
 * The messages of one language, formatted by intl-messageformat (ICU
 * MessageFormat: plural and select forms by the language's own CLDR rules)
 * on the server only (docs/decisions/006). Each message is parsed once per
 * process; one without placeholders is returned as it is.
 */
export function translator(lang: Lang): Translate {
  const known = made.get(lang);
  if (known) return known;
  const catalogue = catalogues[lang];
  const formats = new Map<MessageKey, IntlMessageFormat>();
  const t: Translate = (key, values) => {
    const message = catalogue[key] ?? en[key];
    if (!/[{<]/.test(message)) return message;
    let format = formats.get(key);
    if (!format) {
      format = new IntlMessageFormat(message, LOCALES[lang]);
      formats.set(key, format);
    }
    const out = format.format<string>(values);
    return Array.isArray(out) ? out.join("") : String(out);
  };
  made.set(lang, t);
  return t;
}
