import { pageMeta } from "../components/layout/meta.ts";
import { PageHeader } from "../components/layout/page-header.tsx";
import { routeInfo } from "../content/site-map.ts";
import { tcAction } from "../features/tc/tc-action.ts";
import { TcForm } from "../features/tc/tc-form.tsx";
import { formPageHeaders } from "../lib/form-answer.ts";
import type { Route } from "./+types/tc";

const info = routeInfo("/tc");

export const meta: Route.MetaFunction = (args) => pageMeta(args, info.path);

// Shared from the page cache like every other page (lib/form-answer.ts).
export const headers: Route.HeadersFunction = formPageHeaders;

export function loader({ context }: Route.LoaderArgs) {
  return { school: context.site.schoolCode };
}

export function action({ request, context }: Route.ActionArgs) {
  return tcAction(request, context);
}

export default function TransferCertificate({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={info.title} trail={info.trail} />
      <div className="page-body">
        <TcForm school={loaderData.school} initial={actionData} />
      </div>
    </>
  );
}
