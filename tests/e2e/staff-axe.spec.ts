import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { signInTo } from "./staff-helpers.ts";

// axe 0 on every staff screen at 375 and 1280 px (issue 26): one sign-in per
// width, then each screen of app/admin-routes.ts in turn. Every failure is
// collected, so one run names all that is left to fix.

/** Each staff screen, as the admin reaches it (app/admin-routes.ts). */
const screens = [
  "/admin",
  "/admin/content",
  "/admin/content/news",
  "/admin/content/news/new",
  "/admin/content/event",
  "/admin/content/gallery",
  "/admin/content/gallery/new",
  "/admin/alerts",
  "/admin/scheduled",
  "/admin/approvals",
  "/admin/page-photos",
  "/admin/pages",
  "/admin/menu",
  "/admin/pages/history",
  "/admin/pages/home",
  "/admin/pages/history/preview",
  "/admin/enquiries",
  "/admin/certificates",
  "/admin/accounts",
  "/admin/audit",
  "/admin/school-profile",
  "/admin/disclosure",
  "/admin/password",
  "/admin/no-such-screen",
];

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("every staff screen has no axe (WCAG 2 A and AA) violation", async ({ page }) => {
      test.setTimeout(120_000);
      const found: Record<string, string[]> = {};
      await page.goto("/admin/login");
      await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
      const atLogin = await axeViolations(page);
      if (atLogin.length) found["/admin/login"] = atLogin;
      await signInTo(page, "/admin");
      for (const path of screens) {
        await page.goto(path);
        const heading = page.getByRole("heading", { level: 1 }).first();
        await expect(heading).toBeVisible();
        // A real screen, not the staff area's "not found" (that one is visited last, on purpose).
        if (path !== "/admin/no-such-screen") await expect(heading).not.toHaveText(/not found/i);
        const violations = await axeViolations(page);
        if (violations.length) found[path] = violations;
      }
      expect(found).toEqual({});
    });
  });
}
