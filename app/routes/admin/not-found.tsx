import { data } from "react-router";
import { routeNotFoundWords as sw } from "../../i18n/catalogues/staff/route-not-found.ts";
import { pageTitle } from "../../staff/shell/admin-text.ts";
import { requireSession } from "../../staff/shell/api.ts";
import type { Route } from "./+types/not-found";

export const meta = () => pageTitle(sw("pageNotFound"));

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireSession(request);
  throw data({ message: "There is no staff page at this address." }, { status: 404 });
}

export function HydrateFallback() {
  return null;
}

export default function NotFound() {
  return null;
}
