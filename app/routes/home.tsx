import { isLang } from "../../contract/languages.ts";
import { pageMeta } from "../components/layout/meta.ts";
import { loadHome } from "../features/home/home-data.ts";
import { HomePage } from "../features/home/home-page.tsx";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "/");

export async function loader({ context }: Route.LoaderArgs) {
  return loadHome(context.site, undefined, isLang(context.lang) ? context.lang : "en");
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData} />;
}
