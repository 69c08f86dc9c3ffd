import { pageMeta } from "../components/layout/meta.ts";
import { PageHeader } from "../components/layout/page-header.tsx";
import { routeInfo } from "../content/site-map.ts";
import { loadEvents } from "../features/events/events-data.ts";
import { EventsPage } from "../features/events/events-page.tsx";
import type { Route } from "./+types/events";

const info = routeInfo("/events");

export const meta: Route.MetaFunction = (args) => pageMeta(args, info.path);

export const loader = async ({ request, context }: Route.LoaderArgs) => ({
  ...(await loadEvents(context.site)),
  // The calendar subscription needs the site's full address: the configured public one, else this request's.
  origin: context.origin ?? new URL(request.url).origin,
});

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={info.title} trail={info.trail} />
      <div className="page-body">
        <EventsPage {...loaderData} />
      </div>
    </>
  );
}
