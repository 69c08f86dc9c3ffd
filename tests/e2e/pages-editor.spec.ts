import type { Browser } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { dragOnto, noMarkupHints, signInTo as signIn } from "./staff-helpers.ts";

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

for (const width of [1280, 375])
  test(`an editor changes the History text, sees it on the site within a second, and restores the earlier version (${width} px)`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 900 });
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
    await first.press("Control+End");
    await first.press("Control+b");
    await first.pressSequentially("1980");
    await first.press("Control+b");
    await first.pressSequentially(" with two rooms and a great deal of hope.");
    await expect(first.locator("strong", { hasText: "1980" })).toBeVisible();
    await first.press("Control+End");
    await first.pressSequentially(" Read our ");
    await part.getByRole("button", { name: "Italic" }).click();
    await first.pressSequentially("two rooms");
    await part.getByRole("button", { name: "Italic" }).click();
    // A link on the words "our admissions", through the link dialog (Ctrl+K opens it too).
    await first.pressSequentially(" and our admissions");
    for (let i = 0; i < "our admissions".length; i++) await first.press("Shift+ArrowLeft");
    await first.press("Control+k");
    const ask = page.getByRole("dialog", { name: "Make a link" });
    await ask.getByLabel("Link address").fill("/admission-enquire");
    await ask.getByLabel("Link address").press("Enter");
    await expect(first.getByRole("link", { name: "our admissions" })).toBeAttached();
    await noMarkupHints(page);
    await page.getByRole("button", { name: "Save and publish" }).click();
    await expect(page.getByRole("status")).toHaveText("Published. Visitors see the new version now.");

    // The very next load shows it (read once, no waiting): no restart, no rebuild, no stale cache.
    await site.goto("/history");
    expect(await site.locator(".page-body").textContent()).toContain("Our school began in 1980 with two rooms");
    await expect(site.locator(".page-body strong", { hasText: "1980" })).toBeVisible();
    await expect(site.locator(".page-body em", { hasText: "two rooms" })).toBeVisible();
    await expect(site.locator(".page-body").getByRole("link", { name: "our admissions" })).toHaveAttribute(
      "href",
      "/admission-enquire",
    );

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
  // The address is made from the title and shown in plain words; staff change it only behind "Change address".
  await page.getByLabel("Title", { exact: true }).fill(title);
  await expect(page.getByText(`The page's address will be /${slug}.`)).toBeVisible();
  await expect(page.getByLabel("Web address")).toHaveCount(0);
  await page.getByRole("button", { name: "Change address" }).click();
  await expect(page.getByLabel("Web address")).toBeFocused();
  await expect(page.getByLabel("Web address")).toHaveValue(slug);
  // An address the site itself uses is refused in plain words.
  await page.getByLabel("Web address").fill("news");
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

  // The menu has its own screen, reached from Pages and the staff menu; its entries are put
  // in order by dragging, or with their Move buttons from the keyboard.
  await page.goto("/admin/pages");
  await page.getByRole("link", { name: /Change the menu/ }).click();
  await expect(page).toHaveURL(/\/admin\/menu$/);
  await expect(page.getByRole("heading", { level: 1, name: "Website menu" })).toBeVisible();
  const moreInfo = page.getByRole("group", { name: "More Info", exact: true });
  const entries = moreInfo.getByLabel("Words in the menu");
  const firstEntry = await entries.first().inputValue();
  await dragOnto(moreInfo.locator(`[data-drag-entry="${title}"]`), moreInfo.locator(".menu-editor__entry").first());
  await expect(entries.first()).toHaveValue(title);
  await expect(entries.nth(1)).toHaveValue(firstEntry);
  await page.getByRole("button", { name: "Save menu" }).click();
  await expect(page.getByText("Menu saved. Visitors see it now.")).toBeVisible();
  await page.reload();
  await expect(entries.first()).toHaveValue(title);
  // Put back at the end with the keyboard alternative.
  const down = moreInfo.getByRole("button", { name: `Move down: ${title}` });
  while (await down.isEnabled()) {
    await down.focus();
    await page.keyboard.press("Enter");
  }
  await expect(entries.last()).toHaveValue(title);
  await page.getByRole("button", { name: "Save menu" }).click();
  await expect(page.getByText("Menu saved. Visitors see it now.")).toBeVisible();
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
