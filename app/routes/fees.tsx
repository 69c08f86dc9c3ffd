import { routeInfo } from "../../contract/site-map.ts";
import { pageMeta } from "../components/layout/meta.ts";
import { PageHeader } from "../components/layout/page-header.tsx";
import { FeesPage } from "../features/fees/fees-page.tsx";
import type { Route } from "./+types/fees";

const info = routeInfo("/fees");

export async function loader({ context }: Route.LoaderArgs) {
  return (await context.site.fees?.()) ?? { rows: [], file: "" };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, info.path);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={info.title} trail={info.trail} />
      <div className="page-body">
        <FeesPage rows={loaderData.rows} file={loaderData.file} />
      </div>
    </>
  );
}
