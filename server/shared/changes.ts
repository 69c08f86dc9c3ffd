import type { SchoolRepository } from "../content/school-repository.ts";
import type { SharedState } from "./shared-state.ts";

/**
 * Content changes across instances: every change here is published once committed, and a
 * notice from another instance drops the cached content version, so page
 * and API caches (keyed by it) rebuild on the next request instead of up to
 * a second later by the version poll, which stays as the fallback.
 */
export function connectChanges(schools: SchoolRepository, shared: SharedState): void {
  if (!shared.redis) return;
  schools.onChange((code) => shared.publishChange(code));
  shared.onRemoteChange((code) => schools.forget(code));
}
