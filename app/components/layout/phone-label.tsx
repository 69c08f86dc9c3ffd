import { schoolLangOf } from "../../../contract/text-translations.ts";
import { useSchool } from "./school-context.tsx";

/**
 * A phone's name as the school wrote it ("Office", "Admissions"), or its
 * translation on a page in another language; still in English there, it is
 * marked so screen readers switch voice (issue 29). `index`: its place among
 * the school's phones, which its translation is kept by.
 */
export function PhoneLabel({ label, index }: { label: string; index: number }) {
  const lang = schoolLangOf(useSchool(), `phone.${index}`);
  return lang ? <span lang={lang}>{label}</span> : <>{label}</>;
}
