import { type FormEvent, useState } from "react";
import { PASSWORD_MAX, PASSWORD_MIN, passwordMessages } from "../../../contract/staff-rules.ts";
import { TextField } from "../kit/form-kit.tsx";
import { useStaffSubmit } from "../kit/use-staff-submit.tsx";
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
  const [done, setDone] = useState(false);
  // Without the link's token there is nothing to send: said at once.
  const { busy, submit, field, problems } = useStaffSubmit(SET_FORM, setLabels, token ? "" : setPasswordText.noToken);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!token) return;
    void submit(
      async () => {
        await api("/api/admin/set-password", { method: "POST", body: { token, password } });
        setDone(true);
      },
      {
        check: checkNew(password, repeat),
        fallback: "Setting the password failed.",
        failed: (err) => {
          if (err instanceof ApiError && err.fieldErrors.password) return { password: err.fieldErrors.password };
          if (err instanceof ApiError && (err.status === 400 || err.status === 404 || err.status === 410))
            return "This link has expired or was already used. Ask the administrator for a new link.";
        },
      },
    );
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
            {problems}
            <TextField
              {...field("password", password, setPassword)}
              type="password"
              autoComplete="new-password"
              required
              help={help}
            />
            <TextField {...field("repeat", repeat, setRepeat)} type="password" autoComplete="new-password" required />
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
const changeLabels = { currentPassword: "Current password", newPassword: "New password", repeat: "New password again" };

/** A signed-in user changes their own password. */
export function ChangePasswordForm({ onDone }: { onDone: (message: string) => void }) {
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const { busy, submit, field, problems } = useStaffSubmit(CHANGE_FORM, changeLabels);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit(
      async () => {
        await api("/api/admin/password", {
          method: "POST",
          body: { currentPassword: current, newPassword: password },
        });
        setCurrent("");
        setPassword("");
        setRepeat("");
        onDone("Your password has been changed.");
      },
      {
        check: {
          ...(current ? {} : { currentPassword: "Enter your current password" }),
          ...checkNew(password, repeat, "newPassword"),
        },
        fallback: "Changing the password failed.",
        failed: (err) =>
          err instanceof ApiError && !Object.keys(err.fieldErrors).length && (err.status === 401 || err.status === 403)
            ? { currentPassword: "The current password is not right" }
            : undefined,
      },
    );
  };

  const secret = (name: keyof typeof changeLabels, value: string, set: (v: string) => void, auto: string) => (
    <TextField
      {...field(name, value, set)}
      type="password"
      autoComplete={auto}
      required
      help={name === "newPassword" ? help : undefined}
    />
  );

  return (
    <form className="admin-form" noValidate onSubmit={onSubmit}>
      {problems}
      {secret("currentPassword", current, setCurrent, "current-password")}
      {secret("newPassword", password, setPassword, "new-password")}
      {secret("repeat", repeat, setRepeat, "new-password")}
      <button type="submit" className="button" disabled={busy}>
        {busy ? adminText.saving : "Change password"}
      </button>
    </form>
  );
}
