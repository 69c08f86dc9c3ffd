import { useEffect, useState } from "react";
import { Link } from "react-router";
import { type Lang, NATIVE_NAMES } from "../../../contract/languages.ts";
import { staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { api } from "../shell/api.ts";

/** Links to the translation screen of a thing in each language the school has on (none while only English is). */
export function TranslateLinks({ label, to }: { label: string; to: (lang: Exclude<Lang, "en">) => string }) {
  const [languages, setLanguages] = useState<Exclude<Lang, "en">[]>([]);
  useEffect(() => {
    api<{ languages: Exclude<Lang, "en">[] }>(staffApiPaths.translations.languages)
      .then((r) => setLanguages(r.languages))
      .catch(() => setLanguages([]));
  }, []);
  if (!languages.length) return null;
  return (
    <p>
      {label}:{" "}
      {languages.map((lang, i) => (
        <span key={lang}>
          {i ? " · " : ""}
          <Link to={to(lang)} lang={lang}>
            {NATIVE_NAMES[lang]}
          </Link>
        </span>
      ))}
    </p>
  );
}
