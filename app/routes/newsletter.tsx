import { innerPage } from "../components/layout/inner-page.tsx";
import { pageMeta } from "../components/layout/meta.ts";
import { loadNewsletters } from "../features/newsletter/newsletter-data.ts";
import { NewsletterPage } from "../features/newsletter/newsletter-page.tsx";
import type { Route } from "./+types/newsletter";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "/newsletter");

export const loader = ({ context }: Route.LoaderArgs) => loadNewsletters(context.site);

export default innerPage<Route.ComponentProps["loaderData"]>("/newsletter", NewsletterPage);
