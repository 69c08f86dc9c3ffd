import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import type { StaffUserView } from "../../../contract/staff.ts";
import { staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { TextField } from "../kit/form-kit.tsx";
import { useStaffSubmit } from "../kit/use-staff-submit.tsx";
import { adminText } from "../shell/admin-text.ts";
import { ApiError, api, rememberSession, safeNext } from "../shell/api.ts";
import "../shell/admin.css";
import { sessionWords as sw } from "../../i18n/catalogues/staff/session.ts";

const FORM = "login";
const labels = { email: "E-mail address", password: sw("password") };

export const loginText = {
  title: sw("staffSignIn"),
  intro: sw("forSchoolOfficeStaff"),
  submit: sw("signIn"),
  submitting: sw("signingIn"),
  emailBlank: sw("enterYourEMail"),
  passwordBlank: sw("enterYourPassword"),
  backToSite: sw("backToTheWebsite"),
} as const;

export function LoginPage({ next }: { next: string | null }) {
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const { busy, submit, field, problems } = useStaffSubmit(FORM, labels);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const check: Record<string, string> = {};
    if (!email.trim()) check.email = loginText.emailBlank;
    if (!password) check.password = loginText.passwordBlank;
    void submit(
      async () => {
        const session = await api<{ user: StaffUserView; csrfToken: string }>(staffApiPaths.session.login, {
          method: "POST",
          body: { email: email.trim(), password },
        });
        rememberSession(session);
        navigate(safeNext(next), { replace: true });
      },
      {
        check,
        staysBusy: true,
        fallback: "",
        failed: (err) => {
          setPassword("");
          return err instanceof ApiError ? err.message : sw("signingInFailedCheck");
        },
      },
    );
  };

  return (
    <main id="main" className="admin-main admin-main--narrow" tabIndex={-1}>
      <p className="admin-login__brand">{adminText.area}</p>
      <h1>{loginText.title}</h1>
      <p>{loginText.intro}</p>
      <form className="admin-form" noValidate onSubmit={onSubmit} method="post" action={staffApiPaths.session.login}>
        {problems}
        <TextField
          {...field("email", email, setEmail)}
          type="email"
          autoComplete="username"
          spellCheck={false}
          required
        />
        <TextField
          {...field("password", password, setPassword)}
          type="password"
          autoComplete="current-password"
          required
        />
        <button type="submit" className="button" disabled={busy}>
          {busy ? loginText.submitting : loginText.submit}
        </button>
      </form>
      <p className="admin-login__back">
        <a href="/">{loginText.backToSite}</a>
      </p>
    </main>
  );
}
