import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { siteRoutes } from "../contract/site-map.ts";
import { adminRoutes } from "./admin-routes.ts";

/**
 * Pages with their own module; every other route of the site map is a
 * static page drawn from its content data by routes/content-page.tsx.
 */
const ownModules: Record<string, string> = {
  "/news": "routes/news.tsx",
  "/events": "routes/events.tsx",
  "/photo-gallery": "routes/photo-gallery.tsx",
  "/sub-gallery": "routes/sub-gallery.tsx",
  "/video-gallery": "routes/video-gallery.tsx",
  "/testimonials": "routes/testimonials.tsx",
  "/newsletter": "routes/newsletter.tsx",
  "/media-gallery": "routes/media-gallery.tsx",
  "/admission-enquire": "routes/admission-enquire.tsx",
  "/tc": "routes/tc.tsx",
  "/contact": "routes/contact.tsx",
  "/mandatory-public-disclosure": "routes/mandatory-public-disclosure.tsx",
  "/fees": "routes/fees.tsx",
};

export default [
  index("routes/home.tsx"),
  ...siteRoutes
    .filter((r) => r.path !== "/")
    .map((r) => route(r.path.slice(1), ownModules[r.path] ?? "routes/content-page.tsx", { id: `page${r.path}` })),
  // Every notice at its own address (contract/notices.ts): the list pages above stay as they are.
  ...(["news", "events", "newsletter", "notifications"] as const).map((base) =>
    route(`${base}/:id`, "routes/notice.tsx", { id: `notice-${base}` }),
  ),
  route("shining-stars", "routes/shining-stars-redirect.tsx"),
  route("verify-tc", "routes/verify-tc.tsx"),
  ...adminRoutes,
  // Pages staff add at their own address; unknown addresses still get the 404 screen.
  route("*", "routes/content-page.tsx", { id: "page-any" }),
] satisfies RouteConfig;
