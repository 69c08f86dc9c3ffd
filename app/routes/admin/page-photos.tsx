import { loadPagePhotos, PagePhotosPage } from "../../staff/page-photos/page-photos.tsx";
import { pageTitle } from "../../staff/shell/admin-text.ts";
import { requireSession } from "../../staff/shell/api.ts";
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
