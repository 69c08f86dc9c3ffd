import { useRef, useState } from "react";
import type { CreateAccountResponse, StaffAccount } from "../../../contract/staff.ts";
import { staffApiPath, staffApiPaths } from "../../../contract/staff-api-paths.ts";
import type { StaffRole } from "../../../contract/staff-rules.ts";
import { accountsWords as sw } from "../../i18n/catalogues/staff/accounts.ts";
import { useConfirm } from "../kit/confirm-dialog.tsx";
import { useStaffAction } from "../kit/use-staff-submit.tsx";
import { useAdmin } from "../shell/admin-shell.tsx";
import { api } from "../shell/api.ts";
import { roleLabels } from "../shell/permissions.ts";
import { type AccountAction, AccountRow } from "./account-row.tsx";
import { NewAccountForm } from "./new-account-form.tsx";
import { OneTimeLink } from "./one-time-link.tsx";
import { roleHelp } from "./role-change.tsx";

export type { StaffAccount };

const warnings = {
  disable: {
    title: (who: string) => sw("disableSAccount", { who }),
    body: sw("theyAreSignedOut"),
    confirm: sw("disableAccount"),
  },
  end: {
    title: (who: string) => sw("endAllOfS", { who }),
    body: sw("theyAreSignedOut2"),
    confirm: sw("endSessions"),
  },
};

export function AccountsPage({ data: { accounts } }: { data: { accounts: StaffAccount[] } }) {
  const { user } = useAdmin();
  const [link, setLink] = useState<{ name: string; url: string } | null>(null);
  const linkRef = useRef<HTMLDivElement>(null);

  const showLink = (answer: CreateAccountResponse) => {
    setLink({ name: answer.account.name || answer.account.email, url: answer.setPasswordUrl });
    requestAnimationFrame(() => linkRef.current?.focus());
  };

  const { changeRole, act, dialog } = useAccountActions(showLink);

  return (
    <>
      <h1>{sw("staffAccounts")}</h1>
      <p className="admin-page__intro">{sw("eachPersonHasTheir")}</p>

      {link ? (
        <div ref={linkRef} tabIndex={-1} className="admin-link-focus">
          <OneTimeLink name={link.name} url={link.url} />
        </div>
      ) : null}

      <section aria-labelledby="accounts-list-title">
        <h2 id="accounts-list-title">{sw("accounts")}</h2>
        <ul className="admin-rows">
          {accounts.map((a) => (
            <AccountRow
              key={a.id}
              account={a}
              self={a.id === user.id}
              onRole={(role) => changeRole(a, role)}
              onAct={(what) => act(a, what)}
            />
          ))}
        </ul>
      </section>

      <NewAccountForm onCreated={showLink} />
      {dialog}
    </>
  );
}

/** Changing a role, disabling, ending sessions and new links: each asks first where it cannot be undone at once. */
function useAccountActions(showLink: (answer: CreateAccountResponse) => void) {
  const run = useStaffAction();
  const [dialog, confirm] = useConfirm();

  const changeRole = async (a: StaffAccount, role: StaffRole) => {
    const who = a.name || a.email;
    const yes = await confirm({
      title: sw("make", { who, v2: roleLabels[role] }),
      body: sw("theChangeAppliesAt", { v1: roleLabels[role], v2: roleHelp[role], who }),
      confirm: sw("changeRole"),
    });
    if (!yes) return;
    await run(async () => {
      await api(staffApiPath(staffApiPaths.accounts.role, a), { method: "POST", body: { role } });
      return `${who} is now ${roleLabels[role]}.`;
    }, true);
  };

  const act = async (a: StaffAccount, what: AccountAction) => {
    const who = a.name || a.email;
    if (what === "disable" || what === "end") {
      const w = warnings[what];
      if (!(await confirm({ ...w, title: w.title(who) }))) return;
    }
    if (what === "link")
      return run(async () => {
        showLink(
          await api<CreateAccountResponse>(staffApiPath(staffApiPaths.accounts.resetLink, a), { method: "POST" }),
        );
        return sw("newSetPasswordLink2", { who });
      });
    if (what === "end")
      return run(async () => {
        await api(staffApiPath(staffApiPaths.accounts.endSessions, a), { method: "POST" });
        return sw("allSessionsOfEnded", { who });
      });
    return run(async () => {
      await api(staffApiPath(staffApiPaths.accounts.disabled, a), {
        method: "POST",
        body: { disabled: what === "disable" },
      });
      return `${who}'s account is ${what === "disable" ? "disabled" : "enabled"}.`;
    }, true);
  };

  return { changeRole, act, dialog };
}
