import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import type { StaffUserView } from "../../../contract/staff.ts";
import { ErrorSummary, FormAlert, TextField, useFormErrors } from "../kit/form-kit.tsx";
import { adminText } from "../shell/admin-text.ts";
import { ApiError, api, rememberSession, safeNext } from "../shell/api.ts";
import "../shell/admin.css";

const FORM = "login";
const order = ["email", "password"] as const;
const labels = { email: "E-mail address", password: "Password" };

export const loginText = {
  title: "Staff sign-in",
  intro: "For school office staff. Visitors do not need an account.",
  submit: "Sign in",
  submitting: "Signing in…",
  emailBlank: "Enter your e-mail address",
  passwordBlank: "Enter your password",
  backToSite: "Back to the website",
} as const;

export function LoginPage({ next }: { next: string | null }) {
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState("");
  const { errors, setErrors, clear } = useFormErrors(FORM, order);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found: Record<string, string> = {};
    if (!email.trim()) found.email = loginText.emailBlank;
    if (!password) found.password = loginText.passwordBlank;
    setAlert("");
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const session = await api<{ user: StaffUserView; csrfToken: string }>("/api/admin/login", {
        method: "POST",
        body: { email: email.trim(), password },
      });
      rememberSession(session);
      navigate(safeNext(next), { replace: true });
    } catch (err) {
      setAlert(err instanceof ApiError ? err.message : "Signing in failed. Check the connection and try again.");
      setPassword("");
      setBusy(false);
    }
  };

  return (
    <main id="main" className="admin-main admin-main--narrow" tabIndex={-1}>
      <p className="admin-login__brand">{adminText.area}</p>
      <h1>{loginText.title}</h1>
      <p>{loginText.intro}</p>
      <form className="admin-form" noValidate onSubmit={onSubmit} method="post" action="/api/admin/login">
        <ErrorSummary form={FORM} errors={errors} order={order} labels={labels} />
        <FormAlert message={alert} />
        <TextField
          form={FORM}
          name="email"
          label={labels.email}
          type="email"
          autoComplete="username"
          spellCheck={false}
          value={email}
          required
          error={errors.email}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            clear("email");
          }}
        />
        <TextField
          form={FORM}
          name="password"
          label={labels.password}
          type="password"
          autoComplete="current-password"
          value={password}
          required
          error={errors.password}
          onChange={(e) => {
            setPassword(e.currentTarget.value);
            clear("password");
          }}
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
