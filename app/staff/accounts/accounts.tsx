import { type FormEvent, useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { CreateAccountResponse, StaffAccount } from "../../../contract/staff.ts";
import { type StaffRole, staffRoles } from "../../../contract/staff-rules.ts";
import { useConfirm } from "../kit/confirm-dialog.tsx";
import { ErrorSummary, FormAlert, SelectField, TextField, useFormErrors } from "../kit/form-kit.tsx";
import { useAdmin } from "../shell/admin-shell.tsx";
import { ApiError, api } from "../shell/api.ts";
import { roleLabels } from "../shell/permissions.ts";

export type { StaffAccount };

const FORM = "account";
const order = ["email", "name", "role"] as const;
const labels = { email: "E-mail address", name: "Name", role: "Role" };
const roleHelp: Record<StaffRole, string> = {
  admin: "manages staff accounts and can do everything",
  editor: "news, events, photos and all other content",
  admissions: "enquiries and transfer certificates",
};
const roleOptions = staffRoles.map((r) => ({ value: r, label: `${roleLabels[r]}: ${roleHelp[r]}` }));
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Another person's role: a dropdown and a button that applies it (after a confirmation). */
function RoleChange({
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
        Role of {who}
      </label>
      <select id={id} value={role} onChange={(e) => setRole(e.currentTarget.value as StaffRole)}>
        {staffRoles.map((r) => (
          <option key={r} value={r}>
            {roleLabels[r]}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--small button--ghost" disabled={role === account.role}>
        Change role<span className="visually-hidden"> of {who}</span>
      </button>
    </form>
  );
}

/** A one-time link to hand over, with a copy button. */
function OneTimeLink({ name, url }: { name: string; url: string }) {
  const id = useId();
  const [copied, setCopied] = useState("");
  // The API answers with a path; staff pass on the whole address.
  const full = new URL(url, window.location.origin).href;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(full);
      setCopied("Link copied.");
    } catch {
      setCopied("Copying is blocked here: select the link and copy it by hand.");
    }
  };
  return (
    <div className="admin-link-box">
      <p>
        <strong>Give this link to {name}.</strong> It lets them set their password; it works once and expires in 72
        hours. It is shown only now.
      </p>
      <div className="admin-field">
        <label htmlFor={id}>Set-password link for {name}</label>
        <input id={id} type="text" readOnly value={full} onFocus={(e) => e.currentTarget.select()} />
      </div>
      <button type="button" className="button button--small" onClick={copy}>
        Copy link
      </button>
      <span role="status" className="admin-link-box__copied">
        {copied}
      </span>
    </div>
  );
}

export function AccountsPage({ accounts }: { accounts: StaffAccount[] }) {
  const { user, announce } = useAdmin();
  const revalidator = useRevalidator();
  const [dialog, confirm] = useConfirm();
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [role, setRole] = useState<StaffRole>("editor");
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState("");
  const [link, setLink] = useState<{ name: string; url: string } | null>(null);
  const linkRef = useRef<HTMLDivElement>(null);
  const { errors, setErrors, clear } = useFormErrors(FORM, order);

  const showLink = (answer: CreateAccountResponse) => {
    setLink({ name: answer.account.name || answer.account.email, url: answer.setPasswordUrl });
    requestAnimationFrame(() => linkRef.current?.focus());
  };

  const create = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found: Record<string, string> = {};
    if (!EMAIL.test(email.trim())) found.email = "Enter a valid email address";
    if (!name.trim()) found.name = "Enter a name";
    setAlert("");
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const answer = await api<CreateAccountResponse>("/api/admin/accounts", {
        method: "POST",
        body: { email: email.trim(), name: name.trim(), role },
      });
      setEmail("");
      setName("");
      announce(`Account created for ${answer.account.name}.`);
      showLink(answer);
      revalidator.revalidate();
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fieldErrors).length) setErrors(err.fieldErrors);
      else setAlert(err instanceof Error ? err.message : "Creating the account failed.");
    } finally {
      setBusy(false);
    }
  };

  const changeRole = async (a: StaffAccount, role: StaffRole) => {
    const who = a.name || a.email;
    const yes = await confirm({
      title: `Make ${who} ${roleLabels[role]}?`,
      body: `${roleLabels[role]}: ${roleHelp[role]}. The change applies at once, on every device ${who} is signed in on.`,
      confirm: "Change role",
    });
    if (!yes) return;
    try {
      await api(`/api/admin/accounts/${encodeURIComponent(a.id)}/role`, { method: "POST", body: { role } });
      announce(`${who} is now ${roleLabels[role]}.`);
      revalidator.revalidate();
    } catch (err) {
      announce(err instanceof Error ? `That did not work: ${err.message}` : "That did not work.");
    }
  };

  const act = async (a: StaffAccount, what: "disable" | "enable" | "end" | "link") => {
    const who = a.name || a.email;
    if (what === "disable" || what === "end") {
      const yes = await confirm(
        what === "disable"
          ? {
              title: `Disable ${who}'s account?`,
              body: "They are signed out everywhere and cannot sign in until the account is enabled again.",
              confirm: "Disable account",
            }
          : {
              title: `End all of ${who}'s sessions?`,
              body: "They are signed out on every device (for example after losing a phone) and must sign in again.",
              confirm: "End sessions",
            },
      );
      if (!yes) return;
    }
    const base = `/api/admin/accounts/${encodeURIComponent(a.id)}`;
    try {
      if (what === "link") {
        showLink(await api<CreateAccountResponse>(`${base}/reset-link`, { method: "POST" }));
        announce(`New set-password link made for ${who}.`);
      } else if (what === "end") {
        await api(`${base}/end-sessions`, { method: "POST" });
        announce(`All sessions of ${who} ended.`);
      } else {
        await api(`${base}/disabled`, { method: "POST", body: { disabled: what === "disable" } });
        announce(`${who}'s account is ${what === "disable" ? "disabled" : "enabled"}.`);
        revalidator.revalidate();
      }
    } catch (err) {
      announce(err instanceof Error ? `That did not work: ${err.message}` : "That did not work.");
    }
  };

  return (
    <>
      <h1>Staff accounts</h1>
      <p className="admin-page__intro">
        Each person has their own account. A new account gets a one-time link to set its password.
      </p>

      {link ? (
        <div ref={linkRef} tabIndex={-1} className="admin-link-focus">
          <OneTimeLink name={link.name} url={link.url} />
        </div>
      ) : null}

      <section aria-labelledby="accounts-list-title">
        <h2 id="accounts-list-title">Accounts</h2>
        <ul className="admin-rows">
          {accounts.map((a) => {
            const who = a.name || a.email;
            const self = a.id === user.id;
            return (
              <li key={a.id} className="admin-row" aria-label={who}>
                <div className="admin-row__main">
                  <p className="admin-row__title">
                    {who}
                    {self ? <span className="admin-muted"> (you)</span> : null}
                  </p>
                  <p className="admin-row__meta">
                    <span className="admin-accounts__email">{a.email}</span>
                    <span>{roleLabels[a.role]}</span>
                    {a.disabled ? (
                      <span className="admin-badge admin-badge--draft">Disabled</span>
                    ) : a.hasPassword ? (
                      <span className="admin-badge admin-badge--published">Active</span>
                    ) : (
                      <span className="admin-badge admin-badge--new">Waiting for password</span>
                    )}
                  </p>
                </div>
                <div className="admin-row__actions">
                  {self ? null : (
                    <RoleChange key={a.role} account={a} who={who} onChange={(role) => changeRole(a, role)} />
                  )}
                  {self ? null : a.disabled ? (
                    <button
                      type="button"
                      className="button button--small button--ghost"
                      onClick={() => act(a, "enable")}
                    >
                      Enable<span className="visually-hidden"> {who}</span>
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="button button--small button--ghost admin-button--danger"
                      onClick={() => act(a, "disable")}
                    >
                      Disable<span className="visually-hidden"> {who}</span>
                    </button>
                  )}
                  {self ? null : (
                    <button type="button" className="button button--small button--ghost" onClick={() => act(a, "end")}>
                      End sessions<span className="visually-hidden"> of {who}</span>
                    </button>
                  )}
                  <button type="button" className="button button--small button--ghost" onClick={() => act(a, "link")}>
                    New set-password link<span className="visually-hidden"> for {who}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="account-new-title">
        <h2 id="account-new-title">Add an account</h2>
        <form className="admin-form" noValidate onSubmit={create}>
          <ErrorSummary form={FORM} errors={errors} order={order} labels={labels} />
          <FormAlert message={alert} />
          <TextField
            form={FORM}
            name="email"
            label={labels.email}
            type="email"
            autoComplete="off"
            spellCheck={false}
            required
            value={email}
            error={errors.email}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              clear("email");
            }}
          />
          <TextField
            form={FORM}
            name="name"
            label={labels.name}
            autoComplete="off"
            required
            value={name}
            error={errors.name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              clear("name");
            }}
          />
          <SelectField
            form={FORM}
            name="role"
            label={labels.role}
            options={roleOptions}
            value={role}
            error={errors.role}
            onChange={(e) => setRole(e.currentTarget.value as StaffRole)}
          />
          <button type="submit" className="button" disabled={busy}>
            {busy ? "Creating…" : "Create account"}
          </button>
        </form>
      </section>
      {dialog}
    </>
  );
}
