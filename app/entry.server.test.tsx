import { afterEach, describe, expect, it, vi } from "vitest";

const abort = vi.fn();
vi.mock("react-dom/server", () => ({
  renderToPipeableStream: (_element: unknown, options: { onAllReady(): void }) => {
    // React calls onAllReady after renderToPipeableStream has returned.
    setImmediate(() => options.onAllReady());
    return { pipe: (body: NodeJS.WritableStream) => body.end("<!doctype html><p>Staff dashboard</p>"), abort };
  },
  renderToString: () => "<html><p>Results are out</p></html>",
}));

const { default: handleRequest, renderDocument } = await import("./entry.server.tsx");

// What React Router hands the renderer: no matched routes, so no meta.
const routerContext = {
  routeModules: {},
  staticHandlerContext: { matches: [], loaderData: {}, errors: null, location: { pathname: "/" } },
} as never;

const render = (url: string) =>
  handleRequest(new Request(url), 200, new Headers(), routerContext, { nonce: "n" } as never);

describe("server render", () => {
  afterEach(() => {
    vi.useRealTimers();
    abort.mockClear();
  });

  it("leaves no timer holding a finished page", async () => {
    // A pending abort timer kept every page rendered in the last 11 s in
    // memory: uncached renders grew the server past 500 MB.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    for (const url of ["http://school.test/admin/enquiries", "http://school.test/"]) {
      const response = await render(url);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(await response.text()).toMatch(/Staff dashboard|Results are out/);
      expect(vi.getTimerCount()).toBe(0);
    }
    vi.advanceTimersByTime(20_000);
    expect(abort).not.toHaveBeenCalled();
  });

  it("sends a public page as one finished document", async () => {
    const response = await render("http://school.test/news");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("<!DOCTYPE html><html><p>Results are out</p></html>");
  });

  it("gives the page handler a public page as the string it is, with no Response to encode it into", () => {
    const html = renderDocument(new Request("http://school.test/events"), 200, routerContext, { nonce: "n" } as never);
    expect(html).toBe("<!DOCTYPE html><html><p>Results are out</p></html>");
  });
});
