import type { SchoolRepository } from "../content/school-repository.ts";
import type { SharedState } from "./shared-state.ts";

/**
 * A bump inside a transaction is announced before its commit, so a notice
 * may arrive while the new version is not yet visible: the cached version
 * is dropped again this long after the notice.
 */
const RECHECK_AFTER_NOTICE_MS = 300;

/**
 * Content changes across instances: every bump here is published, and a
 * notice from another instance drops the cached content version, so page
 * and API caches (keyed by it) rebuild on the next request instead of up to
 * a second later by the version poll, which stays as the fallback.
 */
export function connectChanges(schools: SchoolRepository, shared: SharedState): void {
  if (!shared.redis) return;
  schools.onBump((code) => shared.publishChange(code));
  shared.onRemoteChange((code) => {
    schools.forget(code);
    setTimeout(() => schools.forget(code), RECHECK_AFTER_NOTICE_MS).unref();
  });
}
