import type { Page } from "@playwright/test";
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

  test("a Marathi page asks only for its Devanagari text file before it shows, the rest once the visitor reads on; an English page none", async ({
    page,
  }) => {
    const bytes = new Map<string, number>();
    page.on("response", async (r) => {
      if (/devanagari/i.test(r.url())) bytes.set(new URL(r.url()).pathname, (await r.body()).length);
    });
    await page.goto("/mr/admission-enquire");
    await page.waitForLoadState("networkidle");
    // Only the basic Devanagari file is asked for before the page shows (a device without a Devanagari
    // font waits for it, and must not re-flow when it comes); the brand's come once the visitor reads on.
    await expect(page.locator("link[rel=preload][as=font]")).toHaveCount(1);
    await expect(page.locator("link[rel=preload][as=font]")).toHaveAttribute("href", /mukta-devanagari-basic/);
    await expect.poll(() => bytes.size).toBe(1);
    const [basic] = [...bytes.values()];
    expect(basic).toBeLessThan(32_000);
    await page.mouse.wheel(0, 300);
    // Mukta 400 and 700 (headings use the 700): @fontsource's three files were 251 KB.
    await expect.poll(() => bytes.size).toBe(3);
    expect([...bytes.values()].reduce((a, b) => a + b, 0) - basic).toBeLessThan(125_000);

    bytes.clear();
    await page.goto("/admission-enquire");
    await page.waitForLoadState("networkidle");
    await expect(page.locator("link[rel=preload][as=font]")).toHaveCount(0);
    expect([...bytes.keys()]).toEqual([]);
  });

  test("a phone with a Devanagari font of its own is not made to fetch Mukta's before its first Marathi page shows; without JavaScript the file is asked for early", async ({
    page,
    browser,
  }) => {
    // As on every Android phone: site.css's "Deva" (Noto Sans Devanagari) loads from the device.
    // This machine has no such font, so its loading is answered as a phone's would be.
    await page.addInitScript(() => {
      const load = FontFaceSet.prototype.load;
      FontFaceSet.prototype.load = function (font: string, text?: string) {
        return /\bDeva\b/.test(font)
          ? Promise.resolve([new FontFace("Deva", "local(x)")])
          : load.call(this, font, text);
      };
    });
    await page.goto("/mr/admission-enquire");
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("head link[rel=preload][as=font]")).toHaveCount(0);

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto("/mr/admission-enquire");
    await expect(plain.locator("head link[rel=preload][as=font]")).toHaveAttribute("href", /mukta-devanagari-basic/);
    await noScript.close();
  });

  test("a Marathi page is never drawn in empty boxes: without a Devanagari font of its own, the device waits for Mukta's", async ({
    page,
  }) => {
    // A returning visitor (their browser has fetched the fonts before, so the page names them) whose cache
    // lost the files, on a device with no Devanagari font (this machine has none; every Android phone has
    // Noto Sans Devanagari, site.css's "Deva", and never waits). The brand files come late and are not
    // swapped in (font-display: optional); Mukta's basic file stands in as "Deva Mukta".
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
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    release();
    await page.waitForLoadState("networkidle");
    const faces = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((f) => f.status === "loaded").map((f) => f.family);
    });
    const hasOwn = faces.includes("Deva");
    expect(hasOwn || faces.includes("Deva Mukta"), faces.join(", ")).toBe(true);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
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

/** Signs in at a staff screen and follows its link to the Marathi translation of its texts. */
async function toMarathi(page: Page, from: string, set: string) {
  await signInTo(page, from);
  await page.getByRole("link", { name: "मराठी" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/translate/${set}/mr$`));
}

test.describe("the office translates its own texts", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("from School details, writes what happens next in Marathi beside the English; parents read it on /mr/", async ({
    page,
  }) => {
    await toMarathi(page, "/admin/school-profile", "school");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("the school's details");
    await expect(page.getByRole("region", { name: "School name, English" })).toContainText("Tiny Vision Model School");
    expect(await axeViolations(page)).toEqual([]);

    const next = `कार्यालय दोन कामकाजाच्या दिवसांत फोन करते. ${unique()}`;
    const field = page.getByLabel("What happens next (with the enquiry form) (मराठी)");
    await field.fill(next);
    await page.getByRole("button", { name: "Save translation" }).click();
    await expect(page.getByRole("status")).toHaveText("Translation saved. Visitors see it now.");
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await axeViolations(page)).toEqual([]);
    await page.reload();
    await expect(field).toHaveValue(next);

    await page.goto("/mr/admission-enquire");
    const shown = page.locator(".enquiry__next");
    await expect(shown).toContainText(next);
    await expect(shown.locator("[lang=en]")).toHaveCount(0);
    // The demo keeps its name as it writes it: shown in English, marked so.
    await expect(page.locator(".brand__name")).toHaveAttribute("lang", "en");
    await expect(page.locator(".site-footer address")).not.toHaveAttribute("lang", "en");
  });

  test("from Public disclosure, writes a designation in Marathi; parents read it on the /mr/ disclosure", async ({
    page,
  }) => {
    await toMarathi(page, "/admin/disclosure", "disclosure");
    expect(await axeViolations(page)).toEqual([]);
    const role = `अध्यक्ष ${unique()}`;
    await page.getByLabel("List of School Management Committee (SMC) members, row 1: Designation (मराठी)").fill(role);
    await page.getByRole("button", { name: "Save translation" }).click();
    await expect(page.getByRole("status")).toHaveText("Translation saved. Visitors see it now.");
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await axeViolations(page)).toEqual([]);

    await page.goto("/mr/mandatory-public-disclosure");
    const smc = page.locator("[data-item=smc]");
    await expect(smc).toContainText(role);
    await expect(smc.getByText(role)).not.toHaveAttribute("lang", "en");
  });

  test("from the website menu, reaches the names to translate, with no axe violations at 375 and 1280 px", async ({
    page,
  }) => {
    await toMarathi(page, "/admin/menu", "menu");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("the menu's own names");
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe("a translation screen's save", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("says the translation is saved, and the saved words are there after a reload", async ({ page }) => {
    await signInTo(page, "/admin/pages/history/translate/mr");
    const title = page.getByLabel("Title");
    await expect(title).toHaveValue("इतिहास");
    // Saving unchanged keeps the demo's words for the other tests; the screen starts anew with the stored data.
    await page.getByRole("button", { name: "Save translation" }).click();
    await expect(page.getByRole("status")).toHaveText("Translation saved. Visitors see it now.");
    await expect(title).toHaveValue("इतिहास");
    await page.reload();
    await expect(title).toHaveValue("इतिहास");
  });
});

/**
 * The words the site writes itself on a Marathi page at 375 px (issue 29): the phone bar
 * at the bottom (its labels, its name and the WhatsApp text it starts), the testimonials'
 * times, ratings and slide names, the 404's section names. The school's own words (its
 * name, a parent's testimonial) may be English; those are marked lang="en".
 */
test.describe("the site's own words on Marathi pages", () => {
  test.use({ viewport: { width: 375, height: 740 } });
  /** Words in Latin letters, leaving out names (the school's, people's: written as they are in every language). */
  const english = (text: string, names: string[] = []) =>
    [...names, "Tiny Vision Model School"]
      .reduce((left, name) => left.replaceAll(name, ""), text)
      .match(/[A-Za-z]{2,}/g) ?? [];
  /** The text and the names assistive technology reads of an element, leaving out what is marked English. */
  const ownWords = (root: Element) => {
    const words: string[] = [];
    const walk = (el: Element) => {
      if (el.closest("[lang]")?.getAttribute("lang")?.startsWith("en")) return;
      for (const name of ["aria-label", "alt", "title"]) words.push(el.getAttribute(name) ?? "");
      for (const node of el.childNodes) {
        if (node.nodeType === Node.TEXT_NODE) words.push(node.textContent ?? "");
        else if (node.nodeType === Node.ELEMENT_NODE) walk(node as Element);
      }
    };
    walk(root);
    return words.join(" ");
  };

  test("the phone bar, the testimonials and the 404 speak Marathi", async ({ page }) => {
    await page.goto("/mr/");
    const bar = page.locator(".quick-bar");
    await expect(bar).toBeVisible();
    expect(english(await bar.evaluate(ownWords))).toEqual([]);
    const whatsApp = await bar.locator('a[href^="https://wa.me/"]').getAttribute("href");
    expect(english(new URL(whatsApp ?? "").searchParams.get("text") ?? "")).toEqual([]);

    await page.goto("/mr/testimonials");
    const slides = page.locator(".testimonials");
    await expect(slides).toBeVisible();
    const parents = await slides.locator(".testimonial__name").allTextContents();
    expect(english(await slides.evaluate(ownWords), parents)).toEqual([]);

    await page.goto("/mr/no-such-page");
    expect(english(await page.locator(".not-found").evaluate(ownWords))).toEqual([]);
  });
});
