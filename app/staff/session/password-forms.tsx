import { type FormEvent, useState } from "react";
import { PASSWORD_MAX, PASSWORD_MIN, passwordMessages } from "../../../contract/staff-rules.ts";
import { ErrorSummary, FormAlert, TextField, useFormErrors } from "../kit/form-kit.tsx";
import { adminText } from "../shell/admin-text.ts";
import { ApiError, api } from "../shell/api.ts";
import "../shell/admin.css";

/** Password of the contract (Password): PASSWORD_MIN to PASSWORD_MAX characters. */
function passwordProblem(pw: string): string | null {
  if (pw.length < PASSWORD_MIN) return passwordMessages.tooShort;
  if (pw.length > PASSWORD_MAX) return passwordMessages.tooLong;
  return null;
}

const help = "At least 10 characters. A few unrelated words make a strong password that is easy to remember.";

/** New password twice, checked alike in both forms. */
function checkNew(password: string, repeat: string, name = "password"): Record<string, string> {
  const errors: Record<string, string> = {};
  const problem = passwordProblem(password);
  if (problem) errors[name] = problem;
  else if (password !== repeat) errors.repeat = "The two passwords are not the same";
  return errors;
}

const SET_FORM = "set-password";
const setOrder = ["password", "repeat"] as const;
const setLabels = { password: "New password", repeat: "New password again" };

export const setPasswordText = {
  title: "Set your password",
  intro: "Choose the password for your staff account.",
  noToken: "This page needs the link you were sent. Ask the administrator for a new link.",
  done: "Your password is set. You can now sign in.",
  signIn: "Sign in",
} as const;

/** Opened from the one-time link of a new or reset account. */
export function SetPasswordPage({ token }: { token: string }) {
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [alert, setAlert] = useState(token ? "" : setPasswordText.noToken);
  const { errors, setErrors, clear } = useFormErrors(SET_FORM, setOrder);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !token) return;
    const found = checkNew(password, repeat);
    setAlert("");
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await api("/api/admin/set-password", { method: "POST", body: { token, password } });
      setDone(true);
    } catch (err) {
      if (err instanceof ApiError && err.fieldErrors.password) setErrors({ password: err.fieldErrors.password });
      else
        setAlert(
          err instanceof ApiError && (err.status === 400 || err.status === 404 || err.status === 410)
            ? "This link has expired or was already used. Ask the administrator for a new link."
            : err instanceof Error
              ? err.message
              : "Setting the password failed.",
        );
    } finally {
      setBusy(false);
    }
  };

  return (
    <main id="main" className="admin-main admin-main--narrow" tabIndex={-1}>
      <p className="admin-login__brand">{adminText.area}</p>
      <h1>{setPasswordText.title}</h1>
      <div role="status">
        {done ? (
          <p className="admin-success">
            {setPasswordText.done} <a href="/admin/login">{setPasswordText.signIn}</a>
          </p>
        ) : null}
      </div>
      {done ? null : (
        <>
          <p>{setPasswordText.intro}</p>
          <form className="admin-form" noValidate onSubmit={onSubmit}>
            <ErrorSummary form={SET_FORM} errors={errors} order={setOrder} labels={setLabels} />
            <FormAlert message={alert} />
            <TextField
              form={SET_FORM}
              name="password"
              label={setLabels.password}
              type="password"
              autoComplete="new-password"
              required
              help={help}
              value={password}
              error={errors.password}
              onChange={(e) => {
                setPassword(e.currentTarget.value);
                clear("password");
              }}
            />
            <TextField
              form={SET_FORM}
              name="repeat"
              label={setLabels.repeat}
              type="password"
              autoComplete="new-password"
              required
              value={repeat}
              error={errors.repeat}
              onChange={(e) => {
                setRepeat(e.currentTarget.value);
                clear("repeat");
              }}
            />
            <button type="submit" className="button" disabled={busy || !token}>
              {busy ? adminText.saving : "Set password"}
            </button>
          </form>
        </>
      )}
    </main>
  );
}

const CHANGE_FORM = "change-password";
const changeOrder = ["currentPassword", "newPassword", "repeat"] as const;
const changeLabels = { currentPassword: "Current password", newPassword: "New password", repeat: "New password again" };

/** A signed-in user changes their own password. */
export function ChangePasswordForm({ onDone }: { onDone: (message: string) => void }) {
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState("");
  const { errors, setErrors, clear } = useFormErrors(CHANGE_FORM, changeOrder);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found = {
      ...(current ? {} : { currentPassword: "Enter your current password" }),
      ...checkNew(password, repeat, "newPassword"),
    };
    setAlert("");
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await api("/api/admin/password", { method: "POST", body: { currentPassword: current, newPassword: password } });
      setCurrent("");
      setPassword("");
      setRepeat("");
      onDone("Your password has been changed.");
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fieldErrors).length) setErrors(err.fieldErrors);
      else if (err instanceof ApiError && (err.status === 401 || err.status === 403))
        setErrors({ currentPassword: "The current password is not right" });
      else setAlert(err instanceof Error ? err.message : "Changing the password failed.");
    } finally {
      setBusy(false);
    }
  };

  const field = (name: (typeof changeOrder)[number], value: string, set: (v: string) => void, auto: string) => (
    <TextField
      form={CHANGE_FORM}
      name={name}
      label={changeLabels[name]}
      type="password"
      autoComplete={auto}
      required
      help={name === "newPassword" ? help : undefined}
      value={value}
      error={errors[name]}
      onChange={(e) => {
        set(e.currentTarget.value);
        clear(name);
      }}
    />
  );

  return (
    <form className="admin-form" noValidate onSubmit={onSubmit}>
      <ErrorSummary form={CHANGE_FORM} errors={errors} order={changeOrder} labels={changeLabels} />
      <FormAlert message={alert} />
      {field("currentPassword", current, setCurrent, "current-password")}
      {field("newPassword", password, setPassword, "new-password")}
      {field("repeat", repeat, setRepeat, "new-password")}
      <button type="submit" className="button" disabled={busy}>
        {busy ? adminText.saving : "Change password"}
      </button>
    </form>
  );
}
