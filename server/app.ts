import http from "node:http";
import { constants as zlibConstants } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import fastifyRateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import type { StaffRouteInfo } from "./admin/admin-http.ts";
import { registerAdminRoutes } from "./admin/admin-routes.ts";
import { registerContentRoutes } from "./api/content/content-routes.ts";
import { ContentFastLane } from "./api/content/fast-lane.ts";
import { registerDocsRoutes } from "./api/docs/docs-routes.ts";
import { registerFormRoutes } from "./api/forms/form-routes.ts";
import { registerImageRoutes } from "./api/image/image-routes.ts";
import type { Config } from "./config.ts";
import { clientKey } from "./http/client-key.ts";
import { ClientWindows } from "./http/client-windows.ts";
import { earlyErrorHandlers } from "./http/early-errors.ts";
import { registerErrorHandler } from "./http/errors.ts";
import { requestLogSerializer } from "./http/log-redaction.ts";
import { refuseNulInBodies } from "./http/nul-guard.ts";
import { registerOperations, requestId } from "./http/operations.ts";
import { registerSecurityHeaders } from "./http/security.ts";
import { registerTestClock } from "./ops/test-clock.ts";
import { registerPushRoutes } from "./push/push-routes.ts";
import { registerHostSchool } from "./schools/host-school.ts";
import { createServices, type Services } from "./services.ts";
import { registerAlertHideRoute } from "./web/alert-routes.ts";
import { registerAppShellRoutes } from "./web/app-shell-routes.ts";
import { registerFeedRoutes } from "./web/feed-routes.ts";
import { type PageOptions, registerPages } from "./web/page-handler.ts";

export interface BuildOptions {
  config: Config;
  /** Reuse services (tests share one database across apps). */
  services?: Services;
  /** Serve pages too (needs a build); API-only when absent. */
  pages?: PageOptions;
  /** Development: registers Vite's middleware ahead of the pages. */
  beforePages?: (app: FastifyInstance) => Promise<void>;
  /** Where the log goes (tests read it); standard output when absent. */
  logStream?: { write(line: string): void };
}

export const BODY_LIMIT = 100 * 1024;

/** Builds the whole app; main.ts listens, tests call app.inject. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance & { services: Services }> {
  const { config } = opts;
  const services = opts.services ?? (await createServices(config));
  const hsts = config.publicOrigin?.startsWith("https:") ?? false;
  const apiLimit = { max: Math.round(600 * config.rateLimitFactor), windowMs: 60_000 };
  // The API's per-client counts, shared by the rate-limit plugin and the
  // content API's fast lane; with Redis the plugin counts there and the lane stays off.
  const apiCounts = new ClientWindows();
  const lane = new ContentFastLane({
    trustProxy: config.trustProxy,
    hsts,
    limit: services.shared.redis ? null : { ...apiLimit, counts: apiCounts },
    freshVersion: (school) => services.schools.freshVersion(school),
  });
  const app = createFastify(config, lane, hsts, opts.logStream);
  app.decorate("services", services);
  app.decorate("staffRoutes", [] as StaffRouteInfo[]);
  // Before any route: every path the server answers is an address no page may take.
  services.addresses.noteRoutesOf(app);
  if (!opts.services) app.addHook("onClose", async () => services.close());

  registerOperations(app, services);
  lane.onAnswer((method, route, status, seconds) => app.operations.observe(method, route, status, seconds));
  // Closing: new requests get Fastify's 503, not the lane's answers.
  app.addHook("preClose", async () => lane.stop());
  // Before every route: which school the request is for (server/schools/host-school.ts).
  registerHostSchool(app, services.hosts);
  registerSecurityHeaders(app, { hsts });
  registerErrorHandler(app);
  // Pages and JSON compressed on the fly (brotli at a quality cheap enough
  // per request); images are already compressed and are left alone.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    customTypes: /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/,
  });
  await app.register(async (api) => registerApi(api, services, { ...apiLimit, counts: apiCounts }, lane));

  registerFeedRoutes(app, services);
  registerAppShellRoutes(app, services);
  registerAlertHideRoute(app);
  if (opts.beforePages) await opts.beforePages(app);
  if (opts.pages) await registerPages(app, services, opts.pages);
  return app as unknown as FastifyInstance & { services: Services };
}

/** Fastify with the server's settings; cached content lists are answered before it (fast-lane.ts). */
function createFastify(config: Config, lane: ContentFastLane, hsts: boolean, logStream: BuildOptions["logStream"]) {
  return Fastify({
    // The server settings are those Fastify gives its own server.
    serverFactory: (handler, options) => {
      const server = http.createServer((req, res) => {
        if (!lane.serve(req, res)) handler(req, res);
      });
      // Fastify has filled in its defaults by the time it calls the factory.
      const { keepAliveTimeout, requestTimeout, connectionTimeout } = options as Record<string, number>;
      server.keepAliveTimeout = keepAliveTimeout;
      server.requestTimeout = requestTimeout;
      server.setTimeout(connectionTimeout);
      return server;
    },
    logger:
      config.logLevel === "silent"
        ? false
        : {
            level: config.logLevel,
            serializers: { req: requestLogSerializer },
            ...(logStream ? { stream: logStream } : {}),
          },
    bodyLimit: BODY_LIMIT,
    // Never `true` (config.ts refuses it): a hop count or the proxies' addresses.
    trustProxy:
      typeof config.trustProxy === "number"
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    ...earlyErrorHandlers(hsts),
    routerOptions: { maxParamLength: 300 },
    return503OnClosing: true,
    requestTimeout: 30_000,
    // UUIDs, or the proxy's X-Request-Id when sane; echoed by registerOperations.
    genReqId: requestId,
    requestIdHeader: false,
  });
}

/** Everything under /api, behind the per-client rate limit. */
async function registerApi(
  api: FastifyInstance,
  services: Services,
  limit: { max: number; windowMs: number; counts: ClientWindows },
  lane: ContentFastLane,
): Promise<void> {
  await api.register(fastifyRateLimit, {
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (req) => clientKey(req.ip),
    // With REDIS_URL every instance counts in Redis; while Redis is away
    // requests pass uncounted rather than fail (docs/decisions/004).
    ...(services.shared.redis
      ? { redis: services.shared.redis, nameSpace: "rl:", skipOnError: true }
      : { store: limit.counts.pluginStore() }),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      message: `Too many requests. Please wait ${Math.ceil(ctx.ttl / 1000)} seconds and try again.`,
    }),
  });
  refuseNulInBodies(api);
  registerContentRoutes(api, services, lane);
  registerImageRoutes(api, services);
  registerFormRoutes(api, services);
  registerPushRoutes(api, services);
  registerAdminRoutes(api, services, api.staffRoutes);
  registerDocsRoutes(api);
  // End-to-end tests only: config.ts refuses TEST_CLOCK=1 under NODE_ENV=production.
  if (services.config.testClock) registerTestClock(api, services);
  api.all("/api/*", async (req, reply) =>
    reply.status(404).send({ statusCode: 404, message: `Not found: ${req.method} ${req.url.split("?")[0]}` }),
  );
}
