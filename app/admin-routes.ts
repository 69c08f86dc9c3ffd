import type { RouteConfigEntry } from "@react-router/dev/routes";

/**
 * The staff area's routes under /admin (owned by the staff-area work).
 * Kept apart from routes.ts so the public route table stays readable.
 */
export const adminRoutes: RouteConfigEntry[] = [];
