import { test as base, type Response } from "@playwright/test";

export { expect } from "@playwright/test";

const isPublicPage = (response: Response | null, url: string) =>
  !!response &&
  (response.headers()["content-type"] ?? "").startsWith("text/html") &&
  !new URL(url).pathname.startsWith("/admin");

/**
 * `page.goto` that, on a public page with JavaScript on, also waits until the
 * page's behaviours have loaded and run (app/enhance/main.ts marks <html>),
 * as a visitor waits for a page to finish loading. Without it a click can
 * race the lazy behaviour chunks on a busy machine: the plain link wins and
 * the test sees the no-JavaScript result.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false && isPublicPage(response, page.url())) {
        await page.locator("html[data-enhanced]").waitFor({ state: "attached", timeout: 20_000 });
      }
      return response;
    };
    await use(page);
  },
});
