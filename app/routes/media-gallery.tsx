import { pageMeta } from "../components/layout/meta.ts";
import { PageHeader } from "../components/layout/page-header.tsx";
import { routeInfo } from "../content/site-map.ts";
import { loadMedia } from "../features/media/media-data.ts";
import { MediaPage } from "../features/media/media-page.tsx";
import type { Route } from "./+types/media-gallery";

const info = routeInfo("/media-gallery");

export const meta: Route.MetaFunction = (args) => pageMeta(args, info.path);

export const loader = ({ context }: Route.LoaderArgs) => loadMedia(context.site);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={info.title} trail={info.trail} />
      <div className="page-body">
        <MediaPage {...loaderData} />
      </div>
    </>
  );
}
