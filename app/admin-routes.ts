import { index, layout, prefix, type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * The staff area's routes under /admin (owned by the staff-area work).
 * Kept apart from routes.ts so the public route table stays readable.
 * Sign-in and set-password sit outside the session layout; everything else
 * is inside it, and inside a second layout whose error boundary keeps the
 * staff header and menu on screen when a page refuses (403) or fails.
 */
export const adminRoutes: RouteConfigEntry[] = [
  ...prefix("admin", [
    route("login", "routes/admin/login.tsx"),
    route("set-password", "routes/admin/set-password.tsx"),
    layout("routes/admin/layout.tsx", [
      layout("routes/admin/page-frame.tsx", [
        index("routes/admin/dashboard.tsx"),
        route("content", "routes/admin/content-kinds.tsx"),
        route("content/:kind", "routes/admin/content-list.tsx"),
        // `new` as the id opens an empty form.
        route("content/:kind/:id", "routes/admin/content-edit.tsx"),
        route("content/:kind/:id/translate/:lang", "staff/content/translate/route-item-translate.tsx"),
        route("alerts", "routes/admin/alerts.tsx"),
        route("scheduled", "staff/content/approvals/scheduled-route.tsx"),
        route("approvals", "staff/content/approvals/waiting-route.tsx"),
        route("approvals/:kind/:id", "staff/content/approvals/review-route.tsx"),
        route("page-photos", "routes/admin/page-photos.tsx"),
        route("pages", "staff/pages/route-list.tsx"),
        route("menu", "staff/pages/route-menu.tsx"),
        route("pages/:slug", "staff/pages/route-edit.tsx"),
        route("pages/:slug/preview", "staff/pages/route-preview.tsx"),
        route("pages/:slug/translate/:lang", "staff/pages/route-translate.tsx"),
        route("enquiries", "routes/admin/enquiries.tsx"),
        route("certificates", "routes/admin/certificates.tsx"),
        route("accounts", "routes/admin/accounts.tsx"),
        route("audit", "routes/admin/audit.tsx"),
        route("school-profile", "staff/school-profile/school-profile-route.tsx"),
        route("disclosure", "staff/disclosure/disclosure-route.tsx"),
        route("translate/:set/:lang", "staff/translate/route-texts-translate.tsx"),
        route("password", "routes/admin/password.tsx"),
        route("*", "routes/admin/not-found.tsx"),
      ]),
    ]),
  ]),
];
