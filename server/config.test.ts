import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("configuration", () => {
  it("has working defaults", () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.schoolCode).toBe("tvms");
    expect(c.databaseUrl.endsWith("data/site.db")).toBe(true);
    expect(c.dataDir.endsWith("data/files")).toBe(true);
    expect(c.admin).toBeNull();
  });

  it("stops with a message naming the wrong variable", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ SCHOOL_CODE: "no spaces allowed" })).toThrow(/SCHOOL_CODE/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ADMIN_EMAIL: "not-an-email", ADMIN_PASSWORD: "long enough pw" })).toThrow(/ADMIN_EMAIL/);
  });

  // N4/F4: a range holding ordinary visitors let them write their own
  // X-Forwarded-For entry; 0.0.0.0/0 crashed the start with a raw TypeError.
  it("refuses a TRUST_PROXY range wider than a private network, naming the variable", () => {
    for (const wide of [
      "0.0.0.0/0",
      "0.0.0.0/1,128.0.0.0/1",
      "10.0.0.5, 0.0.0.0/7",
      "::/0",
      "8000::/1",
      "::/8",
      "::ffff:0:0/96",
      "::ffff:0.0.0.0/100",
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: wide }), wide).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: wide }), wide).toThrow(
        /TRUST_PROXY: .*more addresses than a private network/,
      );
    }
    for (const fine of [
      "10.0.0.0/8",
      "172.16.0.0/12",
      "192.168.0.0/16",
      "fc00::/7",
      "2001:db8::/48",
      "::ffff:10.0.0.0/104",
    ])
      expect(loadConfig({ TRUST_PROXY: fine }).trustProxy, fine).toEqual([fine]);
  });

  it("never lets a production server have the e2e test clock (issue 31)", () => {
    expect(loadConfig({}).testClock).toBe(false);
    expect(() => loadConfig({ TEST_CLOCK: "1" })).toThrow(/TEST_CLOCK.*NODE_ENV=production/);
    expect(() => loadConfig({ TEST_CLOCK: "1", NODE_ENV: "production" })).toThrow(ConfigError);
    expect(loadConfig({ TEST_CLOCK: "1", NODE_ENV: "test" }).testClock).toBe(true);
    expect(loadConfig({ TEST_CLOCK: "0", NODE_ENV: "test" }).testClock).toBe(false);
  });

  it("needs ADMIN_EMAIL and ADMIN_PASSWORD together", () => {
    expect(() => loadConfig({ ADMIN_EMAIL: "a@example.com" })).toThrow(/ADMIN_PASSWORD/);
    const c = loadConfig({ ADMIN_EMAIL: "Head@Example.com", ADMIN_PASSWORD: "a long password" });
    expect(c.admin).toEqual({ email: "head@example.com", password: "a long password" });
  });

  it("selects PostgreSQL from a postgres:// URL", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://u:p@localhost/db" }).databaseUrl).toBe("postgres://u:p@localhost/db");
  });

  it("keeps the page cache on unless a benchmark turns it off with PAGE_CACHE=off", () => {
    expect(loadConfig({}).pageCache).toBe(true);
    expect(loadConfig({ PAGE_CACHE: "off" }).pageCache).toBe(false);
    expect(() => loadConfig({ PAGE_CACHE: "no" })).toThrow(/PAGE_CACHE/);
  });

  it("lets a visitor wait 250 ms for a fresh page after a change unless PAGE_STALE_WAIT_MS says otherwise", () => {
    expect(loadConfig({}).pageStaleWaitMs).toBe(250);
    expect(loadConfig({ PAGE_STALE_WAIT_MS: "5000" }).pageStaleWaitMs).toBe(5000);
    expect(() => loadConfig({ PAGE_STALE_WAIT_MS: "a minute" })).toThrow(/PAGE_STALE_WAIT_MS/);
    expect(() => loadConfig({ PAGE_STALE_WAIT_MS: "-1" })).toThrow(/PAGE_STALE_WAIT_MS/);
  });
});
