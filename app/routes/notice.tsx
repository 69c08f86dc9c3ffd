import { data } from "react-router";
import { pageMeta } from "../components/layout/meta.ts";
import { loadNotice, noticeSummary } from "../features/notice/notice-data.ts";
import { NoticePage } from "../features/notice/notice-page.tsx";
import type { Route } from "./+types/notice";

/**
 * A notice at its own address (/news/{id}, /events/{id}, /newsletter/{id},
 * /notifications/{id}): 404 when there is none, 410 once withdrawn.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  const notice = await loadNotice(context.site, path);
  if (!notice) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  return data(notice, {
    status: notice.withdrawn ? 410 : 200,
    // Edits and withdrawals show at once: browsers ask again, the page cache answers fast.
    headers: { "Cache-Control": "public, no-cache" },
  });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  loaderData
    ? pageMeta({ matches }, loaderData.path, {
        title: loaderData.withdrawn ? `Withdrawn: ${loaderData.title}` : loaderData.title,
        description: noticeSummary(loaderData),
      })
    : [];

export default function Notice({ loaderData }: Route.ComponentProps) {
  return <NoticePage {...loaderData} />;
}
