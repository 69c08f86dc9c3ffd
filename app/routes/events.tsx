import { innerPage } from "../components/layout/inner-page.tsx";
import { pageMeta } from "../components/layout/meta.ts";
import { loadEvents } from "../features/events/events-data.ts";
import { EventsPage } from "../features/events/events-page.tsx";
import type { Route } from "./+types/events";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "/events");

export const loader = async ({ request, context }: Route.LoaderArgs) => ({
  ...(await loadEvents(context.site)),
  // The calendar subscription needs the site's full address: the configured public one, else this request's.
  origin: context.origin ?? new URL(request.url).origin,
});

export default innerPage<Route.ComponentProps["loaderData"]>("/events", EventsPage);
