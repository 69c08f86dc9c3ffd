import type { MenuGroupData, StaffPage } from "../../../contract/pages.ts";
import { staffPage } from "../shell/admin-shell.tsx";
import { pageTitle } from "../shell/admin-text.ts";
import { load, requireSession } from "../shell/api.ts";
import type { Route } from "./+types/route-list";
import { PagesList } from "./pages-list.tsx";
import "./pages.css";

export const meta = () => pageTitle("Pages");

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireSession(request, "content");
  const [pages, menu] = await Promise.all([
    load<Omit<StaffPage, "draft">[]>(request, "/api/admin/pages"),
    load<{ groups: MenuGroupData[] }>(request, "/api/admin/menu"),
  ]);
  return { pages, groups: menu.groups };
}

export default staffPage<Route.ComponentProps["loaderData"]>(PagesList);
