import { routeInfo } from "../../contract/site-map.ts";
import { pageMeta } from "../components/layout/meta.ts";
import { PageHeader } from "../components/layout/page-header.tsx";
import { FeesPage } from "../features/fees/fees-page.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import { siteLabel } from "../i18n/site-labels.ts";
import type { Route } from "./+types/fees";

const info = routeInfo("/fees");

export async function loader({ context }: Route.LoaderArgs) {
  return context.site.fees();
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, info.path);

export default function Page({ loaderData }: Route.ComponentProps) {
  // The built-in page's name in the reader's language (issue 29).
  const title = siteLabel(useI18n().lang, info.title);
  return (
    <>
      <PageHeader title={title ?? info.title} trail={info.trail} titleLang={title === null ? "en" : undefined} />
      <div className="page-body">
        <FeesPage rows={loaderData.rows} file={loaderData.file} />
      </div>
    </>
  );
}
