import { pageMeta } from "../components/layout/meta.ts";
import { PageHeader } from "../components/layout/page-header.tsx";
import { routeInfo } from "../content/site-map.ts";
import { loadNews } from "../features/news/news-data.ts";
import { NewsPage } from "../features/news/news-page.tsx";
import type { Route } from "./+types/news";

const info = routeInfo("/news");

export const meta: Route.MetaFunction = (args) => pageMeta(args, info.path);

export const loader = ({ context }: Route.LoaderArgs) => loadNews(context.site);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={info.title} trail={info.trail} />
      <div className="page-body">
        <NewsPage {...loaderData} />
      </div>
    </>
  );
}
