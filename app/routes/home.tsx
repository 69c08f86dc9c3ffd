import { pageMeta } from "../components/layout/meta.ts";
import { loadHome } from "../features/home/home-data.ts";
import { HomePage } from "../features/home/home-page.tsx";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "/");

export async function loader({ context }: Route.LoaderArgs) {
  return loadHome(context.site);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData} />;
}
