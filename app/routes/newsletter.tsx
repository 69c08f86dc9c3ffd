import { pageMeta } from "../components/layout/meta.ts";
import { PageHeader } from "../components/layout/page-header.tsx";
import { routeInfo } from "../content/site-map.ts";
import { loadNewsletters } from "../features/newsletter/newsletter-data.ts";
import { NewsletterPage } from "../features/newsletter/newsletter-page.tsx";
import type { Route } from "./+types/newsletter";

const info = routeInfo("/newsletter");

export const meta: Route.MetaFunction = (args) => pageMeta(args, info.path);

export const loader = ({ context }: Route.LoaderArgs) => loadNewsletters(context.site);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={info.title} trail={info.trail} />
      <div className="page-body">
        <NewsletterPage {...loaderData} />
      </div>
    </>
  );
}
