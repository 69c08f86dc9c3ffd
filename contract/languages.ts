/**
 * The languages the site can be read in (issue 29). English is always on
 * and stays at the spec's addresses; every other language lives under its
 * own prefix (`/mr/…`, `/hi/…`) once the school switches it on. Only a
 * language whose fixed texts ship in app/i18n/catalogues can be switched
 * on: the others of the Eighth Schedule are listed so staff see what may
 * come, and are refused until a catalogue exists.
 */

/** Languages whose fixed texts ship complete (app/i18n/catalogues; a test fails when one lacks a key). */
export const SHIPPED_LANGUAGES = ["en", "mr", "hi"] as const;
export type Lang = (typeof SHIPPED_LANGUAGES)[number];

/** Languages that live under a prefix (every shipped one but English). */
export const PREFIXED_LANGUAGES: readonly Exclude<Lang, "en">[] = ["mr", "hi"];

/** How each language names itself: the switcher shows these, never an English name. */
export const NATIVE_NAMES: Record<Lang, string> = { en: "English", mr: "मराठी", hi: "हिंदी" };

/**
 * The locale for dates, numbers and plural rules. Marathi and Hindi keep
 * Latin digits: fees, phone numbers and dates the school types are in
 * them, and a page mixing two kinds of digits reads badly.
 */
export const LOCALES: Record<Lang, string> = { en: "en-IN", mr: "mr-IN-u-nu-latn", hi: "hi-IN-u-nu-latn" };

/** The `lang` attribute of a page's <html> (English keeps the en-IN it always had). */
export const HTML_LANG: Record<Lang, string> = { en: "en-IN", mr: "mr", hi: "hi" };

/** The 22 languages of the Eighth Schedule of the Constitution (ISO 639 codes), offered in the school profile. */
const EIGHTH_SCHEDULE: readonly { code: string; english: string; native: string }[] = [
  { code: "as", english: "Assamese", native: "অসমীয়া" },
  { code: "bn", english: "Bengali", native: "বাংলা" },
  { code: "brx", english: "Bodo", native: "बड़ो" },
  { code: "doi", english: "Dogri", native: "डोगरी" },
  { code: "gu", english: "Gujarati", native: "ગુજરાતી" },
  { code: "hi", english: "Hindi", native: "हिंदी" },
  { code: "kn", english: "Kannada", native: "ಕನ್ನಡ" },
  { code: "ks", english: "Kashmiri", native: "كٲشُر" },
  { code: "kok", english: "Konkani", native: "कोंकणी" },
  { code: "mai", english: "Maithili", native: "मैथिली" },
  { code: "ml", english: "Malayalam", native: "മലയാളം" },
  { code: "mni", english: "Manipuri", native: "ꯃꯤꯇꯩꯂꯣꯟ" },
  { code: "mr", english: "Marathi", native: "मराठी" },
  { code: "ne", english: "Nepali", native: "नेपाली" },
  { code: "or", english: "Odia", native: "ଓଡ଼ିଆ" },
  { code: "pa", english: "Punjabi", native: "ਪੰਜਾਬੀ" },
  { code: "sa", english: "Sanskrit", native: "संस्कृतम्" },
  { code: "sat", english: "Santali", native: "ᱥᱟᱱᱛᱟᱲᱤ" },
  { code: "sd", english: "Sindhi", native: "سنڌي" },
  { code: "ta", english: "Tamil", native: "தமிழ்" },
  { code: "te", english: "Telugu", native: "తెలుగు" },
  { code: "ur", english: "Urdu", native: "اردو" },
];

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (SHIPPED_LANGUAGES as readonly string[]).includes(value);
}

/**
 * A school's languages as stored: English first and always, then the
 * shipped ones it switched on, each once. Anything else is an error message
 * (a language of the Eighth Schedule without shipped fixed texts, or an
 * unknown code), so a profile form or an import says what is wrong.
 */
export function checkLanguages(
  codes: readonly unknown[],
): { ok: true; languages: Lang[] } | { ok: false; message: string } {
  const out: Lang[] = ["en"];
  for (const code of codes) {
    if (isLang(code)) {
      if (!out.includes(code)) out.push(code);
      continue;
    }
    const listed = EIGHTH_SCHEDULE.find((l) => l.code === code);
    return {
      ok: false,
      message: listed
        ? `${listed.english} (${listed.native}) cannot be switched on yet: the site's own words have not been translated into it.`
        : `"${String(code)}" is not a language the site knows. Use en, mr or hi.`,
    };
  }
  return { ok: true, languages: out };
}

/**
 * The language of a path and the path without its prefix: `/mr/history` is
 * Marathi `/history`, `/mr` and `/mr/` Marathi `/`; any other path is
 * English as it is.
 */
export function splitLangPath(path: string): { lang: Lang; path: string } {
  for (const lang of PREFIXED_LANGUAGES) {
    if (path === `/${lang}` || path.startsWith(`/${lang}/`) || path.startsWith(`/${lang}?`)) {
      const rest = path.slice(lang.length + 1);
      return { lang, path: rest === "" || rest.startsWith("?") ? `/${rest}` : rest };
    }
  }
  return { lang: "en", path };
}

/** `path` (an address of this site, with its query) in `lang`: `/history` → `/mr/history`, `/` → `/mr/`. */
export function localPath(lang: Lang, path: string): string {
  if (lang === "en" || !path.startsWith("/") || path.startsWith("//") || /^\/(?:api|admin)(?:\/|$)/.test(path)) {
    return path;
  }
  return `/${lang}${path}`;
}
