import { useId, useState } from "react";
import type { StaffAccount } from "../../../contract/staff.ts";
import { type StaffRole, staffRoles } from "../../../contract/staff-rules.ts";
import { accountsWords as sw } from "../../i18n/catalogues/staff/accounts.ts";
import { roleLabels } from "../shell/permissions.ts";

/** What each role may do, in the words staff read when choosing one. */
export const roleHelp: Record<StaffRole, string> = {
  admin: "manages staff accounts and can do everything",
  principal: "approves and publishes content; no accounts or school settings",
  editor: "news, events, photos and all other content",
  admissions: "enquiries and transfer certificates",
};

/** Another person's role: a dropdown and a button that applies it (after a confirmation). */
export function RoleChange({
  account,
  who,
  onChange,
}: {
  account: StaffAccount;
  who: string;
  onChange(role: StaffRole): void;
}) {
  const [role, setRole] = useState<StaffRole>(account.role);
  const id = useId();
  return (
    <form
      className="admin-role-change"
      onSubmit={(e) => {
        e.preventDefault();
        if (role !== account.role) onChange(role);
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {sw("roleOf", { who })}
      </label>
      <select id={id} value={role} onChange={(e) => setRole(e.currentTarget.value as StaffRole)}>
        {staffRoles.map((r) => (
          <option key={r} value={r}>
            {roleLabels[r]}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--small button--ghost" disabled={role === account.role}>
        {sw("changeRole")}
        <span className="visually-hidden"> {sw("ofWho", { who })}</span>
      </button>
    </form>
  );
}
