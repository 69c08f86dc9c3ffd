import { InnerPage } from "../components/layout/inner-page.tsx";
import { pageMeta } from "../components/layout/meta.ts";
import { certificateAction } from "../features/certificate/certificate-action.ts";
import { CertificateForm } from "../features/certificate/certificate-form.tsx";
import { formPageHeaders } from "../lib/form-answer.ts";
import type { Route } from "./+types/tc";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "/tc");

// Shared from the page cache like every other page (lib/form-answer.ts).
export const headers: Route.HeadersFunction = formPageHeaders;

export function loader({ context }: Route.LoaderArgs) {
  return { school: context.site.schoolCode };
}

export function action({ request, context }: Route.ActionArgs) {
  return certificateAction(request, context);
}

export default function TransferCertificate({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <InnerPage path="/tc">
      <CertificateForm school={loaderData.school} initial={actionData} />
    </InnerPage>
  );
}
