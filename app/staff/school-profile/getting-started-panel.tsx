import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { DemoLeftover, GettingStartedAnswer } from "../../../contract/school-profile-rules.ts";
import { staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { api } from "../shell/api.ts";
import "./school-profile.css";
import { schoolProfileWords as sw } from "../../i18n/catalogues/staff/school-profile.ts";

/**
 * "Getting started" on the dashboard: what the website still shows from the
 * demo (staffApiPaths.schoolProfile.gettingStarted: school details at demo values,
 * placeholder photos left, and, with the pages work, pages with demo text),
 * each with a link to the staff page that fixes it. Hidden when nothing is left.
 */
export function GettingStartedPanel() {
  const [items, setItems] = useState<DemoLeftover[] | null>(null);
  useEffect(() => {
    let live = true;
    api<GettingStartedAnswer>(staffApiPaths.schoolProfile.gettingStarted)
      .then((a) => live && setItems(a.items))
      .catch(() => live && setItems([]));
    return () => {
      live = false;
    };
  }, []);
  if (!items?.length) return null;
  return (
    <section aria-labelledby="getting-started-title" className="getting-started">
      <h2 id="getting-started-title">{sw("gettingStarted")}</h2>
      <p>{sw("theWebsiteStillShows")}</p>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <Link to={item.href}>
              {item.label}
              {item.count !== null ? `: ${item.count}` : ""}
            </Link>
            {item.details.length ? <span className="admin-muted"> ({item.details.join(", ")})</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
