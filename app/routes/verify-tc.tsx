import { data } from "react-router";
import { messageOf, schoolOf, shareOf } from "../components/layout/meta.ts";
import { PageHeader } from "../components/layout/page-header.tsx";
import { VerifyCertificatePage } from "../features/certificate-verify/certificate-verify-page.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import type { Route } from "./+types/verify-tc";

export const meta: Route.MetaFunction = (args) => {
  const name = messageOf(args, "verify.title");
  const description = messageOf(args, "verify.description");
  const title = `${name} | ${schoolOf(args).name}`;
  return [
    { title },
    { name: "description", content: description },
    // An answer names a student: search engines may list the form, never an answer.
    ...(args.data?.code ? [{ name: "robots", content: "noindex, nofollow" }] : []),
    ...shareOf(args, { title, description, name }),
  ];
};

// Each check is counted and logged: an answer is never stored by a cache.
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => {
  const out = new Headers(loaderHeaders);
  out.set("Cache-Control", "no-store");
  return out;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const code = (new URL(request.url).searchParams.get("code") ?? "").trim().slice(0, 64);
  if (!code || !context.site.verifyCertificate) return { code, outcome: null };
  const outcome = await context.site.verifyCertificate(code, { clientIp: context.clientIp ?? "unknown" });
  if (outcome.status === "rate-limited") {
    return data({ code, outcome }, { status: 429, headers: { "Retry-After": String(outcome.retryAfter) } });
  }
  return { code, outcome };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <>
      <PageHeader title={t("verify.title")} trail={["Admission"]} />
      <div className="page-body">
        <VerifyCertificatePage code={loaderData.code} outcome={loaderData.outcome} />
      </div>
    </>
  );
}
