import { data } from "react-router";
import { pageTitle } from "../../features/admin/admin-text.ts";
import { requireSession } from "../../features/admin/api.ts";
import { loadContentList } from "../../features/admin/content-data.ts";
import { isKind, kindDefs } from "../../features/admin/content-fields.ts";
import { ContentList } from "../../features/admin/content-list.tsx";
import type { Route } from "./+types/content-list";

export const meta = ({ params }: Route.MetaArgs) =>
  pageTitle(isKind(params.kind) ? kindDefs[params.kind].label : "Content");

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  await requireSession(request, "content");
  if (!isKind(params.kind)) throw data({ message: "There is no such kind of content." }, { status: 404 });
  return { kind: params.kind, list: await loadContentList(request, params.kind) };
}

export function HydrateFallback() {
  return <p>Loading…</p>;
}

export default function ContentListRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="admin-page">
      <ContentList def={kindDefs[loaderData.kind]} data={loaderData.list} />
    </div>
  );
}
