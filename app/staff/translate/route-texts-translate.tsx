import { staffApiPath, staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { translateStaffWords as staffWords } from "../../i18n/staff-translate-words.ts";
import { useTranslationSave } from "../kit/translate-kit.tsx";
import { staffPage } from "../shell/admin-shell.tsx";
import { pageTitle } from "../shell/admin-text.ts";
import { load, requireSession } from "../shell/api.ts";
import type { Route } from "./+types/route-texts-translate";
import { TextsTranslate, type TextsTranslationView } from "./texts-translate.tsx";

export const meta = () => pageTitle(staffWords("translate.heading"));

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  // Whoever may change the set's English may translate it (the school's details: admins).
  await requireSession(request, params.set === "school" ? "schoolProfile" : "content");
  const path = staffApiPath(staffApiPaths.translations.texts(encodeURIComponent(params.set)), params);
  return load<TextsTranslationView>(request, path);
}

function Screen({ data }: { data: TextsTranslationView }) {
  // Kept above the screen, so the save's notice outlives the reload of the data.
  const saving = useTranslationSave();
  // A new screen for each set and language (its fields start from what is stored).
  return <TextsTranslate key={`${data.set}-${data.lang}`} data={data} saving={saving} />;
}

export default staffPage<Route.ComponentProps["loaderData"]>(Screen);
