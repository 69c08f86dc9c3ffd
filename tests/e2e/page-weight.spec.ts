import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// Issue 27, "pages grew heavier": on Lighthouse's phone (412 × 823, DPR 1.75)
// nothing moves while a page loads, and photos the visitor cannot see are
// not fetched. Byte totals and scores are measured by npm run bench:lighthouse.

test.use({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
});

type Shifted = Window & { __shifts?: string[] };

/** Records every layout shift from the first byte (an observer installed before the page's own scripts). */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as Shifted;
    w.__shifts = [];
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Shift[])
        if (!e.hadRecentInput && e.value > 0)
          w.__shifts?.push(
            `${e.value.toFixed(4)} ${(e.sources ?? []).map((s) => (s.node as Element)?.className ?? "").join(" | ")}`,
          );
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The shifts so far, once fonts and the photos on screen are in. */
async function layoutShifts(page: Page): Promise<string[]> {
  await page.waitForLoadState("networkidle");
  return page.evaluate(async () => {
    await document.fonts.ready;
    // Entries are delivered after the frame they happen in.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return (window as Shifted).__shifts ?? [];
  });
}

for (const path of ["/", "/our-infrastructure", "/events", "/news", "/mandatory-public-disclosure"]) {
  test(`${path} does not shift while it loads (fonts and photos have their space)`, async ({ page }) => {
    await recordShifts(page);
    // On a phone's network the fonts come after the first paint (on this machine they come at once):
    // hold them back a little, as a slow connection does. A font that arrives late must not re-flow the page.
    await page.route("**/*.woff2", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto(path);
    expect(await layoutShifts(page)).toEqual([]);
  });
}

// Issue 29: the behaviours (menu, carousel, form checks) are fetched once the page's first paint is on screen, so
// a phone draws the page before it spends time on them; before, they were fetched and run ahead of that paint and
// Lighthouse counted them on the path to it. Everything works without them until then (docs/decisions/003).
test("the behaviours are fetched once the first paint is on screen, and then work", async ({ page }) => {
  for (const path of ["/mr/", "/mr/admission-enquire", "/news"]) {
    await page.goto(path);
    await page.waitForFunction(() => "enhanced" in document.documentElement.dataset);
    const { painted, behaviours } = await page.evaluate(() => ({
      painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      behaviours: performance
        .getEntriesByType("resource")
        .filter((e) => /\/assets\/enhance-shared-/.test(e.name))
        .map((e) => e.startTime),
    }));
    expect(behaviours.length, path).toBeGreaterThan(0);
    expect(Math.min(...behaviours), path).toBeGreaterThan(painted);
  }
  // The menu button, one of those behaviours, opens the menu.
  const toggle = page.getByRole("button", { name: "Menu" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
});

// Every stylesheet of a public page is inside it: a stylesheet file is a round trip on mobile data before
// anything shows. The content pages' block styles (React Router writes them as "…css#") stayed files.
test("public pages ask for no stylesheet file before they show", async ({ page }) => {
  for (const path of ["/", "/history", "/our-infrastructure", "/news", "/mr/"]) {
    const sheets: string[] = [];
    const onRequest = (r: { resourceType(): string; url(): string }) => {
      if (r.resourceType() === "stylesheet") sheets.push(r.url());
    };
    page.on("request", onRequest);
    await page.goto(path);
    page.off("request", onRequest);
    expect(sheets, path).toEqual([]);
  }
});

// docs/decisions/009: the first page's bytes go to its text and photos; the brand fonts come once the visitor
// starts reading it, and their next page is drawn in them from the cache. A Marathi page's letters are drawn
// by a Devanagari font from the first paint: the phone's own, or (on a device without one, like this
// machine) Mukta's basic Devanagari file, the only font such a page may fetch before it has loaded.
for (const [path, next, scripts, early] of [
  ["/", "/history", "latin", /^$/],
  ["/mr/admission-enquire", "/mr/history", "latin deva", /^(mukta-devanagari-basic-[\w-]+\.woff2)?$/],
] as const) {
  test(`${path}: a first visit fetches no brand font until the visitor reads on; the next page is in the school's typeface`, async ({
    page,
  }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const first = await page.evaluate(() => ({
      fonts: performance
        .getEntriesByType("resource")
        .filter((r) => r.name.endsWith(".woff2"))
        .map((r) => r.name.replace(/^.*\/assets\//, "")),
      devanagariFace: [...document.fonts].some(
        (f) => (f.family === "Deva" || f.family === "Deva Mukta") && f.status === "loaded",
      ),
    }));
    expect(first.fonts.length).toBeLessThanOrEqual(1);
    expect(first.fonts.join("")).toMatch(early);
    if (path.startsWith("/mr/")) expect(first.devanagariFace, "Marathi drawn by a Devanagari font").toBe(true);
    expect(await page.evaluate(() => document.documentElement.classList.contains("fonts"))).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem("brand-fonts"))).toBeNull();

    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("brand-fonts"))).toBe(scripts);

    await page.goto(next);
    const drawn = await page.evaluate(async () => {
      await document.fonts.ready;
      const body = getComputedStyle(document.body).fontFamily;
      const heading = getComputedStyle(document.querySelector("h1") as Element).fontFamily;
      const inUse = [...document.fonts].filter((f) => f.status === "loaded").map((f) => `${f.family} ${f.weight}`);
      return { fonts: document.documentElement.classList.contains("fonts"), body, heading, inUse };
    });
    expect(drawn.fonts).toBe(true);
    expect(drawn.body).toMatch(/^"?Mukta"?,/);
    expect(drawn.heading).toMatch(/^"?Martel"?,/);
    expect(drawn.inUse).toContain("Mukta 400");
  });
}

test("a photo grid on a phone shows two photos a row and fetches the small copies", async ({ page }) => {
  await page.goto("/our-infrastructure");
  const photos = page.locator(".tabs__panel:not([hidden]) .photo-grid img");
  const [first, second] = await Promise.all([photos.nth(0).boundingBox(), photos.nth(1).boundingBox()]);
  expect(second!.y).toBe(first!.y);
  await expect(photos.first()).toHaveJSProperty("complete", true);
  expect(await photos.first().evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/[?&]w=400$/);
});

test("carousels fetch only the photos of the slides on screen", async ({ page }) => {
  const fetched = new Set<string>();
  page.on("request", (r) => {
    if (r.url().includes("/api/image/")) fetched.add(new URL(r.url()).pathname);
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  // Chrome fetches lazy photos inside a scroll container well beyond its edge (Lighthouse's phone run
  // fetched every slide): a carousel's window clips its track instead of being a scroll container.
  const overflow = await page
    .locator(".carousel__viewport")
    .evaluateAll((els) => [...new Set(els.map((el) => getComputedStyle(el).overflowX))]);
  expect(overflow).toEqual(["clip"]);
  for (const name of ["specials", "facilities", "desk"]) {
    const slides = page.locator(`.carousel.${name} .carousel__slide img`);
    const files = await slides.evaluateAll((imgs) =>
      imgs.map((img) => new URL((img as HTMLImageElement).src).pathname),
    );
    expect(files.length, name).toBeGreaterThan(1);
    // At most the first slide of a carousel below the first screen, never the rest of the row.
    expect(
      files.slice(1).filter((f) => fetched.has(f)),
      name,
    ).toEqual([]);
  }
});

// Lighthouse's phone multiplies the first layout's cost by four: a long list and the footer are laid
// out only when they come near the screen (content-visibility), and are there when the visitor scrolls.
for (const [path, far] of [
  ["/events", ".events-list > li"],
  ["/news", ".list-grid > li"],
  ["/", ".site-footer__grid"],
] as const) {
  test(`${path}: the parts below the first screen are rendered only when they come near it`, async ({ page }) => {
    await page.goto(path);
    // The element itself is laid out as a box of its remembered size; what it holds is skipped.
    const last = page.locator(far).last().locator(":scope > *").first();
    const rendered = () =>
      last.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true } as CheckVisibilityOptions));
    expect(await rendered()).toBe(false);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(rendered).toBe(true);
    await expect(last).toBeVisible();
  });
}

// The first card's photo is the largest thing on a phone's first screen (Lighthouse's LCP): a lazy
// photo is only asked for after layout, so it is fetched at once; the cards after it stay lazy.
for (const [path, photos] of [
  ["/events", ".events-list > li img"],
  ["/photo-gallery", ".list-grid > li img"],
] as const) {
  test(`${path}: the first card's photo is fetched at once, the others when scrolled to`, async ({ page }) => {
    await page.goto(path);
    const loading = await page.locator(photos).evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).loading));
    expect(loading[0]).toBe("eager");
    expect(loading.length).toBeGreaterThan(1);
    expect(new Set(loading.slice(1))).toEqual(new Set(["lazy"]));
    await expect(page.locator(photos).first()).toHaveAttribute("fetchpriority", "high");
  });
}
