import { useLocation } from "react-router";
import { localPath, NATIVE_NAMES } from "../../../contract/languages.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useSchool } from "./school-context.tsx";

/**
 * The header's languages (issue 29): the same page in each language the
 * school has switched on, named in that language. A plain link, so it works
 * without JavaScript and crawlers follow it; the click is remembered for the
 * next visit by language-switcher.enhance.ts (a cookie, never a redirect of
 * a shared link). Absent while the school reads in English only.
 */
export function LanguageSwitcher() {
  const { languages } = useSchool();
  const { lang, t } = useI18n();
  // The address without the language prefix (the page handler took it off).
  const { pathname, search } = useLocation();
  if (languages.length < 2) return null;
  return (
    <nav className="lang-switch" aria-label={t("layout.languages")} data-lang-switch="">
      <ul>
        {languages.map((code) => (
          <li key={code}>
            <a
              href={localPath(code, pathname + search)}
              lang={code}
              hrefLang={code}
              data-lang={code}
              aria-current={code === lang ? "true" : undefined}
            >
              {NATIVE_NAMES[code]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * On an English page of a school with other languages: one line per other
 * language, in that language, offering the same page in it. Hidden in the
 * HTML (every visitor shares the cached page); language-switcher.enhance.ts
 * shows the one the browser prefers or the visitor chose before. Fixed in
 * place, so showing it moves nothing on the page.
 */
export function LanguageOffer() {
  const { languages } = useSchool();
  const { lang, tIn } = useI18n();
  const { pathname, search } = useLocation();
  if (lang !== "en" || languages.length < 2) return null;
  return (
    <div className="lang-offer" data-lang-offer="">
      {languages
        .filter((code) => code !== "en")
        .map((code) => (
          <p key={code} lang={code} data-offer={code} hidden>
            <a href={localPath(code, pathname + search)} hrefLang={code} data-lang={code}>
              {tIn(code)("layout.offer")}
            </a>
          </p>
        ))}
    </div>
  );
}
