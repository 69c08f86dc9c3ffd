import type { PageRevisionView, StaffPage } from "../../../contract/pages.ts";
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
    load<{ page: StaffPage } & Pick<EditorData, "approval" | "needsApproval">>(request, `/api/admin/pages/${slug}`),
    load<PageRevisionView[]>(request, `/api/admin/pages/${slug}/revisions`),
  ]);
  return { page, revisions, approval, needsApproval };
}

export default staffPage<Route.ComponentProps["loaderData"]>(PageEditor);
