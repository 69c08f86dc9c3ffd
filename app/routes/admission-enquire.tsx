import { InnerPage } from "../components/layout/inner-page.tsx";
import { pageMeta } from "../components/layout/meta.ts";
import { enquiryAction } from "../features/enquiry/enquiry-action.ts";
import { EnquiryForm } from "../features/enquiry/enquiry-form.tsx";
import { formPageHeaders } from "../lib/form-answer.ts";
import type { Route } from "./+types/admission-enquire";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "/admission-enquire");

// Shared from the page cache like every other page (lib/form-answer.ts).
export const headers: Route.HeadersFunction = formPageHeaders;

export function loader({ context }: Route.LoaderArgs) {
  // The key of this view: the page cache gives every response of the cached page a fresh one.
  return { school: context.site.schoolCode, idempotencyKey: context.viewKey ?? crypto.randomUUID() };
}

export function action({ request, context }: Route.ActionArgs) {
  return enquiryAction(request, context);
}

export default function AdmissionEnquire({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <InnerPage path="/admission-enquire">
      <EnquiryForm school={loaderData.school} idempotencyKey={loaderData.idempotencyKey} initial={actionData} />
    </InnerPage>
  );
}
