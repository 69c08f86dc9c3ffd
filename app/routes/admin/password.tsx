import { useAdmin } from "../../features/admin/admin-shell.tsx";
import { pageTitle } from "../../features/admin/admin-text.ts";
import { requireSession } from "../../features/admin/api.ts";
import { ChangePasswordForm } from "../../features/admin/password-forms.tsx";
import type { Route } from "./+types/password";

export const meta = () => pageTitle("My password");

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireSession(request);
  return null;
}

export function HydrateFallback() {
  return <p>Loading…</p>;
}

export default function PasswordRoute() {
  const { announce, user } = useAdmin();
  return (
    <div className="admin-page">
      <h1>My password</h1>
      <p className="admin-page__intro">Change the password of {user.email}.</p>
      <ChangePasswordForm onDone={announce} />
    </div>
  );
}
