import { Link } from "react-router";
import type { ChangeKind } from "../../../../contract/approval-rules.ts";
import type { ContentKind } from "../../../../contract/content-rules.ts";
import { contentWaitingPageWords as sw } from "../../../i18n/catalogues/staff/content-waiting-page.ts";
import { kindDefs } from "../content-fields.ts";
import { kindName, approvalsText as t } from "./approvals-text.ts";
import { ListFrame } from "./list-frame.tsx";

export interface WaitingRow {
  kind: ChangeKind;
  id: string;
  label: string;
  sentBy: string;
  sentAt: string;
}

const reviewHref = (kind: string, id: string) => `/admin/approvals/${kind}/${encodeURIComponent(id)}`;

/** The approvers' list of changes waiting for them, oldest first (staffApiPaths.approvals.list). */
export function WaitingPage({ data }: { data: { items: WaitingRow[] } }) {
  return (
    <ListFrame title={t.waitingTitle} intro={t.waitingIntro} none={t.waitingNone} count={data.items.length}>
      <ul className="admin-rows">
        {data.items.map((i) => (
          <li key={`${i.kind}:${i.id}`} className="admin-row">
            <div className="admin-row__main">
              <Link className="admin-row__title" to={reviewHref(i.kind, i.id)}>
                {t.review(i.label || sw("untitled"))}
              </Link>
              <p className="admin-row__meta">
                <span>{kindName(i.kind, kindDefs[i.kind as ContentKind]?.singular)}</span>
                <span>{t.sentBy(i.sentBy, i.sentAt)}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </ListFrame>
  );
}
