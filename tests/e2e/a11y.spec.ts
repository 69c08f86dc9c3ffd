import type { Page } from "@playwright/test";
import { siteRoutes } from "../../contract/site-map.ts";
import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

// Every route of the route table at phone width (most visitors), and the
// busiest pages at desktop width: it answers inside the layout, runs its
// scripts without errors, and has zero axe violations (WCAG 2.1 A and AA).
// One visit per route checks all three, as each visit costs seconds.
async function visit(page: Page, path: string) {
  // A behaviour that throws leaves its part of the page dead: every route must run its scripts cleanly.
  const scriptErrors: string[] = [];
  page.on("pageerror", (e) => scriptErrors.push(e.message));
  page.on("console", (m) => {
    // A 404 page's own status is logged as a failed resource; that is not a script error.
    if (m.type() === "error" && !m.text().startsWith("Failed to load resource")) scriptErrors.push(m.text());
  });
  // The fixture's goto returns once every behaviour on the page has run (html[data-enhanced]): their
  // errors are in by then, without waiting for the network to fall quiet (half a second a route).
  const response = await page.goto(path === "/sub-gallery" ? "/sub-gallery?id=unknown" : path);
  expect(scriptErrors, `script errors on ${path}`).toEqual([]);
  return response;
}

async function violations(page: Page, path: string) {
  await visit(page, path);
  return axeViolations(page);
}

async function expectInsideLayout(page: Page, path: string) {
  await expect(page.locator("header.site-header")).toBeVisible();
  await expect(page.locator("main#main")).toHaveCount(1);
  await expect(page.locator("footer.site-footer")).toBeVisible();
  await expect(page).toHaveTitle(/\S/);
  if (path !== "/") {
    const crumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumb).toBeVisible();
    await expect(crumb.getByRole("link").first()).toHaveText("Home");
    await expect(crumb.getByRole("link").first()).toHaveAttribute("href", "/");
  }
}

// The scan itself must see a fault: an image without a description is reported.
test("the accessibility scan reports an image without a description", async ({ page }) => {
  await page.goto("/history");
  await page.evaluate(() => {
    const img = document.createElement("img");
    img.src = "/favicon.ico";
    document.querySelector("main")?.append(img);
  });
  expect((await axeViolations(page)).join("\n")).toMatch(/^image-alt: /m);
});

test.describe("accessibility at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  // Scans of long pages on a busy machine take more than the default 30 s.
  test.describe.configure({ timeout: 60_000 });
  for (const route of siteRoutes) {
    test(`${route.path} answers inside the layout with no axe violations`, async ({ page }) => {
      const response = await visit(page, route.path);
      // An album id is required: without a known one the album page answers 404 by design.
      expect(response?.status()).toBe(route.path === "/sub-gallery" ? 404 : 200);
      await expectInsideLayout(page, route.path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
  // Pages outside the route table (issue 18).
  for (const path of ["/verify-tc", "/verify-tc?code=ABCD-EFGH-JKMN-PQRS"]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      expect(await violations(page, path)).toEqual([]);
    });
  }
});

test.describe("accessibility at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  for (const path of ["/", "/news", "/our-infrastructure", "/admission-enquire"]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      expect(await violations(page, path)).toEqual([]);
    });
  }
});

test.describe("accessibility of the staff School details page", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test("/admin/school-profile has no axe violations", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto("/admin/login?next=%2Fadmin%2Fschool-profile");
    await page.getByLabel("E-mail address").fill("admin@example.com");
    await page.getByLabel("Password").fill("e2e-admin-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "School details" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("accessibility of the public disclosure's staff pages", () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ viewport: { width: 1280, height: 800 } });
  for (const path of ["/admin/disclosure", "/admin"]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(`/admin/login?next=${encodeURIComponent(path)}`);
      await page.getByLabel("E-mail address").fill("admin@example.com");
      await page.getByLabel("Password").fill("e2e-admin-password");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("heading", { name: "Public disclosure" }).first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe("accessibility of pages as data", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  // Demo pages that replaced Coming Soon menu entries (not in the route table: served by the catch-all route).
  for (const path of ["/administration", "/school-brochure", "/application-forms", "/sports-games"]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      expect(await violations(page, path)).toEqual([]);
    });
  }

  test("the staff pages screens have no axe violations", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto("/admin/login?next=%2Fadmin%2Fpages");
    await page.getByLabel("E-mail address").fill("admin@example.com");
    await page.getByLabel("Password").fill("e2e-admin-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    for (const path of ["/admin/pages", "/admin/pages/history", "/admin/pages/history/preview"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await axeViolations(page), path).toEqual([]);
    }
  });
});
