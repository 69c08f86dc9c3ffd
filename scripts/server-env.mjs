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

/**
 * Node's options for the server process (npm start, the e2e server, the
 * benches; the systemd unit writes them out):
 * - --enable-source-maps: errors name the sources, not the bundle's lines
 *   (scripts/build-server.mjs).
 * - --heap-growing-percent=100: after each full garbage collection V8 lets
 *   the heap grow to twice what is alive before the next one, instead of up
 *   to four times when it judges collections cheap. Uncached renders make
 *   their garbage fast; with V8's own choice RSS swung between 150 and 290 MB
 *   over 10,000 renders of the home page, with this one between 150 and 206 MB,
 *   at the same speed (1 % slower; 50 would be 12 % slower).
 */
export const serverNodeArgs = ["--enable-source-maps", "--heap-growing-percent=100"];
