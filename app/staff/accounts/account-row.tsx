import type { StaffAccount } from "../../../contract/staff.ts";
import type { StaffRole } from "../../../contract/staff-rules.ts";
import { accountsWords as sw } from "../../i18n/catalogues/staff/accounts.ts";
import { roleLabels } from "../shell/permissions.ts";
import { RoleChange } from "./role-change.tsx";

export type AccountAction = "disable" | "enable" | "end" | "link";

/** A small button of an account's row; its hidden words name the person for screen readers. */
function RowButton({
  onClick,
  danger,
  hidden,
  children,
}: {
  onClick(): void;
  danger?: boolean;
  hidden: string;
  children: string;
}) {
  return (
    <button
      type="button"
      className={`button button--small button--ghost${danger ? " admin-button--danger" : ""}`}
      onClick={onClick}
    >
      {children}
      <span className="visually-hidden"> {hidden}</span>
    </button>
  );
}

/** One staff account: who, role and state, and what can be done to it (not all to one's own). */
export function AccountRow({
  account: a,
  self,
  onRole,
  onAct,
}: {
  account: StaffAccount;
  self: boolean;
  onRole(role: StaffRole): void;
  onAct(what: AccountAction): void;
}) {
  const who = a.name || a.email;
  return (
    <li className="admin-row" aria-label={who}>
      <div className="admin-row__main">
        <p className="admin-row__title">
          {who}
          {self ? <span className="admin-muted"> {sw("you")}</span> : null}
        </p>
        <p className="admin-row__meta">
          <span className="admin-accounts__email">{a.email}</span>
          <span>{roleLabels[a.role]}</span>
          {a.disabled ? (
            <span className="admin-badge admin-badge--draft">{sw("disabled")}</span>
          ) : a.hasPassword ? (
            <span className="admin-badge admin-badge--published">{sw("active")}</span>
          ) : (
            <span className="admin-badge admin-badge--new">{sw("waitingForPassword")}</span>
          )}
        </p>
      </div>
      <div className="admin-row__actions">
        {self ? null : (
          <>
            <RoleChange key={a.role} account={a} who={who} onChange={onRole} />
            {a.disabled ? (
              <RowButton onClick={() => onAct("enable")} hidden={who}>
                {sw("enable")}
              </RowButton>
            ) : (
              <RowButton danger onClick={() => onAct("disable")} hidden={who}>
                {sw("disable")}
              </RowButton>
            )}
            <RowButton onClick={() => onAct("end")} hidden={`of ${who}`}>
              {sw("endSessions")}
            </RowButton>
          </>
        )}
        <RowButton onClick={() => onAct("link")} hidden={`for ${who}`}>
          {sw("newSetPasswordLink")}
        </RowButton>
      </div>
    </li>
  );
}
