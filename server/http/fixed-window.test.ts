import { describe, expect, it } from "vitest";
import { FixedWindowLimiter } from "./fixed-window.ts";

describe("FixedWindowLimiter", () => {
  it("allows max tries per key in a window, then tells how long to wait", () => {
    let now = 1_000_000;
    const limiter = new FixedWindowLimiter(2, 60_000, () => now);
    expect(limiter.take(["a"])).toEqual({ ok: true });
    now += 10_000;
    expect(limiter.take(["a"])).toEqual({ ok: true });
    expect(limiter.take(["a"])).toEqual({ ok: false, retryAfter: 50 });
    expect(limiter.take(["b"])).toEqual({ ok: true });
    now += 50_000;
    expect(limiter.take(["a"])).toEqual({ ok: true });
  });

  it("refuses when any key is spent, without counting the others", () => {
    const now = 0;
    const limiter = new FixedWindowLimiter(1, 1000, () => now);
    expect(limiter.take(["ip", "number-1"]).ok).toBe(true);
    expect(limiter.take(["ip", "number-2"]).ok).toBe(false);
    // number-2 was not counted by the refused try.
    expect(limiter.take(["other-ip", "number-2"]).ok).toBe(true);
  });

  it("forgets old windows once it holds too many keys", () => {
    let now = 0;
    const limiter = new FixedWindowLimiter(1, 1000, () => now, 3);
    for (const k of ["a", "b", "c"]) limiter.take([k]);
    now += 2000;
    limiter.take(["d"]);
    // "a" expired and was dropped; it starts a fresh window.
    expect(limiter.take(["a"]).ok).toBe(true);
    expect(limiter.take(["d"]).ok).toBe(false);
  });
});
