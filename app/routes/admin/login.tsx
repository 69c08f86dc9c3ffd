import { redirect } from "react-router";
import { AdminLoading } from "../../features/admin/admin-shell.tsx";
import { pageTitle } from "../../features/admin/admin-text.ts";
import { loadSession, safeNext } from "../../features/admin/api.ts";
import { LoginPage, loginText } from "../../features/admin/login-page.tsx";
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
