import { approvalStateLabels } from "../../../contract/approval-rules.ts";
import { kolkataDateTime } from "../../../contract/dates.ts";
import { contentApprovalNoteWords as sw } from "../../i18n/catalogues/staff/content-approval-note.ts";
import { scheduleLines } from "../kit/schedule-fields.tsx";
import type { StaffItem } from "./content-values.ts";

/** What staff see of an item's approval and times above its form (issue 31): the state, the approver's comment, the times. */
export function ApprovalNote({ item }: { item: StaffItem | null }) {
  const approval = item?.approval;
  const lines = scheduleLines(item);
  if (!approval && !lines.length) return null;
  return (
    <section className="admin-panel admin-approval" aria-label={sw("approvalAndSchedule")}>
      {approval ? (
        <p>
          <ApprovalBadge item={item} />
          {approval.state === "waiting" ? <> {sw("sentOn", { when: kolkataDateTime(approval.sentAt) })}</> : null}
        </p>
      ) : null}
      {approval?.state === "sentBack" && approval.comment ? (
        <p className="admin-approval__comment">
          <strong>{sw("theApproverWrote")}</strong> {approval.comment}
        </p>
      ) : null}
      {lines.map((l) => (
        <p key={l}>{l}</p>
      ))}
    </section>
  );
}

/** "Waiting for approval", "Sent back" or "Approved", in words; nothing when no change is waiting. */
export function ApprovalBadge({ item }: { item: StaffItem | null }) {
  const state = item?.approval?.state;
  if (!state) return null;
  return <span className={`admin-badge admin-badge--${state}`}>{approvalStateLabels[state]}</span>;
}
