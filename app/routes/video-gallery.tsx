import { pageMeta } from "../components/layout/meta.ts";
import { PageHeader } from "../components/layout/page-header.tsx";
import { routeInfo } from "../content/site-map.ts";
import { loadVideos } from "../features/videos/videos-data.ts";
import { VideosPage } from "../features/videos/videos-page.tsx";
import type { Route } from "./+types/video-gallery";

const info = routeInfo("/video-gallery");

export const meta: Route.MetaFunction = (args) => pageMeta(args, info.path);

export const loader = ({ context }: Route.LoaderArgs) => loadVideos(context.site);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={info.title} trail={info.trail} />
      <div className="page-body">
        <VideosPage {...loaderData} />
      </div>
    </>
  );
}
