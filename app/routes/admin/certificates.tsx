import { routeCertificatesWords as sw } from "../../i18n/catalogues/staff/route-certificates.ts";
import { CertificatesPage, loadCertificates } from "../../staff/certificates/certificates.tsx";
import { staffPage } from "../../staff/shell/admin-shell.tsx";
import { pageTitle } from "../../staff/shell/admin-text.ts";
import { requireSession } from "../../staff/shell/api.ts";
import type { Route } from "./+types/certificates";

export const meta = () => pageTitle(sw("transferCertificates"));

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireSession(request, "certificates");
  return loadCertificates(request);
}

export default staffPage<Route.ComponentProps["loaderData"]>(CertificatesPage);
