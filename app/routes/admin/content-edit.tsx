import { data, Link } from "react-router";
import { todayInKolkata } from "../../../contract/dates.ts";
import { staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { routeContentEditWords as sw } from "../../i18n/catalogues/staff/route-content-edit.ts";
import { loadContentItem } from "../../staff/content/content-data.ts";
import { addHeading, isKind, kindDefs } from "../../staff/content/content-fields.ts";
import { ContentForm } from "../../staff/content/content-form.tsx";
import { editedItem, emptyValues, itemTitle, valuesFromItem } from "../../staff/content/content-values.ts";
import { ItemTranslateLinks } from "../../staff/content/translate/item-translate-links.tsx";
import { pageTitle } from "../../staff/shell/admin-text.ts";
import { load, requireSession } from "../../staff/shell/api.ts";
import type { Route } from "./+types/content-edit";

export const meta = ({ params }: Route.MetaArgs) => {
  if (!isKind(params.kind)) return pageTitle(sw("content"));
  const def = kindDefs[params.kind];
  return pageTitle(params.id === "new" ? addHeading(def) : sw("edit", { singular: def.singular }));
};

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  await requireSession(request, "content");
  if (!isKind(params.kind)) throw data({ message: "There is no such kind of content." }, { status: 404 });
  const def = kindDefs[params.kind];
  // The school's approval setting (issue 31): the form says "Send for approval" where it applies.
  const settings = await load<{ kinds: string[]; canApprove: boolean }>(request, staffApiPaths.approvals.settings);
  const needsApproval = !settings.canApprove && settings.kinds.includes(params.kind);
  if (params.id === "new")
    return { kind: params.kind, item: null, initial: emptyValues(def, todayInKolkata()), needsApproval };
  const item = await loadContentItem(request, params.kind, params.id);
  return { kind: params.kind, item, initial: valuesFromItem(def, editedItem(item)), needsApproval };
}

export default function ContentEditRoute({ loaderData }: Route.ComponentProps) {
  const def = kindDefs[loaderData.kind];
  const { item } = loaderData;
  return (
    <div className="admin-page">
      <p className="admin-back">
        <Link to={`/admin/content/${def.kind}`}>← {def.label}</Link>
      </p>
      <h1>{item ? sw("edit2", { singular: def.singular, v2: itemTitle(def, item) }) : addHeading(def)}</h1>
      {item?.status === "published" ? <ItemTranslateLinks kind={def.kind} id={item._id} /> : null}
      {/* A new key per record: the form starts from its own values. */}
      <ContentForm
        key={item?._id ?? "new"}
        def={def}
        item={item}
        initial={loaderData.initial}
        needsApproval={loaderData.needsApproval}
      />
    </div>
  );
}
