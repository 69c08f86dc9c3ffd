import { pageTitle } from "../../features/admin/admin-text.ts";
import { requireSession } from "../../features/admin/api.ts";
import { loadPagePhotos, PagePhotosPage } from "../../features/admin/page-photos.tsx";
import type { Route } from "./+types/page-photos";

export const meta = () => pageTitle("Page photos");

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireSession(request, "pagePhotos");
  return loadPagePhotos(request);
}

export function HydrateFallback() {
  return <p>Loading…</p>;
}

export default function PagePhotosRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="admin-page">
      <PagePhotosPage data={loaderData} />
    </div>
  );
}
