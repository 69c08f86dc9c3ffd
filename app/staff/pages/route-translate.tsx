import { lazy, Suspense } from "react";
import { staffApiPath, staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { translateStaffWords } from "../../i18n/staff-translate-words.ts";
import { useTranslationSave } from "../kit/translate-kit.tsx";
import { staffPage } from "../shell/admin-shell.tsx";
import { pageTitle } from "../shell/admin-text.ts";
import { load, requireSession } from "../shell/api.ts";
import type { Route } from "./+types/route-translate";
import type { TranslationView } from "./translate-page.tsx";
import "./pages.css";
import { pagesWords as sw } from "../../i18n/catalogues/staff/pages.ts";

/** The part editors (and ProseMirror with them) load only here, as a chunk of their own, like the page editor's. */
const TranslatePage = lazy(() => import("./translate-page.tsx"));

export const meta = () => pageTitle(sw("translatePage"));

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  await requireSession(request, "content");
  const path = staffApiPath(staffApiPaths.translations.page, params);
  return load<TranslationView>(request, path);
}

function Screen({ data }: { data: TranslationView }) {
  // Kept here, above the screen that starts anew after a save: the save's notice stays on screen.
  const saving = useTranslationSave();
  // A new page of the screen for each page and language, so its fields start from what is stored.
  return (
    <Suspense fallback={<p>{translateStaffWords("translate.pageLoading")}</p>}>
      <TranslatePage key={`${data.slug}-${data.lang}-${data.updatedAt}`} data={data} saving={saving} />
    </Suspense>
  );
}

export default staffPage<Route.ComponentProps["loaderData"]>(Screen);
