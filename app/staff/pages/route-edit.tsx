import type { PageRevisionView, StaffPage } from "../../../contract/pages.ts";
import { staffApiPath, staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { staffPage } from "../shell/admin-shell.tsx";
import { pageTitle } from "../shell/admin-text.ts";
import { load, requireSession } from "../shell/api.ts";
import type { Route } from "./+types/route-edit";
import { PageEditor } from "./page-editor.tsx";
import type { EditorData } from "./revisions.tsx";
import "./pages.css";
import { pagesWords as sw } from "../../i18n/catalogues/staff/pages.ts";

export const meta = () => pageTitle(sw("editPage"));

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  await requireSession(request, "content");
  const slug = encodeURIComponent(params.slug);
  const [{ page, approval, needsApproval }, revisions] = await Promise.all([
    load<{ page: StaffPage } & Pick<EditorData, "approval" | "needsApproval">>(
      request,
      staffApiPath(staffApiPaths.pages.one, { slug }),
    ),
    load<PageRevisionView[]>(request, staffApiPath(staffApiPaths.pages.revisions, { slug })),
  ]);
  return { page, revisions, approval, needsApproval };
}

export default staffPage<Route.ComponentProps["loaderData"]>(PageEditor);
