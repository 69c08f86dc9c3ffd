import { redirect } from "react-router";
import { LoginPage, loginText } from "../../staff/session/login-page.tsx";
import { AdminLoading } from "../../staff/shell/admin-shell.tsx";
import { pageTitle } from "../../staff/shell/admin-text.ts";
import { loadSession, safeNext } from "../../staff/shell/api.ts";
import type { Route } from "./+types/login";

export const meta = () => pageTitle(loginText.title);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const next = new URL(request.url).searchParams.get("next");
  // Already signed in (a bookmark, the back button): straight on.
  if (await loadSession().catch(() => null)) throw redirect(safeNext(next));
  return { next };
}

export function HydrateFallback() {
  return <AdminLoading />;
}

export default function Login({ loaderData }: Route.ComponentProps) {
  return <LoginPage next={loaderData.next} />;
}
