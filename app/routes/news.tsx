import { innerPage } from "../components/layout/inner-page.tsx";
import { pageMeta } from "../components/layout/meta.ts";
import { loadNews } from "../features/news/news-data.ts";
import { NewsPage } from "../features/news/news-page.tsx";
import { latestNews, newsData } from "../lib/head/structured-data.ts";
import { safeLoad } from "../lib/list-page/safe-load.ts";
import type { Route } from "./+types/news";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "/news", {
    structured: (school, origin) => newsData(args.loaderData?.latest ?? [], school, origin),
  });

export const loader = async ({ context }: Route.LoaderArgs) => {
  const [page, records, changedAt] = await Promise.all([
    loadNews(context.site),
    safeLoad("news", () => context.site.list("news"), []),
    safeLoad("news changes", () => context.site.changedAt("news"), {}),
  ]);
  // For search engines (structured data): the latest items with the time each last changed.
  return { ...page, latest: latestNews(records, changedAt) };
};

export default innerPage<Route.ComponentProps["loaderData"]>("/news", NewsPage);
