import type { MenuGroupData, StaffPage } from "../../../contract/pages.ts";
import { staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { load, requireSession } from "../shell/api.ts";

/** The pages and the menu, as the Pages and Website menu screens start from. */
export async function loadPagesAndMenu(request: Request) {
  await requireSession(request, "content");
  const [pages, menu] = await Promise.all([
    load<Omit<StaffPage, "draft">[]>(request, staffApiPaths.pages.list),
    load<{ groups: MenuGroupData[] }>(request, staffApiPaths.pages.menu),
  ]);
  return { pages, groups: menu.groups };
}
