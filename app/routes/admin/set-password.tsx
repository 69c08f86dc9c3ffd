import { useLocation, useSearchParams } from "react-router";
import { SetPasswordPage, setPasswordText } from "../../staff/session/password-forms.tsx";
import { AdminLoading } from "../../staff/shell/admin-shell.tsx";
import { pageTitle } from "../../staff/shell/admin-text.ts";

export const meta = () => pageTitle(setPasswordText.title);

// The form needs JavaScript, so the server sends only the loading state.
export async function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return <AdminLoading />;
}

export default function SetPasswordRoute() {
  const [params] = useSearchParams();
  const { hash } = useLocation();
  // The link may carry the token in the query (?token=) or the fragment (#token=).
  const token = params.get("token") ?? new URLSearchParams(hash.slice(1)).get("token") ?? "";
  return <SetPasswordPage token={token} />;
}
