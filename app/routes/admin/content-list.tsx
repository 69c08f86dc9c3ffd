import { data } from "react-router";
import { routeContentListWords as sw } from "../../i18n/catalogues/staff/route-content-list.ts";
import { loadContentList } from "../../staff/content/content-data.ts";
import { isKind, kindDefs } from "../../staff/content/content-fields.ts";
import { ContentList } from "../../staff/content/content-list.tsx";
import { pageTitle } from "../../staff/shell/admin-text.ts";
import { requireSession } from "../../staff/shell/api.ts";
import type { Route } from "./+types/content-list";

export const meta = ({ params }: Route.MetaArgs) =>
  pageTitle(isKind(params.kind) ? kindDefs[params.kind].label : sw("content"));

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  await requireSession(request, "content");
  if (!isKind(params.kind)) throw data({ message: "There is no such kind of content." }, { status: 404 });
  return { kind: params.kind, list: await loadContentList(request, params.kind) };
}

export default function ContentListRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="admin-page">
      <ContentList def={kindDefs[loaderData.kind]} data={loaderData.list} />
    </div>
  );
}
