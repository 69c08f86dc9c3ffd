import { InnerPage } from "../components/layout/inner-page.tsx";
import { pageMeta } from "../components/layout/meta.ts";
import { enquiryAction } from "../features/enquiry/enquiry-action.ts";
import { EnquiryForm } from "../features/enquiry/enquiry-form.tsx";
import type { Route } from "./+types/admission-enquire";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "/admission-enquire");

// Each view carries its own idempotency key, so no cache may share the page.
// The action's own headers (Retry-After on 429) are kept.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const out = new Headers(actionHeaders);
  out.set("Cache-Control", "no-store");
  return out;
};

export function loader({ context }: Route.LoaderArgs) {
  return { school: context.site.schoolCode, idempotencyKey: crypto.randomUUID() };
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
