import { innerPage } from "../components/layout/inner-page.tsx";
import { pageMeta } from "../components/layout/meta.ts";
import { loadVideos } from "../features/videos/videos-data.ts";
import { VideosPage } from "../features/videos/videos-page.tsx";
import type { Route } from "./+types/video-gallery";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "/video-gallery");

export const loader = ({ context }: Route.LoaderArgs) => loadVideos(context.site);

export default innerPage<Route.ComponentProps["loaderData"]>("/video-gallery", VideosPage);
