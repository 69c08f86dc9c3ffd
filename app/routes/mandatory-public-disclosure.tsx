import { routeInfo } from "../../contract/site-map.ts";
import { pageMeta } from "../components/layout/meta.ts";
import { PageHeader } from "../components/layout/page-header.tsx";
import { DisclosurePage } from "../features/disclosure/disclosure-page.tsx";
import type { Route } from "./+types/mandatory-public-disclosure";

const info = routeInfo("/mandatory-public-disclosure");

/** A school not under CBSE may switch the page off: it is then not found. */
export async function loader({ context }: Route.LoaderArgs) {
  const data = await context.site.disclosure();
  if (!data) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  return data;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, info.path, args.loaderData ? { title: args.loaderData.title } : {});

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={loaderData.title} trail={info.trail} />
      <div className="page-body">
        <DisclosurePage data={loaderData} />
      </div>
    </>
  );
}
