import { pageTitle } from "../../features/admin/admin-text.ts";
import { requireSession } from "../../features/admin/api.ts";
import { CertificatesPage, loadCertificates } from "../../features/admin/certificates.tsx";
import type { Route } from "./+types/certificates";

export const meta = () => pageTitle("Transfer certificates");

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireSession(request, "certificates");
  return loadCertificates(request);
}

export function HydrateFallback() {
  return <p>Loading…</p>;
}

export default function CertificatesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="admin-page">
      <CertificatesPage data={loaderData} />
    </div>
  );
}
