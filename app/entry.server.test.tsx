import { afterEach, describe, expect, it, vi } from "vitest";

const abort = vi.fn();
vi.mock("react-dom/server", () => ({
  renderToPipeableStream: (_element: unknown, options: { onAllReady(): void }) => {
    // React calls onAllReady after renderToPipeableStream has returned.
    setImmediate(() => options.onAllReady());
    return { pipe: (body: NodeJS.WritableStream) => body.end("<!doctype html><p>Results are out</p>"), abort };
  },
}));

const { default: handleRequest } = await import("./entry.server.tsx");

const render = () =>
  handleRequest(new Request("http://school.test/"), 200, new Headers(), {} as never, { nonce: "n" } as never);

describe("server render", () => {
  afterEach(() => {
    vi.useRealTimers();
    abort.mockClear();
  });

  it("leaves no timer holding a finished page", async () => {
    // A pending abort timer kept every page rendered in the last 11 s in
    // memory: uncached renders grew the server past 500 MB.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const response = await render();
    expect(await response.text()).toContain("Results are out");
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(20_000);
    expect(abort).not.toHaveBeenCalled();
  });
});
