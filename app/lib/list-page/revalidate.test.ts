import type { ShouldRevalidateFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { skipQueryOnlyRevalidation } from "./revalidate.ts";

const args = (from: string, to: string, extra: Partial<ShouldRevalidateFunctionArgs> = {}) =>
  ({
    currentUrl: new URL(from, "http://x"),
    nextUrl: new URL(to, "http://x"),
    currentParams: {},
    nextParams: {},
    defaultShouldRevalidate: true,
    ...extra,
  }) as ShouldRevalidateFunctionArgs;

describe("skipQueryOnlyRevalidation", () => {
  it("does not reload the list when only the filters in the query change", () => {
    expect(skipQueryOnlyRevalidation(args("/news", "/news?year=2024"))).toBe(false);
    expect(skipQueryOnlyRevalidation(args("/news?q=a", "/news?q=ab"))).toBe(false);
  });

  it("keeps the default for another page or a form post", () => {
    expect(skipQueryOnlyRevalidation(args("/news", "/events"))).toBe(true);
    expect(skipQueryOnlyRevalidation(args("/news", "/news", { formMethod: "POST" }))).toBe(true);
  });
});
