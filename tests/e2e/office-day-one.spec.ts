import type { Page } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { signInTo as signIn } from "./staff-helpers.ts";

// Issue 26, day one and the inputs office staff have: these change what every
// page shows (the map, the WhatsApp button, the demo's flags), so they run in
// the site-wide project, one at a time.

const PHONE = { width: 375, height: 740 };
const LAPTOP = { width: 1280, height: 800 };

async function noAxe(page: Page, include = "main") {
  expect(await axeViolations(page, { include })).toEqual([]);
}

const GOOGLE_IFRAME =
  '<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3783.2!2d73.8567!3d18.5204!2m3!1f0!2f0!3f0&amp;hl=en" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>';

for (const size of [PHONE, LAPTOP]) {
  test(`Google's map code and a WhatsApp number typed as written reach visitors (${size.width} px)`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize(size);
    await signIn(page, "/admin/school-profile");
    await page.getByLabel("Map to show on the page").fill(GOOGLE_IFRAME);
    await page.getByLabel("WhatsApp number or chat link").fill("98220 12345");
    await page.getByRole("button", { name: "Save school details" }).click();
    await expect(page.getByRole("status").filter({ hasText: "School details saved." })).toBeVisible();
    // What was pasted is now the address it held.
    await expect(page.getByLabel("Map to show on the page")).toHaveValue(
      "https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3783.2!2d73.8567!3d18.5204!2m3!1f0!2f0!3f0&hl=en",
    );
    await expect(page.getByLabel("WhatsApp number or chat link")).toHaveValue("https://wa.me/919822012345");
    await noAxe(page);
    if (size === PHONE)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const visitor = await (await browser.newContext({ viewport: size })).newPage();
    await visitor.goto("/contact");
    await expect(visitor.locator("[data-map-embed]").first()).toHaveAttribute(
      "data-map-embed",
      /^https:\/\/www\.google\.com\/maps\/embed\?pb=/,
    );
    // The chat link carries a ready enquiry text after the number (issue 27).
    await expect(visitor.locator('a[href^="https://wa.me/919822012345?"]').first()).toBeAttached();
    await visitor.context().close();

    // Another site's frame is refused, in plain words.
    await page.getByLabel("Map to show on the page").fill('<iframe src="https://evil.example/embed"></iframe>');
    await page.getByRole("button", { name: "Save school details" }).click();
    await expect(page.getByText("Only maps from Google Maps can be shown on the page").first()).toBeVisible();
  });
}

test("a fresh demo counts the disclosure and the admission settings as to do, until the admin checks them", async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize(LAPTOP);
  await signIn(page, "/admin");
  const start = page.getByRole("region", { name: "Getting started" });
  await expect(start).toContainText("Admission settings came with the demo");
  await expect(start).toContainText("Public disclosure items that still show the demo's values");

  await page.goto("/admin/disclosure");
  const principal = page.getByRole("form", { name: /Name of the principal|Principal/ }).first();
  await expect(principal.getByText("From the demo: check this")).toBeVisible();
  await expect(principal.getByText("To do", { exact: true })).toBeVisible();
  await expect(page.getByText(/32 of 32|of \d+ items/).first()).not.toHaveText(/^(\d+) of \1 items$/);
  await noAxe(page);
  await principal.getByRole("button", { name: /Confirm and save/ }).click();
  await expect(principal.getByText("Done", { exact: true })).toBeVisible();
  await expect(principal.getByText("From the demo: check this")).toHaveCount(0);

  await page.goto("/admin/school-profile");
  const admission = page.getByRole("group", { name: "Admission enquiry form" });
  await expect(admission.getByText("From the demo: check this.")).toBeVisible();
  // The demo's defaults follow the calendar, the school's own board and its class names.
  await expect(page.getByLabel("Board chosen at first")).toHaveValue("state");
  await expect(page.getByLabel("Classes offered")).toHaveValue(/KG-I\nKG-II\nStd I\n/);
  await admission.getByRole("button", { name: /These are right/ }).click();
  await expect(admission.getByText("From the demo: check this.")).toHaveCount(0);
  await page.goto("/admin");
  await expect(page.getByRole("region", { name: "Getting started" })).not.toContainText(
    "Admission settings came with the demo",
  );
});
