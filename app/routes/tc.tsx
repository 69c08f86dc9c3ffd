import { InnerPage } from "../components/layout/inner-page.tsx";
import { pageMeta } from "../components/layout/meta.ts";
import { tcAction } from "../features/tc/tc-action.ts";
import { TcForm } from "../features/tc/tc-form.tsx";
import type { Route } from "./+types/tc";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "/tc");

// A found certificate's link must never be stored by a cache.
// The action's own headers (Retry-After on 429) are kept.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const out = new Headers(actionHeaders);
  out.set("Cache-Control", "no-store");
  return out;
};

export function loader({ context }: Route.LoaderArgs) {
  return { school: context.site.schoolCode };
}

export function action({ request, context }: Route.ActionArgs) {
  return tcAction(request, context);
}

export default function TransferCertificate({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <InnerPage path="/tc">
      <TcForm school={loaderData.school} initial={actionData} />
    </InnerPage>
  );
}
