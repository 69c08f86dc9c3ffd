import { type FormEvent, useState } from "react";
import type { CreateAccountResponse } from "../../../contract/staff.ts";
import { staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { type StaffRole, staffRoles } from "../../../contract/staff-rules.ts";
import { accountsWords as sw } from "../../i18n/catalogues/staff/accounts.ts";
import { SelectField, TextField } from "../kit/form-kit.tsx";
import { useStaffSubmit } from "../kit/use-staff-submit.tsx";
import { api } from "../shell/api.ts";
import { roleLabels } from "../shell/permissions.ts";
import { roleHelp } from "./role-change.tsx";

const FORM = "account";
const labels = { email: "E-mail address", name: sw("name"), role: sw("role") };
const roleOptions = staffRoles.map((r) => ({ value: r, label: `${roleLabels[r]}: ${roleHelp[r]}` }));
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Adding an account: its e-mail address, name and role; the answer holds its set-password link. */
export function NewAccountForm({ onCreated }: { onCreated: (answer: CreateAccountResponse) => void }) {
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [role, setRole] = useState<StaffRole>("editor");
  const { busy, errors, submit, field, problems } = useStaffSubmit(FORM, labels);

  const create = (e: FormEvent) => {
    e.preventDefault();
    const check: Record<string, string> = {};
    if (!EMAIL.test(email.trim())) check.email = sw("enterAValidEmail");
    if (!name.trim()) check.name = sw("enterAName");
    void submit(
      async () => {
        const answer = await api<CreateAccountResponse>(staffApiPaths.accounts.list, {
          method: "POST",
          body: { email: email.trim(), name: name.trim(), role },
        });
        setEmail("");
        setName("");
        onCreated(answer);
        return sw("accountCreatedFor", { name: answer.account.name });
      },
      { check, revalidate: true, fallback: sw("creatingTheAccountFailed") },
    );
  };

  return (
    <section aria-labelledby="account-new-title">
      <h2 id="account-new-title">{sw("addAnAccount")}</h2>
      <form className="admin-form" noValidate onSubmit={create}>
        {problems}
        <TextField {...field("email", email, setEmail)} type="email" autoComplete="off" spellCheck={false} required />
        <TextField {...field("name", name, setName)} autoComplete="off" required />
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
          {busy ? sw("creating") : sw("createAccount")}
        </button>
      </form>
    </section>
  );
}
