import { afterEach, describe, expect, it, vi } from "vitest";
import { safeLoad } from "./safe-load.ts";

afterEach(() => vi.restoreAllMocks());

describe("safeLoad", () => {
  it("returns the loaded value", async () => {
    expect(await safeLoad("news", async () => [1, 2], [])).toEqual([1, 2]);
  });

  it("logs a failure and returns the fallback", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const value = await safeLoad(
      "news",
      async () => {
        throw new Error("database is locked");
      },
      "fallback",
    );
    expect(value).toBe("fallback");
    expect(log).toHaveBeenCalledOnce();
    expect(String(log.mock.calls[0][0])).toContain("news");
  });
});
