import { pageMeta } from "../components/layout/meta.ts";
import { PageHeader } from "../components/layout/page-header.tsx";
import { routeInfo } from "../content/site-map.ts";
import { loadTestimonials } from "../features/testimonials/testimonials-data.ts";
import { TestimonialsPage } from "../features/testimonials/testimonials-page.tsx";
import type { Route } from "./+types/testimonials";

const info = routeInfo("/testimonials");

export const meta: Route.MetaFunction = (args) => pageMeta(args, info.path);

export const loader = ({ context }: Route.LoaderArgs) => loadTestimonials(context.site);

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={info.title} trail={info.trail} />
      <div className="page-body">
        <TestimonialsPage {...loaderData} />
      </div>
    </>
  );
}
