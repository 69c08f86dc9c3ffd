import { useEffect, useState } from "react";
import { Link } from "react-router";
import { type Lang, NATIVE_NAMES } from "../../../contract/languages.ts";
import { api } from "../shell/api.ts";

/** Links from the page editor to the page's translation in each language the school has on (issue 29). */
export function TranslateLinks({ slug }: { slug: string }) {
  const [languages, setLanguages] = useState<Exclude<Lang, "en">[]>([]);
  useEffect(() => {
    api<{ languages: Exclude<Lang, "en">[] }>("/api/admin/translations/languages")
      .then((r) => setLanguages(r.languages))
      .catch(() => setLanguages([]));
  }, []);
  if (!languages.length) return null;
  return (
    <p>
      Translate this page:{" "}
      {languages.map((lang, i) => (
        <span key={lang}>
          {i ? " · " : ""}
          <Link to={`/admin/pages/${encodeURIComponent(slug)}/translate/${lang}`} lang={lang}>
            {NATIVE_NAMES[lang]}
          </Link>
        </span>
      ))}
    </p>
  );
}
