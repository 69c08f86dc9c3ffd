import { pageMeta } from "../components/layout/meta.ts";
import { PageHeader } from "../components/layout/page-header.tsx";
import { routeInfo } from "../content/site-map.ts";
import { enquiryAction } from "../features/enquiry/enquiry-action.ts";
import { EnquiryForm } from "../features/enquiry/enquiry-form.tsx";
import type { Route } from "./+types/admission-enquire";

const info = routeInfo("/admission-enquire");

export const meta: Route.MetaFunction = (args) => pageMeta(args, info.path);

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
    <>
      <PageHeader title={info.title} trail={info.trail} />
      <div className="page-body">
        <EnquiryForm school={loaderData.school} idempotencyKey={loaderData.idempotencyKey} initial={actionData} />
      </div>
    </>
  );
}
