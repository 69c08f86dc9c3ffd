/**
 * The environment the server runs with under `npm start`. React and React
 * Router pick their builds by NODE_ENV when first loaded, before the
 * server's config is read: left unset, they run their development builds,
 * which render a page at half the speed (bench:uncached, 37 against 76 home
 * pages per CPU second). A NODE_ENV the operator sets is kept.
 * @param {NodeJS.ProcessEnv} env
 * @returns {NodeJS.ProcessEnv}
 */
export function serverEnv(env) {
  return { ...env, NODE_ENV: env.NODE_ENV || "production" };
}
