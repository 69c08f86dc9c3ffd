import { staffApiPath, staffApiPaths } from "../../../../contract/staff-api-paths.ts";
import { contentRouteItemTranslateWords as sw } from "../../../i18n/catalogues/staff/content-route-item-translate.ts";
import { staffPage } from "../../shell/admin-shell.tsx";
import { pageTitle } from "../../shell/admin-text.ts";
import { load, requireSession } from "../../shell/api.ts";
import type { Route } from "./+types/route-item-translate";
import { ItemTranslate, type ItemTranslationView } from "./item-translate.tsx";

export const meta = () => pageTitle(sw("translate"));

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  await requireSession(request, "content");
  const path = staffApiPath(staffApiPaths.translations.item, params);
  return load<ItemTranslationView>(request, path);
}

function Screen({ data }: { data: ItemTranslationView }) {
  // A new screen for each item and language (its fields start from what is stored); a save keeps it, and its notice.
  return <ItemTranslate key={`${data.kind}-${data.id}-${data.lang}`} data={data} />;
}

export default staffPage<Route.ComponentProps["loaderData"]>(Screen);
