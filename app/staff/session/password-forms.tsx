import { type FormEvent, useState } from "react";
import { staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { PASSWORD_MAX, PASSWORD_MIN, passwordMessages } from "../../../contract/staff-rules.ts";
import { TextField } from "../kit/form-kit.tsx";
import { useStaffSubmit } from "../kit/use-staff-submit.tsx";
import { adminText } from "../shell/admin-text.ts";
import { ApiError, api } from "../shell/api.ts";
import "../shell/admin.css";
import { sessionWords as sw } from "../../i18n/catalogues/staff/session.ts";

/** Password of the contract (Password): PASSWORD_MIN to PASSWORD_MAX characters. */
function passwordProblem(pw: string): string | null {
  if (pw.length < PASSWORD_MIN) return passwordMessages.tooShort;
  if (pw.length > PASSWORD_MAX) return passwordMessages.tooLong;
  return null;
}

const help = sw("atLeast10Characters");

/** New password twice, checked alike in both forms. */
function checkNew(password: string, repeat: string, name = "password"): Record<string, string> {
  const errors: Record<string, string> = {};
  const problem = passwordProblem(password);
  if (problem) errors[name] = problem;
  else if (password !== repeat) errors.repeat = sw("theTwoPasswordsAre");
  return errors;
}

const SET_FORM = "set-password";
const setLabels = { password: sw("newPassword"), repeat: sw("newPasswordAgain") };

export const setPasswordText = {
  title: sw("setYourPassword"),
  intro: sw("chooseThePasswordFor"),
  noToken: sw("thisPageNeedsThe"),
  done: sw("yourPasswordIsSet"),
  signIn: sw("signIn"),
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
        await api(staffApiPaths.session.setPassword, { method: "POST", body: { token, password } });
        setDone(true);
      },
      {
        check: checkNew(password, repeat),
        fallback: sw("settingThePasswordFailed"),
        failed: (err) => {
          if (err instanceof ApiError && err.fieldErrors.password) return { password: err.fieldErrors.password };
          if (err instanceof ApiError && (err.status === 400 || err.status === 404 || err.status === 410))
            return sw("thisLinkHasExpired");
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
              {busy ? adminText.saving : sw("setPassword")}
            </button>
          </form>
        </>
      )}
    </main>
  );
}

const CHANGE_FORM = "change-password";
const changeLabels = {
  currentPassword: sw("currentPassword"),
  newPassword: sw("newPassword"),
  repeat: sw("newPasswordAgain"),
};

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
        await api(staffApiPaths.session.password, {
          method: "POST",
          body: { currentPassword: current, newPassword: password },
        });
        setCurrent("");
        setPassword("");
        setRepeat("");
        onDone(sw("yourPasswordHasBeen"));
      },
      {
        check: {
          ...(current ? {} : { currentPassword: sw("enterYourCurrentPassword") }),
          ...checkNew(password, repeat, "newPassword"),
        },
        fallback: sw("changingThePasswordFailed"),
        failed: (err) =>
          err instanceof ApiError && !Object.keys(err.fieldErrors).length && (err.status === 401 || err.status === 403)
            ? { currentPassword: sw("theCurrentPasswordIs") }
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
        {busy ? adminText.saving : sw("changePassword")}
      </button>
    </form>
  );
}
