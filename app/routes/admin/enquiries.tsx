import { EnquiriesPage, loadEnquiries } from "../../staff/enquiries/enquiries.tsx";
import { pageTitle } from "../../staff/shell/admin-text.ts";
import { requireSession } from "../../staff/shell/api.ts";
import type { Route } from "./+types/enquiries";

export const meta = () => pageTitle("Enquiries");

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireSession(request, "enquiries");
  return loadEnquiries(request);
}

export function HydrateFallback() {
  return <p>Loading…</p>;
}

export default function EnquiriesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="admin-page">
      <EnquiriesPage data={loaderData} />
    </div>
  );
}
