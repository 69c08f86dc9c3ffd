import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { signInTo, unique } from "./staff-helpers.ts";

/**
 * Issue 29's leftovers as visitors and the office meet them: the Devanagari
 * fonts of Marathi and Hindi pages (small, fetched once the page is shown, no shift when they
 * come late), and the office writing an item's Marathi side by side.
 */
test.describe("Devanagari fonts", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("a Marathi page fetches its small Devanagari fonts once it is shown, an English page none", async ({ page }) => {
    const bytes = new Map<string, number>();
    page.on("response", async (r) => {
      if (/devanagari/i.test(r.url())) bytes.set(new URL(r.url()).pathname, (await r.body()).length);
    });
    await page.goto("/mr/admission-enquire");
    await page.waitForLoadState("networkidle");
    await expect(page.locator("link[rel=preload][as=font]")).toHaveCount(0);
    // Mukta 400 and 700 (headings use the 700): @fontsource's three files were 251 KB.
    await expect.poll(() => bytes.size).toBe(2);
    expect([...bytes.values()].reduce((a, b) => a + b, 0)).toBeLessThan(125_000);

    bytes.clear();
    await page.goto("/admission-enquire");
    await page.waitForLoadState("networkidle");
    expect([...bytes.keys()]).toEqual([]);
  });

  test("a Devanagari font that comes after the first paint moves nothing on the enquiry form", async ({ page }) => {
    // A returning visitor (their browser has fetched the fonts before, so the page names them) whose cache
    // lost the files: the fonts come late and are not swapped in.
    await page.addInitScript(() => localStorage.setItem("brand-fonts", "latin deva"));
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/devanagari.*\.woff2/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/mr/admission-enquire", { waitUntil: "domcontentloaded" });
    // Two frames drawn with the fallback, then the fonts arrive.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    release();
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const shift = await page.evaluate(async () => {
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
      const seen: Shift[] = [];
      const observer = new PerformanceObserver((list) => seen.push(...(list.getEntries() as Shift[])));
      observer.observe({ type: "layout-shift", buffered: true });
      // The buffered entries are delivered within the next frames; none at all means nothing moved.
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      seen.push(...(observer.takeRecords() as Shift[]));
      return seen.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0);
    });
    expect(shift).toBe(0);
  });
});

test.describe("the office translates a news item", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("writes its Marathi beside the English, and a visitor reads it at its /mr/ address", async ({ page }) => {
    const [latest] = (await (await page.request.get("/api/news/tvms")).json()) as { _id: string; title: string }[];
    await signInTo(page, `/admin/content/news/${latest._id}`);
    await page.getByRole("link", { name: "मराठी" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/content/news/${latest._id}/translate/mr$`));
    await expect(page.getByRole("region", { name: "Title, English" })).toContainText(latest.title);
    expect(await axeViolations(page)).toEqual([]);

    const title = `क्रीडा दिन ${unique()}`;
    await page.getByLabel("Title (मराठी)").fill(title);
    await page.getByRole("button", { name: "Save translation" }).click();
    await expect(page.getByRole("status")).toHaveText("Translation saved. Visitors see it now.");
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`/mr/news/${latest._id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator("html")).toHaveAttribute("lang", "mr");
  });
});
