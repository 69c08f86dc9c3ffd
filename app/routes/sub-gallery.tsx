import { data } from "react-router";
import { routeInfo } from "../../contract/site-map.ts";
import { pageMeta } from "../components/layout/meta.ts";
import { PageHeader } from "../components/layout/page-header.tsx";
import { loadAlbum } from "../features/galleries/galleries-data.ts";
import { SubGalleryPage } from "../features/galleries/sub-gallery-page.tsx";
import type { Route } from "./+types/sub-gallery";

const info = routeInfo("/sub-gallery");
// An album is part of the album list page and is headed by its name (Campus Life), not "Album".
const gallery = routeInfo("/photo-gallery");

/** An unknown, malformed or missing id answers 404 but still shows the empty album (spec section 8), not the error screen. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const album = await loadAlbum(context.site, new URL(request.url).searchParams.get("id"));
  return data({ album }, album.found ? undefined : { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, info.path, args.loaderData?.album.title ? { title: args.loaderData.album.title } : undefined);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={gallery.title} trail={gallery.trail} />
      <div className="page-body">
        <SubGalleryPage album={loaderData.album} galleryName={gallery.title} />
      </div>
    </>
  );
}
