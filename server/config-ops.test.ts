import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("operations settings", () => {
  it("drains 5 seconds, has metrics off and bounded database waits by default", () => {
    const c = loadConfig({});
    expect(c.drainSeconds).toBe(5);
    expect(c.metricsPort).toBeNull();
    expect(c.db).toEqual({ connectTimeoutMs: 5000, statementTimeoutMs: 15_000 });
  });

  // Each variable on its own: setting one leaves the others at their defaults.
  it.each([
    ["DRAIN_SECONDS", "0", { drainSeconds: 0, metricsPort: null }],
    ["METRICS_PORT", "9464", { drainSeconds: 5, metricsPort: 9464 }],
    ["DB_CONNECT_TIMEOUT_MS", "2000", { db: { connectTimeoutMs: 2000, statementTimeoutMs: 15_000 } }],
    ["DB_STATEMENT_TIMEOUT_MS", "60000", { db: { connectTimeoutMs: 5000, statementTimeoutMs: 60_000 } }],
  ])("reads %s", (name, value, settings) => {
    expect(loadConfig({ [name]: value })).toMatchObject(settings);
  });

  it("names the variable when a value is wrong", () => {
    expect(() => loadConfig({ DRAIN_SECONDS: "soon" })).toThrow(/DRAIN_SECONDS/);
    expect(() => loadConfig({ METRICS_PORT: "99999" })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: "5" })).toThrow(ConfigError);
  });
});
