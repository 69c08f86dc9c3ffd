import type { FastifyInstance } from "fastify";

interface ShutdownOptions {
  app: FastifyInstance;
  /** Seconds between failing readiness and closing the listener. */
  drainSeconds: number;
  /** Stops background work (job worker, timers, metrics listener) before the app closes. */
  beforeClose?: () => Promise<unknown>;
  exit?: (code: number) => void;
}

/**
 * After the drain, how long each step may take, so the process is gone within
 * DRAIN_SECONDS + 10 s (the README's stop timeout) whatever hangs: background
 * work gets BACKGROUND_MS to stop, requests in flight get until CUT_MS (then
 * their connections are closed: a slow upload or a stalled client must not
 * hold the stop), and at FORCE_MS the process exits with 1 regardless.
 */
const BACKGROUND_MS = 4_000;
const CUT_MS = 7_000;
const FORCE_MS = 9_000;

/**
 * What SIGTERM does: /readyz fails at once, so the proxy stops sending new
 * requests; the listener keeps answering for DRAIN_SECONDS (requests the
 * proxy sent before it noticed); then background work stops, in-flight
 * requests finish and the process exits, all within DRAIN_SECONDS + 10 s.
 * Returns the signal handler (a second signal is ignored).
 */
export function gracefulShutdown(opts: ShutdownOptions): (signal: string) => void {
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  return (signal) => {
    if (closing) return;
    closing = true;
    opts.app.operations.draining = true;
    opts.app.log.info({ signal, drainSeconds: opts.drainSeconds }, "shutting down: draining");
    const drainMs = opts.drainSeconds * 1000;
    const force = setTimeout(() => {
      opts.app.log.warn("closing took too long: exiting anyway");
      exit(1);
    }, drainMs + FORCE_MS);
    force.unref();
    setTimeout(() => {
      const cut = setTimeout(() => {
        opts.app.log.warn("requests still in flight: closing their connections");
        opts.app.server.closeAllConnections();
      }, CUT_MS);
      cut.unref();
      Promise.resolve()
        .then(() => withinMs(opts.beforeClose?.(), BACKGROUND_MS))
        .then(() => opts.app.close())
        .then(
          () => {
            clearTimeout(force);
            clearTimeout(cut);
            opts.app.log.info("closed");
            exit(0);
          },
          () => exit(1),
        );
    }, drainMs);
  };
}

/** Waits for the work, but no longer than `ms` (the work goes on; the process is leaving). */
function withinMs(work: Promise<unknown> | undefined, ms: number): Promise<unknown> {
  if (!work) return Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise((resolve) => {
    timer = setTimeout(resolve, ms);
    timer.unref();
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
