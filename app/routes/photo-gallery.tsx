import { innerPage } from "../components/layout/inner-page.tsx";
import { pageMeta } from "../components/layout/meta.ts";
import { loadPhotoGallery } from "../features/galleries/galleries-data.ts";
import { PhotoGalleryPage } from "../features/galleries/photo-gallery-page.tsx";
import type { Route } from "./+types/photo-gallery";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "/photo-gallery");

export const loader = ({ context }: Route.LoaderArgs) => loadPhotoGallery(context.site);

export default innerPage<Route.ComponentProps["loaderData"]>("/photo-gallery", PhotoGalleryPage);
