import { expect, test } from "./fixtures.ts";

// Every route of the route table answering inside the layout is checked by
// a11y.spec.ts, in the same visit as its accessibility scan.

test("an unknown route answers 404 with the error screen", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Unexpected Application Error!" })).toBeVisible();
  await expect(page.locator("footer.site-footer")).toBeVisible();
  // The tab and the history name the problem and the school, never an empty title.
  await expect(page).toHaveTitle(/^Page not found \| \S/);
  await expect(page.locator(".error-screen__message")).toHaveText(
    "Sorry, there is no page at this address. (error 404)",
  );
});

test("the demo's /administration page is a public page with header, menu and footer, open to search engines", async ({
  page,
  request,
}) => {
  const response = await page.goto("/administration");
  expect(response?.status()).toBe(200);
  await expect(page.locator("header.site-header")).toBeVisible();
  await expect(page.locator("#site-menu")).toHaveCount(1);
  await expect(page.locator("footer.site-footer")).toBeVisible();
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots.split("\n")).not.toContain("Disallow: /admin");
});

test("/shining-stars redirects permanently to /shinning-stars", async ({ request }) => {
  const response = await request.get("/shining-stars", { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe("/shinning-stars");
});

test("the mobile menu opens and closes at 375 px", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/history");
  const toggle = page.getByRole("button", { name: "Menu" });
  const menu = page.locator("#site-menu");
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(menu).toBeVisible();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  // Open a group by keyboard and follow a link.
  await menu.getByText("Admission", { exact: true }).focus();
  await page.keyboard.press("Enter");
  await menu.getByRole("link", { name: "Admission Procedure" }).click();
  await expect(page).toHaveURL(/\/admission-procedure$/);
  // A new page: its menu works once its behaviours have run (a tap before that races them).
  await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(menu).toBeVisible();
  await menu.getByRole("button", { name: "Close" }).click();
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  await toggle.click();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
});

test("the header has every menu group, and unfinished entries lead to /coming-soon", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const group of [
    "About Us",
    "Admission",
    "Student Life",
    "News & Events",
    "Gallery",
    "Kindergarten Zone",
    "School infrastructure",
    "TVMS",
    "School Policies",
    "Contact Us",
    "Teachers Recruitment",
    "More Info",
  ]) {
    await expect(nav.getByText(group, { exact: true }).first()).toBeAttached();
  }
  // Pages the demo has written (pages as data) take the place of their Coming Soon entries.
  for (const [label, href] of [
    ["Administration", "/administration"],
    ["School Brochure", "/school-brochure"],
    ["Application Forms", "/application-forms"],
    ["Sports & Games", "/sports-games"],
  ]) {
    await expect(nav.locator("a").filter({ hasText: new RegExp(`^${label}$`) })).toHaveAttribute("href", href);
  }
  for (const label of ["Alumni News", "Maths Lab", "Parental Involvement", "Blog"]) {
    // Links inside closed menu groups are not in the accessibility tree yet, so match the element.
    const link = nav.locator("a").filter({ hasText: new RegExp(`^${label}$`) });
    await expect(link).toHaveAttribute("href", "/coming-soon");
  }
});

test("the footer has its parts", async ({ page }) => {
  await page.goto("/contact");
  const footer = page.locator("footer.site-footer");
  await expect(footer.getByRole("img", { name: /logo/ })).toBeVisible();
  await expect(footer.getByRole("heading", { name: "Quick Links" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "ERP Software" })).toHaveAttribute("href", "/erp-software");
  await expect(footer.getByRole("link", { name: /Parent Portal/ })).toHaveAttribute("target", "_blank");
  await expect(footer.getByRole("link", { name: /Online Fee Payment/ })).toHaveAttribute("href", /^https:/);
  await expect(footer.getByRole("heading", { name: "Get In Touch" })).toBeVisible();
  // The phone bar (Call, WhatsApp, Enquire) sits in the footer too; the contact list has the two numbers.
  await expect(footer.locator('a[href^="tel:"]:not(.quick-bar__item)')).toHaveCount(2);
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(footer.getByRole("heading", { name: "Download Mobile App" })).toBeVisible();
  await expect(footer.getByRole("button", { name: "Show map" })).toBeVisible();
  const year = new Date().getFullYear();
  await expect(footer).toContainText(`© 2023–${year}`);
});
