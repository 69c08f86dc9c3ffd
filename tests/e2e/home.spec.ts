import type { Locator, Page } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

// Generous: the machine running these is shared, and the home page is long.
test.describe.configure({ timeout: 60_000 });

// The popup opens by itself once the page has loaded (the demo content has notifications).
async function closePopup(page: Page) {
  const dialog = page.getByRole("dialog", { name: "Notifications" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

async function openHome(page: Page) {
  await page.goto("/");
  await closePopup(page);
}

/** Slides whose content lies wholly inside the carousel's viewport (the slide box includes the gap). */
async function visibleSlides(carousel: Locator): Promise<number> {
  return carousel.evaluate((root) => {
    const box = root.querySelector(".carousel__viewport")!.getBoundingClientRect();
    return [...root.querySelectorAll('[aria-roledescription="slide"]')].filter((s) => {
      const r = s.firstElementChild!.getBoundingClientRect();
      return r.width > 0 && r.left >= box.left - 2 && r.right <= box.right + 2;
    }).length;
  });
}

test("the slider has 10 slides, each with Admission and Contact Us, and the first image is the eager LCP image", async ({
  page,
}) => {
  await openHome(page);
  const slider = page.getByRole("region", { name: "Welcome slides" });
  const slides = slider.locator('[aria-roledescription="slide"]');
  await expect(slides).toHaveCount(10);
  const found = await slides.evaluateAll((els) =>
    els.map((el) => [
      el.getAttribute("aria-label"),
      [...el.querySelectorAll("a")].map((a) => `${a.textContent} ${a.getAttribute("href")}`),
    ]),
  );
  expect(found).toEqual(
    Array.from({ length: 10 }, (_, i) => [`${i + 1} of 10`, ["Admission /admission-enquire", "Contact Us /contact"]]),
  );
  const first = slides.first().locator("img");
  await expect(first).toHaveAttribute("loading", "eager");
  await expect(first).toHaveAttribute("fetchpriority", "high");
  await expect(first).toHaveAttribute("srcset", /\d+w/);
  // Every other image of the page waits until it is needed, and none lacks its size.
  const images = await page.locator("main img").evaluateAll((imgs) =>
    imgs.map((img) => ({
      loading: img.getAttribute("loading"),
      sized: img.hasAttribute("width") && img.hasAttribute("height"),
    })),
  );
  expect(images.filter((i) => i.loading !== "lazy")).toHaveLength(1);
  expect(images.every((i) => i.sized)).toBe(true);
});

test("carousels move with the arrow keys, and the play button starts and stops them", async ({ page }) => {
  // Reduced motion: autoplay starts off and slides jump, so positions can be checked at once.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openHome(page);
  const slider = page.getByRole("region", { name: "Welcome slides" });
  const slides = slider.locator('[aria-roledescription="slide"]');
  const toggle = slider.locator(".carousel__toggle");
  await expect(toggle).toHaveAccessibleName("Start automatic slide show");
  await expect(slides.nth(0)).toBeInViewport({ ratio: 0.9 });
  await toggle.focus();
  await page.keyboard.press("ArrowRight");
  await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });
  await page.keyboard.press("ArrowLeft");
  await expect(slides.nth(0)).toBeInViewport({ ratio: 0.9 });
  // It loops: left of the first slide is the last.
  await page.keyboard.press("ArrowLeft");
  await expect(slides.nth(9)).toBeInViewport({ ratio: 0.9 });

  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAccessibleName("Stop automatic slide show");
  await expect(slides.nth(0)).toBeInViewport({ ratio: 0.9, timeout: 4000 });
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAccessibleName("Start automatic slide show");
  const current = await slides.evaluateAll((els) =>
    els.findIndex((el) => {
      const r = el.getBoundingClientRect();
      return r.left >= -1 && r.right <= window.innerWidth + 1;
    }),
  );
  await page.waitForTimeout(2600);
  await expect(slides.nth(current)).toBeInViewport({ ratio: 0.9 });
});

test("autoplay advances every 2 s and holds on hover and on focus inside", async ({ page }) => {
  await openHome(page);
  const region = page.getByRole("region", { name: "Highlights" });
  const current = () =>
    region.locator('[aria-roledescription="slide"]').evaluateAll((els) =>
      els.findIndex((el) => {
        const r = el.firstElementChild!.getBoundingClientRect();
        const v = el.closest(".carousel__viewport")!.getBoundingClientRect();
        return r.left >= v.left - 2 && r.right <= v.right + 2;
      }),
    );
  // Off screen it holds by design: with the language switcher in the header the highlights start just below 720 px.
  await region.scrollIntoViewIfNeeded();
  const start = await current();
  await expect.poll(current, { timeout: 5000 }).not.toBe(start);

  for (const hold of [() => region.hover(), () => region.getByRole("button", { name: "Next highlight" }).focus()]) {
    await hold();
    // A move that began just before may still be running (longer on a busy machine): wait until a slide rests in view.
    await expect.poll(current, { timeout: 5000 }).not.toBe(-1);
    const held = await current();
    await page.waitForTimeout(2600);
    expect(await current()).toBe(held);
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect.poll(current, { timeout: 5000 }).not.toBe(held);
  }
});

test("highlights come from the data, with en-IN dates and attachment links", async ({ page, request }) => {
  const data: { title: string; fromDate: string; attachments: string[] }[] = await (
    await request.get("/api/highlight/tvms")
  ).json();
  expect(data.length).toBeGreaterThan(1);
  await openHome(page);
  const region = page.getByRole("region", { name: "Highlights" });
  await expect(region.locator('[aria-roledescription="slide"]')).toHaveCount(data.length);
  const first = region.locator('[aria-roledescription="slide"]').first();
  await expect(first.getByRole("heading", { level: 3, includeHidden: true })).toHaveText(data[0].title);
  const [y, m, d] = data[0].fromDate.split("-").map(Number);
  const month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"][m - 1];
  await expect(first).toContainText(`${d} ${month} ${y}`);
  await expect(first.getByRole("link", { name: /^Attachment:/, includeHidden: true })).toHaveAttribute(
    "href",
    `/api/image/${data[0].attachments[0]}`,
  );
  await expect(region.getByRole("button", { name: "Next highlight" })).toBeVisible();
});

test("the notification popup opens on load, traps focus, and closes by button and by Escape", async ({ page }) => {
  await page.goto("/");
  const dialog = page.getByRole("dialog", { name: "Notifications" });
  await expect(dialog).toBeVisible();
  const close = dialog.getByRole("button", { name: "Close notifications" });
  await expect(close).toBeFocused();
  const entry = dialog.locator('[aria-roledescription="slide"]').first();
  await expect(entry.getByRole("heading", { level: 3 })).toHaveText(/Admissions open for/);
  await expect(entry.locator("img")).toHaveAttribute("src", /^\/api\/image\//);
  await expect(entry.getByRole("link", { name: /^Attachment/ })).toHaveAttribute("href", /^\/api\/image\/.+\.pdf$/);
  await expect(entry.getByRole("link", { name: /^Click Here/ })).toHaveAttribute("href", /^https:\/\//);

  const second = dialog.locator('[aria-roledescription="slide"]').nth(1);
  await expect(second).not.toBeInViewport({ ratio: 0.9 });
  await dialog.getByRole("button", { name: "Next notification" }).click();
  await expect(second).toBeInViewport({ ratio: 0.9 });

  // Focus stays inside: Shift+Tab from the close button wraps to the last control.
  await close.focus();
  await page.keyboard.press("Shift+Tab");
  await expect(dialog.getByRole("button", { name: "Next notification" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(close).toBeFocused();

  await close.click();
  await expect(dialog).toBeHidden();

  // Opened again from its button, it closes by Escape and gives focus back to that button.
  const reopen = page.getByRole("button", { name: "Notifications (2)" });
  await reopen.click();
  await expect(dialog).toBeVisible();
  await expect(close).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(reopen).toBeFocused();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });

  // The popup's carousel starts its slide engine only when a finger first presses it (carousel.enhance.ts):
  // that first swipe must already move the slides, as it would on a carousel that started at load.
  test("the first swipe on the notices shows the next one, and a swipe back the first", async ({ page }) => {
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: "Notifications" });
    await expect(dialog).toBeVisible();
    await page.waitForFunction(() => "enhanced" in document.documentElement.dataset);
    const slides = dialog.locator('[aria-roledescription="slide"]');
    await expect(slides.nth(0)).toBeInViewport({ ratio: 0.9 });
    const box = (await dialog.locator(".carousel__viewport").boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const y = Math.round(box.y + 40);
    const swipe = async (from: number, to: number) => {
      const at = (f: number) => Math.round(box.x + box.width * f);
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: at(from), y }] });
      for (let i = 1; i <= 10; i++)
        await cdp.send("Input.dispatchTouchEvent", {
          type: "touchMove",
          touchPoints: [{ x: at(from + ((to - from) * i) / 10), y }],
        });
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    };
    await swipe(0.85, 0.15);
    await expect(slides.nth(1)).toBeInViewport({ ratio: 0.9 });
    await swipe(0.15, 0.85);
    await expect(slides.nth(0)).toBeInViewport({ ratio: 0.9 });
  });
});

test("the news marquee is 379 px high, pauses on hover and focus, and shows real dates", async ({ page, request }) => {
  // The latest news, as the provider's news list gives them.
  const news: { _id: string; title: string; fromDate: string }[] = await (await request.get("/api/news/tvms")).json();
  const years = new Set(news.map((n) => n.fromDate.slice(0, 4)));
  expect(years.size).toBeGreaterThan(1);
  await openHome(page);
  const box = page.getByRole("region", { name: "Latest News" });
  const marquee = box.locator(".marquee");
  await expect(marquee).toHaveCSS("height", "379px");
  const track = marquee.locator(".marquee__track");
  await expect(track).toHaveCSS("animation-play-state", "running");
  await marquee.hover();
  await expect(track).toHaveCSS("animation-play-state", "paused");
  await page.mouse.move(0, 0);
  await expect(track).toHaveCSS("animation-play-state", "running");
  await box
    .getByRole("link", { name: /^Attachment:/ })
    .first()
    .focus();
  await expect(track).toHaveCSS("animation-play-state", "paused");
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(track).toHaveCSS("animation-play-state", "running");
  await box.getByLabel("Pause scrolling").check();
  await expect(track).toHaveCSS("animation-play-state", "paused");

  const shown = await box
    .locator(".marquee__list")
    .first()
    .locator("time")
    .evaluateAll((els) => els.map((e) => e.getAttribute("datetime")));
  expect(shown).toEqual(news.map((n) => n.fromDate));
  const shownYears = new Set(shown.map((d) => d?.slice(0, 4)));
  expect(shownYears).toEqual(years);
  const entries = box.locator(".marquee__list").first();
  await expect(entries.getByRole("link", { name: /^Attachment:/ }).first()).toHaveAttribute("href", /^\/api\/image\//);
  // Each item's title opens its own page (issue 30).
  const first = news[0];
  await expect(entries.getByRole("link", { name: first.title, exact: true })).toHaveAttribute(
    "href",
    `/news/${first._id}`,
  );
});

test("under reduced motion the marquee stands still and the carousels do not autoplay", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openHome(page);
  await expect(page.locator(".marquee__track")).toHaveCSS("animation-name", "none");
  const slider = page.getByRole("region", { name: "Welcome slides" });
  await expect(slider.getByRole("button", { name: "Start automatic slide show" })).toBeVisible();
  await page.waitForTimeout(2500);
  await expect(slider.locator('[aria-roledescription="slide"]').first()).toBeInViewport({ ratio: 0.9 });
});

test("the next 5 upcoming events, soonest first, from the data", async ({ page, request }) => {
  const all: { title: string; date?: string; toDate?: string }[] = await (
    await request.get("/api/events/All/tvms")
  ).json();
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  const dayOf = (e: { date?: string; toDate?: string }) =>
    new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date(e.date ?? e.toDate ?? ""));
  const events = all.filter((e) => dayOf(e) >= today).sort((a, b) => dayOf(a).localeCompare(dayOf(b)));
  // The data has more events than the home page shows; past ones are left out.
  expect(all.length).toBeGreaterThan(5);
  expect(events.length).toBeGreaterThan(0);
  await openHome(page);
  const region = page.getByRole("region", { name: "Upcoming Events" });
  const slides = region.locator('[aria-roledescription="slide"]');
  await expect(slides).toHaveCount(Math.min(5, events.length));
  await expect(slides.getByRole("heading", { includeHidden: true })).toHaveText(events.slice(0, 5).map((e) => e.title));
});

for (const [width, expected] of [
  [1920, { specials: 4, facilities: 5, events: 2 }],
  [1200, { specials: 4, facilities: 5, events: 2 }],
  [800, { specials: 3, facilities: 3, events: 1 }],
  [375, { specials: 1, facilities: 1, events: 1 }],
] as const) {
  test(`visible slides at ${width} px`, async ({ page }) => {
    // No autoplay, so no slide is caught half-way.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width, height: 900 });
    await openHome(page);
    for (const [name, count] of [
      ["What's special about us", expected.specials],
      ["Our facilities", expected.facilities],
      ["Upcoming Events", expected.events],
    ] as const) {
      const region = page.getByRole("region", { name, exact: true });
      await expect.poll(() => visibleSlides(region), { message: `${name} at ${width}px` }).toBe(count);
    }
    // Arrows only on desktop (992 px and up); the play button everywhere.
    const facilities = page.getByRole("region", { name: "Our facilities" });
    // Carousels start when they come near the screen.
    await facilities.scrollIntoViewIfNeeded();
    const arrows = facilities.getByRole("button", { name: "Next slide" });
    if (width >= 992) await expect(arrows).toBeVisible();
    else await expect(arrows).toBeHidden();
  });
}

test("a link in a hidden slide comes into view when it gets keyboard focus", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openHome(page);
  const desk = page.getByRole("region", { name: "From the desk" });
  // Reach the carousel by keyboard from the heading above it, as a keyboard user would.
  await page.getByRole("heading", { name: "From the desk" }).scrollIntoViewIfNeeded();
  const links = desk.getByRole("link");
  await links.first().focus();
  await expect(links.first()).toBeInViewport();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(links.nth(2)).toBeFocused();
  await expect(links.nth(2)).toBeInViewport();
});

test("quick links, other links and the sidebar are exactly as specified", async ({ page }) => {
  await openHome(page);
  const hrefs = (nav: Locator) => nav.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(await hrefs(page.getByRole("navigation", { name: "Quick Links" }))).toEqual([
    "/mandatory-public-disclosure",
    "/alumni",
    "/tvmhs",
    "/testimonials",
    "/coming-soon",
    "/admission-procedure",
    "/our-infrastructure",
    "/achievements",
  ]);
  await expect(page.getByRole("navigation", { name: "Quick Links" }).getByRole("link").first()).toHaveText(
    "Mandatory Disclosure",
  );
  expect(await hrefs(page.getByRole("navigation", { name: "Other Links" }))).toEqual([
    "/events",
    "/news",
    "/history",
    "/mission",
    "/vision",
    "/director-desk",
    "/president-philosophy",
    "/principal-desk",
    "/headmistress-desk",
  ]);

  const aside = page.getByRole("complementary", { name: "Student's corner and links" });
  const corner = aside.getByText("Student's corner");
  await corner.focus();
  await page.keyboard.press("Enter");
  await expect(aside.getByRole("link", { name: "Primary Section" })).toBeVisible();
  expect(await hrefs(aside.locator("details"))).toEqual(["/kindergarten", "/primary-section", "/high-school"]);
  await expect(aside.getByRole("link", { name: /Parent Portal/ })).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("link", { name: /ERP Portal/ })).toHaveAttribute("href", /^https:/);
  await expect(aside.getByRole("link", { name: /Video channel/ })).toBeVisible();
  await expect(aside.getByRole("link", { name: /Message us/ })).toBeVisible();
  await expect(aside.getByRole("link", { name: /Photos/ })).toHaveCount(0);

  for (const [name, href] of [
    ["Kindergarten", "/kindergarten"],
    ["Primary Section", "/primary-section"],
    ["High School", "/high-school"],
  ]) {
    await expect(page.getByRole("link", { name: new RegExp(`^Learn more\\W+${name}$`) })).toHaveAttribute("href", href);
  }
});

test("axe finds no WCAG 2 A/AA violations on /, with the popup open and closed", async ({ page }) => {
  // Two full axe runs on a long page; slow on a shared machine.
  test.setTimeout(120_000);
  await page.goto("/");
  await expect(page.getByRole("dialog", { name: "Notifications" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  expect(await axeViolations(page)).toEqual([]);
});

test("the page's behaviours run without console errors, and without React in the browser", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  await page.goto("/");
  await expect(page.getByRole("dialog", { name: "Notifications" })).toBeVisible();
  await page.keyboard.press("Escape");
  // Bring every carousel onto the screen: each one has its controls (its slide engine starts at the first move).
  await page.evaluate(async () => {
    for (const carousel of document.querySelectorAll("[data-carousel]")) {
      if (carousel.closest("dialog")) continue;
      carousel.scrollIntoView();
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    }
  });
  await expect(page.locator("[data-carousel]:not(dialog *):not(.is-ready)")).toHaveCount(0);
  await page.getByRole("button", { name: "Notifications (2)" }).click();
  await expect(page.locator("dialog [data-carousel]")).toHaveClass(/is-ready/);
  expect(errors).toEqual([]);
  expect(scripts.some((u) => /enhance-main/.test(u))).toBe(true);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the popup stays closed, no dead control shows, and the slides scroll sideways", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.locator(".popup-open")).toBeHidden();
    const slider = page.getByRole("region", { name: "Welcome slides" });
    // The buttons are in the markup but not shown: they would do nothing here.
    await expect(slider.locator("button")).toHaveCount(3);
    for (const button of await slider.locator("button").all()) await expect(button).toBeHidden();
    const viewport = slider.locator(".carousel__viewport");
    await expect(viewport).toHaveCSS("overflow-x", "auto");
    await viewport.evaluate((el) => el.scrollBy({ left: el.clientWidth }));
    await expect(slider.locator('[aria-roledescription="slide"]').nth(1)).toBeInViewport({ ratio: 0.9 });
    // The links of the slides still lead where they should.
    await expect(slider.getByRole("link", { name: "Admission" }).first()).toHaveAttribute("href", "/admission-enquire");
  });
});
