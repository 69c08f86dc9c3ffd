import type { Browser } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { signInTo as signIn } from "./staff-helpers.ts";

// Pages as data (issue 13): an editor changes the /history text in the staff
// area, sees it on the site at once, restores the earlier version; then adds
// /bus-routes in "More Info" and finds it in the menu.

/** A visitor's browser, without the staff session. */
async function visitor(browser: Browser) {
  // Wide enough for the one-row menu whatever the school's name (design.spec checks each width).
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 1440, height: 900 },
  });
  return context.newPage();
}

test.describe.configure({ mode: "serial", timeout: 180_000 });

test("an editor changes the History text, sees it on the site within a second, and restores the earlier version", async ({
  page,
  browser,
}) => {
  const site = await visitor(browser);
  await site.goto("/history");
  const original = await site.locator(".page-body p").first().textContent();
  // A retry finds the text the failed try published; it ends by restoring the content file's version either way.
  if (test.info().retry === 0) expect(original).toContain("founded in 1980");

  await signIn(page, "/admin/pages/history");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit: History");
  // Rewritten in place: the words typed, a word made bold and one made italic.
  const first = page.getByRole("textbox", { name: /^Part \d+ \(Paragraph\)$/ }).first();
  await first.fill("Our school began in ");
  const part = page.getByRole("toolbar", { name: `Text style: ${await first.getAttribute("aria-label")}` });
  // Bold typed on as the office does in Word (Ctrl+B, the words, Ctrl+B); italic from the toolbar below.
  await first.press("End");
  await first.press("Control+b");
  await first.pressSequentially("1980");
  await first.press("Control+b");
  await first.pressSequentially(" with two rooms and a great deal of hope.");
  await expect(first.locator("strong", { hasText: "1980" })).toBeVisible();
  await first.press("End");
  await first.pressSequentially(" Read our ");
  await part.getByRole("button", { name: "Italic" }).click();
  await first.pressSequentially("two rooms");
  await expect(page.locator("body")).not.toContainText("**");
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByRole("status")).toHaveText("Published. Visitors see the new version now.");

  // The very next load shows it (read once, no waiting): no restart, no rebuild, no stale cache.
  await site.goto("/history");
  expect(await site.locator(".page-body").textContent()).toContain("Our school began in 1980 with two rooms");
  await expect(site.locator(".page-body strong", { hasText: "1980" })).toBeVisible();
  await expect(site.locator(".page-body em", { hasText: "two rooms" })).toBeVisible();

  const history = page.getByRole("region", { name: "Earlier versions" });
  await expect(history.getByRole("row").nth(1)).toContainText("Published");
  await expect(history.getByRole("row").nth(1)).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} IST/);
  await history
    .getByRole("row", { name: /Loaded from the content file/ })
    .getByRole("button")
    .click();
  await expect(page.getByRole("status")).toHaveText("The earlier version is back on the site.");
  await site.goto("/history");
  await expect(site.locator(".page-body p").first()).toHaveText(original ?? "");
  await site.context().close();
});

test("a second editor with an older copy gets a plain conflict message and nothing is overwritten", async ({
  page,
  browser,
}) => {
  await signIn(page, "/admin/pages/vision");
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const second = await other.newPage();
  await signIn(second, "/admin/pages/vision");
  await page.getByLabel("Title").fill("Our Vision");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toHaveText(/Draft saved/);
  await second.getByLabel("Title").fill("The Vision");
  await second.getByRole("button", { name: "Save draft" }).click();
  await expect(second.getByRole("alert")).toContainText("Someone else saved this page after you opened it");
  await second.reload();
  await expect(second.getByLabel("Title")).toHaveValue("Our Vision");
  await other.close();
});

test("an editor adds /bus-routes in More Info, publishes it, and visitors find it in the menu", async ({
  page,
  browser,
}) => {
  // A retry runs on the same database, where the first try may have made the page already.
  const n = test.info().retry;
  const slug = n ? `bus-routes-${n}` : "bus-routes";
  const title = n ? `Bus Routes ${n}` : "Bus Routes";
  await signIn(page, "/admin/pages");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel("Web address").fill("news");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByRole("button", { name: "Add page" }).click();
  await expect(page.getByRole("alert")).toContainText("Please correct");
  await expect(page.getByText("This address is already used by the site.")).toBeVisible();

  await page.getByLabel("Web address").fill(slug);
  await page.getByLabel("Menu group").selectOption("More Info");
  await page.getByRole("button", { name: "Add page" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/pages/${slug}$`));
  await page.getByLabel("Kind of part").selectOption("paragraph");
  await page.getByRole("button", { name: "Add a part" }).click();
  await page.getByRole("textbox", { name: "Part 1 (Paragraph)" }).fill("Route 1 stops at Station Road at 7:05 am.");
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status")).toHaveText(/Draft saved/);
  await page.getByRole("link", { name: "Preview" }).click();
  await expect(page.getByText("Route 1 stops at Station Road at 7:05 am.")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Back to editing" }).click();
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByRole("status")).toHaveText(/Published/);

  const site = await visitor(browser);
  // Not the home page: its notification popup would cover the menu.
  await site.goto("/coming-soon");
  const menu = site.getByRole("navigation", { name: "Main" });
  await menu.getByText("More Info", { exact: true }).click();
  await menu.getByRole("link", { name: title, exact: true }).click();
  await expect(site).toHaveURL(new RegExp(`/${slug}$`));
  await expect(site.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(site.getByText("Route 1 stops at Station Road at 7:05 am.")).toBeVisible();
  const unknown = await site.goto("/no-such-page");
  expect(unknown?.status()).toBe(404);
  await site.context().close();
});

test("menu entries that led to Coming Soon now open written pages", async ({ page }) => {
  for (const [group, label, path] of [
    ["Admission", "School Brochure", "/school-brochure"],
    ["Admission", "Application Forms", "/application-forms"],
    ["About Us", "Administration", "/administration"],
    ["Student Life", "Sports & Games", "/sports-games"],
  ]) {
    // Not the home page: its notification popup would cover the menu.
    await page.goto("/coming-soon");
    const menu = page.getByRole("navigation", { name: "Main" });
    await menu.getByText(group, { exact: true }).click();
    await menu.getByRole("link", { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1, name: label })).toBeVisible();
  }
});
