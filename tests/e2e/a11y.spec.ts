import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { siteRoutes } from "../../app/content/site-map.ts";
import { expect, test } from "./fixtures.ts";

// Zero axe violations (WCAG 2.1 A and AA) and no script errors on every route
// of the route table at phone width (most visitors), and on the busiest pages
// at desktop width.
async function violations(page: Page, path: string) {
  // A behaviour that throws leaves its part of the page dead: every route must run its scripts cleanly.
  const scriptErrors: string[] = [];
  page.on("pageerror", (e) => scriptErrors.push(e.message));
  page.on("console", (m) => {
    // A 404 page's own status is logged as a failed resource; that is not a script error.
    if (m.type() === "error" && !m.text().startsWith("Failed to load resource")) scriptErrors.push(m.text());
  });
  await page.goto(path === "/sub-gallery" ? "/sub-gallery?id=unknown" : path);
  await page.waitForLoadState("networkidle");
  expect(scriptErrors, `script errors on ${path}`).toEqual([]);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.describe("accessibility at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  for (const route of siteRoutes) {
    test(`${route.path} has no axe violations`, async ({ page }) => {
      expect(await violations(page, route.path)).toEqual([]);
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
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
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
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
        [],
      );
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
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
        path,
      ).toEqual([]);
    }
  });
});
