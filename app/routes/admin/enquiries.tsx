import { pageTitle } from "../../features/admin/admin-text.ts";
import { requireSession } from "../../features/admin/api.ts";
import { EnquiriesPage, loadEnquiries } from "../../features/admin/enquiries.tsx";
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
