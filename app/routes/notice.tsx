import { data } from "react-router";
import { metaI18n, pageMeta } from "../components/layout/meta.ts";
import { loadNotice, noticeSummary } from "../features/notice/notice-data.ts";
import { NoticePage } from "../features/notice/notice-page.tsx";
import { noticeData } from "../lib/head/structured-data.ts";
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

/** Its own title, text and address in sharing previews; an article (or an event) for search engines. */
export const meta: Route.MetaFunction = (args) => {
  const n = args.loaderData;
  if (!n) return [];
  const i18n = metaI18n(args);
  const summary = noticeSummary(n, i18n);
  const tags = pageMeta(args, n.path, {
    title: n.withdrawn ? i18n.t("notice.withdrawnPrefix", { title: n.title }) : n.title,
    description: summary,
    // A withdrawn notice tells search engines nothing more about itself.
    structured: n.withdrawn ? undefined : (school, origin) => noticeData({ ...n, summary }, school, origin),
  });
  return tags.map((d) => ("property" in d && d.property === "og:type" ? { ...d, content: "article" } : d));
};

export default function Notice({ loaderData }: Route.ComponentProps) {
  return <NoticePage {...loaderData} />;
}
