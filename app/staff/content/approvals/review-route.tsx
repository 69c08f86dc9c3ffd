import { staffApiPath, staffApiPaths } from "../../../../contract/staff-api-paths.ts";
import { loadDraftPhotos } from "../../kit/draft-photos.ts";
import { staffPage } from "../../shell/admin-shell.tsx";
import { pageTitle } from "../../shell/admin-text.ts";
import { load, requireSession } from "../../shell/api.ts";
import type { Route } from "./+types/review-route";
import { approvalsText } from "./approvals-text.ts";
import { type ReviewData, ReviewPage } from "./review-page.tsx";

export const meta = () => pageTitle(approvalsText.reviewTitle);

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  await requireSession(request, "approve");
  const data = await load<ReviewData>(request, staffApiPath(staffApiPaths.approvals.one, params));
  // A page is drawn as visitors will see it, its photos included.
  const photos = data.blocks
    ? await loadDraftPhotos(
        request,
        data.blocks.map((b) => b.block),
      )
    : undefined;
  return { ...data, photos };
}

export default staffPage<Route.ComponentProps["loaderData"]>(ReviewPage);
