import { todayInKolkata } from "../../contract/dates.ts";
import { innerPage } from "../components/layout/inner-page.tsx";
import { pageMeta } from "../components/layout/meta.ts";
import { loadEvents } from "../features/events/events-data.ts";
import { EventsPage } from "../features/events/events-page.tsx";
import { eventData, upcomingEvents } from "../lib/head/structured-data.ts";
import { safeLoad } from "../lib/list-page/safe-load.ts";
import type { Route } from "./+types/events";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, "/events", {
    structured: (school, origin) => eventData(args.loaderData?.upcoming ?? [], school, origin),
  });

export const loader = async ({ request, context }: Route.LoaderArgs) => ({
  ...(await loadEvents(context.site)),
  // The calendar subscription needs the site's full address: the configured public one, else this request's.
  origin: context.origin ?? new URL(request.url).origin,
  // For search engines (structured data): the next events from today.
  upcoming: upcomingEvents(await safeLoad("events", () => context.site.list("event"), []), todayInKolkata()),
});

export default innerPage<Route.ComponentProps["loaderData"]>("/events", EventsPage);
