import { pageMeta } from "../components/layout/meta.ts";
import { PageHeader } from "../components/layout/page-header.tsx";
import { routeInfo } from "../content/site-map.ts";
import { loadPhotoGallery } from "../features/galleries/galleries-data.ts";
import { PhotoGalleryPage } from "../features/galleries/photo-gallery-page.tsx";
import type { Route } from "./+types/photo-gallery";

const info = routeInfo("/photo-gallery");

export const meta: Route.MetaFunction = (args) => pageMeta(args, info.path);

export const loader = ({ context }: Route.LoaderArgs) => loadPhotoGallery(context.site);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={info.title} trail={info.trail} />
      <div className="page-body">
        <PhotoGalleryPage {...loaderData} />
      </div>
    </>
  );
}
