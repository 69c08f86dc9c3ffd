import { CertificatesPage, loadCertificates } from "../../staff/certificates/certificates.tsx";
import { pageTitle } from "../../staff/shell/admin-text.ts";
import { requireSession } from "../../staff/shell/api.ts";
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
