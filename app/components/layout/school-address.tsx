import { schoolLangOf } from "../../../contract/text-translations.ts";
import { UntranslatedNote } from "../ui/in-english.tsx";
import { useSchool } from "./school-context.tsx";

/**
 * The school's postal address, a line each (the footer and the contact page);
 * on a page in another language, in English (marked, with the note) until the
 * school translates it.
 */
export function SchoolAddress() {
  const school = useSchool();
  const lang = schoolLangOf(school, "address");
  return (
    <>
      <address lang={lang}>
        {school.address.lines.map((line) => (
          <span key={line} className="address-line">
            {line}
          </span>
        ))}
      </address>
      {lang ? <UntranslatedNote /> : null}
    </>
  );
}
