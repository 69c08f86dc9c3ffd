import { schoolLangOf } from "../../../contract/text-translations.ts";
import { useSchool } from "./school-context.tsx";

/**
 * A phone's name as the school wrote it ("Office", "Admissions"): on a page
 * in another language it is English, marked so screen readers switch voice
 * (issue 29); on an English page the bare text, as before.
 */
export function PhoneLabel({ label }: { label: string }) {
  const lang = schoolLangOf(useSchool(), "phones");
  return lang ? <span lang={lang}>{label}</span> : <>{label}</>;
}
