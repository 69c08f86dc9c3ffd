import { routeEnquiriesWords as sw } from "../../i18n/catalogues/staff/route-enquiries.ts";
import { EnquiriesPage, loadEnquiries } from "../../staff/enquiries/enquiries.tsx";
import { staffPage } from "../../staff/shell/admin-shell.tsx";
import { pageTitle } from "../../staff/shell/admin-text.ts";
import { requireSession } from "../../staff/shell/api.ts";
import type { Route } from "./+types/enquiries";

export const meta = () => pageTitle(sw("enquiries"));

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireSession(request, "enquiries");
  return loadEnquiries(request);
}

export default staffPage<Route.ComponentProps["loaderData"]>(EnquiriesPage);
