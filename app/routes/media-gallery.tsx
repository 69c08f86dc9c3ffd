import { innerPage } from "../components/layout/inner-page.tsx";
import { pageMeta } from "../components/layout/meta.ts";
import { loadMedia } from "../features/media/media-data.ts";
import { MediaPage } from "../features/media/media-page.tsx";
import type { Route } from "./+types/media-gallery";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "/media-gallery");

export const loader = ({ context }: Route.LoaderArgs) => loadMedia(context.site);

export default innerPage<Route.ComponentProps["loaderData"]>("/media-gallery", MediaPage);
