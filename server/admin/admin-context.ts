import type { FastifyRequest } from "fastify";
import type { StaffAuth } from "../accounts/staff-auth.ts";
import type { Services } from "../services.ts";

/**
 * What the staff route modules share. Its own module, so the route modules
 * need not import admin-routes.ts, which imports each of them. `K` names the
 * services a module uses: its signature (`AdminContext<"content" | "store">`)
 * says what it depends on, and the compiler holds it to that.
 */
export interface AdminContext<K extends keyof Services = keyof Services> {
  services: Pick<Services, K>;
  auth: StaffAuth;
  /** Records a change by the signed-in user in the audit log. */
  audit(req: FastifyRequest, action: string, entity: string, entityId: string | null, detail: string): Promise<void>;
}
