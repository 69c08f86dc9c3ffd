import { innerPage } from "../components/layout/inner-page.tsx";
import { pageMeta } from "../components/layout/meta.ts";
import { loadNews } from "../features/news/news-data.ts";
import { NewsPage } from "../features/news/news-page.tsx";
import type { Route } from "./+types/news";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "/news");

export const loader = ({ context }: Route.LoaderArgs) => loadNews(context.site);

export default innerPage<Route.ComponentProps["loaderData"]>("/news", NewsPage);
