import type { Page } from "@playwright/test";
import { siteRoutes } from "../../contract/site-map.ts";
import { demoSchool } from "../../server/demo/demo-school.ts";
import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { signInTo, unique } from "./staff-helpers.ts";

/**
 * Issue 29 as a Marathi-reading parent meets it, on the demo school (Marathi
 * and Hindi on): one server, one loop per question, each visit checking what
 * it can.
 */
const admission = demoSchool.admission!;

/** From an English page to the same page in Marathi, by the header's language links. */
async function switchToMarathi(page: Page) {
  const languages = page.getByRole("navigation", { name: "Languages" });
  await languages.getByRole("link", { name: "मराठी" }).click();
  await expect(page).toHaveURL(/\/mr\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "mr");
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`a Marathi-reading parent at 375 px, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ viewport: { width: 375, height: 740 }, javaScriptEnabled });
    test.describe.configure({ timeout: 90_000 });

    test("reads the admission procedure and fees in Marathi, sends an enquiry, and the office sees its language", async ({
      page,
    }) => {
      await page.goto("/");
      if (javaScriptEnabled) await page.keyboard.press("Escape");
      await switchToMarathi(page);

      await page.goto("/mr/admission-procedure");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("प्रवेश प्रक्रिया");
      await expect(page.getByRole("heading", { name: "प्रवेशाचे टप्पे" })).toBeVisible();
      await expect(page.getByText("भरलेला अर्ज खाली दिलेल्या कागदपत्रांसह परत द्या.")).toBeVisible();
      await expect(page.locator("main [lang=en]")).toHaveCount(0);

      await page.goto("/mr/fees");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("शुल्क");
      await expect(page.getByRole("table", { name: "प्रत्येक इयत्तेचे शुल्क" })).toBeVisible();

      await page.goto("/mr/admission-enquire");
      const name = `अनया ${unique()}`;
      await page.getByLabel("विद्यार्थ्याचे नाव").fill(name);
      await page.getByLabel("पालकाचे नाव").fill("सुरेश पाटील");
      await page.getByLabel("मोबाइल क्रमांक").fill("98765 4321");
      await page.getByLabel("ई-मेल").fill("suresh@example.com");
      await page.getByLabel("इयत्ता").selectOption(admission.classes[6].value);
      await page.locator("#enquiry-consent").check();
      await page.getByRole("button", { name: "पाठवा" }).click();
      await expect(page.locator("#enquiry-phone-error")).toHaveText("योग्य 10 अंकी मोबाइल क्रमांक लिहा");
      await expect(page.locator("html")).toHaveAttribute("lang", "mr");

      await page.getByLabel("मोबाइल क्रमांक").fill("98765 43210");
      // Without JavaScript the page came back from the server: the consent is asked again.
      await page.locator("#enquiry-consent").check();
      await page.getByRole("button", { name: "पाठवा" }).click();
      await expect(page.getByText("✅ तुमचा अर्ज यशस्वीपणे पाठवला गेला.")).toBeVisible();

      if (!javaScriptEnabled) return;
      await signInTo(page, "/admin/enquiries");
      const card = page.locator("article, li, tr").filter({ hasText: name }).first();
      await expect(card).toContainText("sent in मराठी");
    });
  });
}

test("English pages fetch no Devanagari font; Marathi pages do", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "font") fonts.push(new URL(r.url()).pathname);
  });
  await page.goto("/history");
  await page.waitForLoadState("networkidle");
  expect(fonts.filter((f) => /devanagari/i.test(f))).toEqual([]);
  await page.goto("/mr/history");
  await page.waitForLoadState("networkidle");
  // On a device with its own Devanagari font the brand's come once the visitor reads on (docs/decisions/009).
  await page.mouse.wheel(0, 300);
  await expect.poll(() => fonts.some((f) => /devanagari/i.test(f))).toBe(true);
});

// One test per language, so the two scans run side by side on the two workers.
for (const lang of ["mr", "hi"]) {
  test(`axe finds nothing on any public route in ${lang === "mr" ? "Marathi" : "Hindi"}`, async ({ page }) => {
    test.setTimeout(600_000);
    // Photos carry no words to check: not fetched, to keep the loop fast.
    await page.route(/\.(jpe?g|png|webp|avif|gif)(\?|$)|\/api\/image\//, (r) => r.abort());
    const found: string[] = [];
    for (const route of siteRoutes) {
      const path = route.path === "/sub-gallery" ? "/sub-gallery?id=unknown" : route.path;
      await page.goto(`/${lang}${path}`, { waitUntil: "load" });
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      // The header and footer are the same on every page: scanned whole once per language, then the main part.
      const scan = await axeViolations(page, route.path === "/" ? {} : { include: "main" });
      found.push(...scan.map((v) => `/${lang}${path}: ${v}`));
    }
    expect(found).toEqual([]);
  });
}

test("an imported translated page answers under /mr/ with Marathi words and menu; an untranslated one shows its English, marked", async ({
  page,
}) => {
  // The demo is loaded through the import (school.languages and pages' translations), as a school's file is.
  await page.goto("/history");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("History");
  await expect(page.locator('link[rel=alternate][hreflang="mr"]')).toHaveAttribute("href", /\/mr\/history$/);
  await page.goto("/mr/history");
  await expect(page.locator("html")).toHaveAttribute("lang", "mr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("इतिहास");
  await expect(page.getByText("महत्त्वाचे टप्पे")).toBeVisible();
  // The menu in Marathi: its groups' names, its links to the Marathi pages.
  const menu = page.getByRole("navigation", { name: "मुख्य" });
  await expect(menu).toContainText("आमच्याविषयी");
  await expect(menu.locator('a[href="/mr/history"]').first()).toHaveText("इतिहास");
  await expect(page.locator('link[rel=alternate][hreflang="en"]')).toHaveAttribute("href", /\/history$/);
  await page.goto("/mr/mission");
  await expect(page.locator("main [lang=en]").first()).toContainText("Our mission is to provide every child");
  await expect(page.getByText("या भागाचे भाषांतर अजून झालेले नाही; तो इंग्रजीत दाखवला आहे.").first()).toBeVisible();
});

test("staff translate a page side by side, with no axe violations at 1280 and 375 px", async ({ page }) => {
  await signInTo(page, "/admin/pages/history/translate/mr");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("History");
  await expect(page.getByLabel("Title")).toHaveValue("इतिहास");
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 740 });
  expect(await axeViolations(page)).toEqual([]);
});
