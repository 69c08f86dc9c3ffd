import type { FastifyInstance } from "fastify";

interface ShutdownOptions {
  app: FastifyInstance;
  /** Seconds between failing readiness and closing the listener. */
  drainSeconds: number;
  /** Stops background work (job worker, timers, metrics listener) before the app closes. */
  beforeClose?: () => Promise<unknown>;
  exit?: (code: number) => void;
  /** Exit with 1 if closing takes this much longer than the drain. */
  graceMs?: number;
}

/**
 * What SIGTERM does: /readyz fails at once, so the proxy stops sending new
 * requests; the listener keeps answering for DRAIN_SECONDS (requests the
 * proxy sent before it noticed); then background work stops, in-flight
 * requests finish and the process exits. Returns the signal handler (a
 * second signal is ignored).
 */
export function gracefulShutdown(opts: ShutdownOptions): (signal: string) => void {
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  return (signal) => {
    if (closing) return;
    closing = true;
    opts.app.operations.draining = true;
    opts.app.log.info({ signal, drainSeconds: opts.drainSeconds }, "shutting down: draining");
    const force = setTimeout(() => exit(1), opts.drainSeconds * 1000 + (opts.graceMs ?? 15_000));
    force.unref();
    setTimeout(() => {
      Promise.resolve()
        .then(() => opts.beforeClose?.())
        .then(() => opts.app.close())
        .then(
          () => {
            clearTimeout(force);
            opts.app.log.info("closed");
            exit(0);
          },
          () => exit(1),
        );
    }, opts.drainSeconds * 1000);
  };
}
