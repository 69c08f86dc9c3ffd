import autocannon, { type Result } from "autocannon";
import { cpuSeconds } from "./cpu.ts";

interface LoadOptions {
  url: string;
  /** Seconds of measured load (default 10). */
  duration?: number;
  /** Concurrent connections (default 50). */
  connections?: number;
  /** Seconds of unmeasured load first, so JIT, caches and connections are warm (default 3). */
  warmup?: number;
  headers?: Record<string, string>;
  title?: string;
  /** Process serving the URL: its CPU time during the measured run is reported. */
  pid?: number;
}

export interface LoadFigures {
  title: string;
  url: string;
  /** Mean requests per second over the measured run. */
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  errors: number;
  non2xx: number;
  requests: number;
  bytesPerSecond: number;
  /** CPU seconds the serving process (and its children) used during the measured run; null without pid. */
  cpuSeconds: number | null;
  /** Requests answered per CPU second of the server: capacity, less sensitive to a busy machine. */
  requestsPerCpuSecond: number | null;
}

/** Runs autocannon (programmatic API) against one URL: a warm-up, then the measured run. */
export async function runLoad(opts: LoadOptions): Promise<LoadFigures> {
  const base = {
    url: opts.url,
    connections: opts.connections ?? 50,
    headers: opts.headers,
    timeout: 10,
  };
  const warmup = opts.warmup ?? 3;
  if (warmup > 0) await autocannon({ ...base, duration: warmup });
  const cpuBefore = opts.pid ? cpuSeconds(opts.pid) : 0;
  const r: Result = await autocannon({ ...base, duration: opts.duration ?? 10, title: opts.title });
  const cpu = opts.pid ? cpuSeconds(opts.pid) - cpuBefore : null;
  return figuresOf(r, opts.title ?? opts.url, cpu);
}

function figuresOf(r: Result, title: string, cpu: number | null = null): LoadFigures {
  return {
    title,
    url: r.url,
    requestsPerSecond: r.requests.average,
    latencyP50: r.latency.p50,
    latencyP99: r.latency.p99,
    errors: r.errors + r.non2xx,
    non2xx: r.non2xx,
    requests: r.requests.total,
    bytesPerSecond: r.throughput.average,
    cpuSeconds: cpu,
    requestsPerCpuSecond: cpu ? r.requests.total / cpu : null,
  };
}
