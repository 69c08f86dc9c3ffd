import type { DisclosureSettings } from "../../contract/disclosure-items.ts";
import { routeInfo } from "../../contract/site-map.ts";
import { messageOf, pageMeta } from "../components/layout/meta.ts";
import { PageHeader } from "../components/layout/page-header.tsx";
import { DisclosurePage } from "../features/disclosure/disclosure-page.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import { siteLabel } from "../i18n/site-labels.ts";
import type { Route } from "./+types/mandatory-public-disclosure";

const info = routeInfo("/mandatory-public-disclosure");

/** A school not under CBSE may switch the page off: it is then not found. */
export async function loader({ context }: Route.LoaderArgs) {
  const data = await context.site.disclosure();
  if (!data) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  return data;
}

/** A CBSE school's page has the site map's name; another board's school keeps the page as a "Public disclosure". */
const cbse = (settings: DisclosureSettings | undefined) => !settings || settings.board === "CBSE";

// The site map's name reaches the head in the reader's language through pageMeta.
export const meta: Route.MetaFunction = (args) =>
  pageMeta(
    args,
    info.path,
    cbse(args.loaderData?.settings) ? {} : { title: messageOf(args, "disclosure.otherBoardTitle") },
  );

export default function Page({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const title = cbse(loaderData.settings)
    ? (siteLabel(lang, info.title) ?? info.title)
    : t("disclosure.otherBoardTitle");
  return (
    <>
      <PageHeader title={title} trail={info.trail} />
      <div className="page-body">
        <DisclosurePage data={loaderData} />
      </div>
    </>
  );
}
