import { Link } from "react-router";
import { routeContentKindsWords as sw } from "../../i18n/catalogues/staff/route-content-kinds.ts";
import { kindDefs, kindOrder } from "../../staff/content/content-fields.ts";
import { pageTitle } from "../../staff/shell/admin-text.ts";
import { requireSession } from "../../staff/shell/api.ts";
import type { Route } from "./+types/content-kinds";

export const meta = () => pageTitle(sw("content"));

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireSession(request, "content");
  return null;
}

export default function ContentKinds() {
  return (
    <div className="admin-page">
      <h1>{sw("content")}</h1>
      <p className="admin-page__intro">{sw("chooseWhatToAdd")}</p>
      <ul className="admin-tiles">
        {kindOrder.map((k) => (
          <li key={k} className="admin-tile">
            <h2>
              <Link to={`/admin/content/${k}`}>{kindDefs[k].label}</Link>
            </h2>
            <p>{kindDefs[k].description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
