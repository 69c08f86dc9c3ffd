import { routePasswordWords as sw } from "../../i18n/catalogues/staff/route-password.ts";
import { ChangePasswordForm } from "../../staff/session/password-forms.tsx";
import { useAdmin } from "../../staff/shell/admin-shell.tsx";
import { pageTitle } from "../../staff/shell/admin-text.ts";
import { requireSession } from "../../staff/shell/api.ts";
import type { Route } from "./+types/password";

export const meta = () => pageTitle(sw("myPassword"));

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireSession(request);
  return null;
}

export default function PasswordRoute() {
  const { announce, user } = useAdmin();
  return (
    <div className="admin-page">
      <h1>{sw("myPassword")}</h1>
      <p className="admin-page__intro">{sw("changeThePasswordOf", { email: user.email })}</p>
      <ChangePasswordForm onDone={announce} />
    </div>
  );
}
