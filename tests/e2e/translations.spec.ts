import { expect, test } from "./fixtures.ts";

/**
 * Issue 29's leftovers as visitors and the office meet them: the Devanagari
 * fonts of Marathi and Hindi pages (small, one preloaded, no shift when they
 * come late).
 */
test.describe("Devanagari fonts", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("a Marathi page preloads one small Devanagari font, an English page none", async ({ page }) => {
    const bytes = new Map<string, number>();
    page.on("response", async (r) => {
      if (/devanagari/i.test(r.url())) bytes.set(new URL(r.url()).pathname, (await r.body()).length);
    });
    await page.goto("/mr/admission-enquire");
    await page.waitForLoadState("networkidle");
    const preloads = page.locator('link[rel=preload][as=font][href*="devanagari"]');
    await expect(preloads).toHaveCount(1);
    // Mukta 400 and 700 (headings use the 700): @fontsource's three files were 251 KB.
    expect(bytes.size).toBeLessThanOrEqual(2);
    expect([...bytes.values()].reduce((a, b) => a + b, 0)).toBeLessThan(125_000);

    await page.goto("/admission-enquire");
    await expect(preloads).toHaveCount(0);
  });

  test("a Devanagari font that comes after the first paint moves nothing on the enquiry form", async ({ page }) => {
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
