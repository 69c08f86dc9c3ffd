import type { FastifyRequest } from "fastify";
import type { StaffAuth } from "../accounts/staff-auth.ts";
import type { Services } from "../services.ts";

/**
 * What the staff route modules share. Its own module, so the route modules
 * need not import admin-routes.ts, which imports each of them.
 */
export interface AdminContext {
  services: Services;
  auth: StaffAuth;
  /** Records a change by the signed-in user in the audit log. */
  audit(req: FastifyRequest, action: string, entity: string, entityId: string | null, detail: string): Promise<void>;
}
