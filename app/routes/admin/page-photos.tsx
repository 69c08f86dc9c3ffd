import { routePagePhotosWords as sw } from "../../i18n/catalogues/staff/route-page-photos.ts";
import { loadPagePhotos, PagePhotosPage } from "../../staff/page-photos/page-photos.tsx";
import { staffPage } from "../../staff/shell/admin-shell.tsx";
import { pageTitle } from "../../staff/shell/admin-text.ts";
import { requireSession } from "../../staff/shell/api.ts";
import type { Route } from "./+types/page-photos";

export const meta = () => pageTitle(sw("pagePhotos"));

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireSession(request, "pagePhotos");
  return loadPagePhotos(request);
}

export default staffPage<Route.ComponentProps["loaderData"]>(PagePhotosPage);
