/**
 * The environment the server runs with under `npm start`; settings the
 * operator made are kept.
 * - NODE_ENV=production: React and React Router pick their builds by it when
 *   first loaded, before the server's config is read. Left unset, they run
 *   their development builds, which render a page at half the speed
 *   (bench:uncached: 37 against 76 home pages per CPU second).
 * - MALLOC_ARENA_MAX=2 instead of glibc's eight per core: the image
 *   library's threads otherwise leave ~70 MB of freed memory in arenas of
 *   their own after the demo photos are made (362 → 303 MB after the demo load).
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
export function serverEnv(env) {
  return { ...env, NODE_ENV: env.NODE_ENV || "production", MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || "2" };
}
