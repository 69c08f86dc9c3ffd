import { innerPage } from "../components/layout/inner-page.tsx";
import { pageMeta } from "../components/layout/meta.ts";
import { loadTestimonials } from "../features/testimonials/testimonials-data.ts";
import { TestimonialsPage } from "../features/testimonials/testimonials-page.tsx";
import type { Route } from "./+types/testimonials";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "/testimonials");

export const loader = ({ context }: Route.LoaderArgs) => loadTestimonials(context.site);

export default innerPage<Route.ComponentProps["loaderData"]>("/testimonials", TestimonialsPage);
