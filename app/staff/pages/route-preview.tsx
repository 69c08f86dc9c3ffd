import { Link } from "react-router";
import type { StaffPage } from "../../../contract/pages.ts";
import { staffApiPath, staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { PageHeader } from "../../components/layout/page-header.tsx";
import { ContentBlocks } from "../../features/content-page/content-blocks.tsx";
import { loadDraftPhotos } from "../kit/draft-photos.ts";
import { pageTitle } from "../shell/admin-text.ts";
import { load, requireSession } from "../shell/api.ts";
import type { Route } from "./+types/route-preview";
import "../../features/content-page/content-page.css";
import { pagesWords as sw } from "../../i18n/catalogues/staff/pages.ts";

export const meta = () => pageTitle(sw("preview"));

/** The draft drawn by the site's own page renderer (the same components the public page uses). */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  await requireSession(request, "content");
  const slug = encodeURIComponent(params.slug);
  const { page } = await load<{ page: StaffPage }>(request, staffApiPath(staffApiPaths.pages.one, { slug }));
  const photos = await loadDraftPhotos(request, page.draft.blocks);
  return { page, photos };
}

export default function PreviewRoute({ loaderData }: Route.ComponentProps) {
  const { page, photos } = loaderData;
  return (
    <div className="admin-page">
      <p className="admin-notice">
        {sw("previewOfTheDraft")} <Link to={`/admin/pages/${page.slug}`}>{sw("backToEditing")}</Link>
      </p>
      <div className="page-preview">
        <PageHeader title={page.draft.title} trail={page.trail} />
        <div className="page-body">
          <ContentBlocks blocks={page.draft.blocks} photos={photos} messages={[]} imageSizes={{}} />
        </div>
      </div>
    </div>
  );
}
