import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { siteRoutes } from "../../contract/site-map.ts";
import { expect, test } from "./fixtures.ts";

// Issue 16 and 18, the public side: what a parent notices on the site, and
// what a phone or a search engine reads from every page.

const SCHOOL = "tvms";

// Several page loads per test on a shared machine.
test.describe.configure({ timeout: 180_000 });

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

interface Album {
  _id: string;
  category: string;
  attachments: string[];
}

async function firstAlbum(request: APIRequestContext): Promise<Album> {
  const albums = await api<Album[]>(request, `/api/gallery/All/${SCHOOL}`);
  return albums.find((g) => g.category === "PhotoGallery" && g.attachments.length > 1)!;
}

test("the notification popup opens by itself once per visit, says '1 of 2', and opens again from its button", async ({
  page,
}) => {
  await page.goto("/");
  const dialog = page.getByRole("dialog", { name: "Notifications" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("1 of 2", { exact: true })).toBeVisible();
  await expect(dialog.locator(".popup__count")).toHaveText(["1 of 2", "2 of 2"]);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  // Back on the home page in the same visit: no popup in the way.
  await page.goto("/history");
  await page.goto("/");
  await page.waitForTimeout(500);
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "Notifications (2)" }).click();
  await expect(dialog).toBeVisible();
  // A new visit (another browser session) sees it again.
  const other = await page.context().browser()!.newPage();
  await other.goto(page.url());
  await expect(other.getByRole("dialog", { name: "Notifications" })).toBeVisible();
  await other.close();
});

test("news cards show the year, the item's photo when it has one, and share links", async ({ page, request }) => {
  const news = await api<{ title: string; fromDate: string; attachments: string[] }[]>(
    request,
    `/api/news/all/${SCHOOL}`,
  );
  const withPhoto = news.find((n) => n.attachments.some((a) => /\.(jpe?g|png|webp)$/i.test(a)))!;
  const withoutPhoto = news.find((n) => !n.attachments.some((a) => /\.(jpe?g|png|webp)$/i.test(a)))!;
  await page.goto("/news?year=all");
  const card = (title: string) => page.locator(".news-list > li").filter({ hasText: title }).first();
  const photo = card(withPhoto.title).locator("img.news-card__photo");
  await expect(photo).toBeVisible();
  await expect(photo).toHaveJSProperty("complete", true);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(card(withoutPhoto.title).locator("img")).toHaveCount(0);
  await expect(card(withPhoto.title).locator("time")).toContainText(withPhoto.fromDate.slice(0, 4));
  const share = card(withPhoto.title).getByRole("link", { name: /^Share on WhatsApp/ });
  // The shared address is the item's own page (issue 30), not the list.
  await expect(share).toHaveAttribute("href", /^\/share\/whatsapp\?path=%2Fnews%2F[0-9a-z]+&title=/);
  const target = await request.get((await share.getAttribute("href"))!, { maxRedirects: 0 });
  expect(target.headers().location).toMatch(/^https:\/\/wa\.me\/\?text=/);
});

test("newsletters and albums can be shared on WhatsApp", async ({ page, request }) => {
  await page.goto("/newsletter");
  await expect(
    page
      .locator(".newsletter-list > li")
      .first()
      .getByRole("link", { name: /^Share on WhatsApp/ }),
  ).toHaveAttribute("href", /path=%2Fnewsletter/);
  const album = await firstAlbum(request);
  await page.goto(`/sub-gallery?id=${album._id}`);
  await expect(page.getByRole("link", { name: /^Share on WhatsApp/ })).toHaveAttribute("href", /path=%2Fsub-gallery/);
});

test("Back closes the photo viewer of an album and keeps the visitor on the album", async ({ page, request }) => {
  const album = await firstAlbum(request);
  await page.goto("/photo-gallery");
  await page.goto(`/sub-gallery?id=${album._id}`);
  await page.locator(".photo-grid__link").nth(1).click();
  const viewer = page.getByRole("dialog");
  await expect(viewer).toBeVisible();
  await page.goBack();
  await expect(viewer).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe("/sub-gallery");
  await expect(page.locator(".photo-grid__link").nth(1)).toBeFocused();
  // Closed on screen, the next Back leaves the album as usual.
  await page.locator(".photo-grid__link").first().click();
  await expect(viewer).toBeVisible();
  await viewer.getByRole("button", { name: "Close" }).click();
  await expect(viewer).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/photo-gallery$/);
});

test("a mistyped address gets the error screen and then friendly ways on", async ({ page }) => {
  const response = await page.goto("/admisions");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "We could not find that page" })).toBeVisible();
  const help = page.locator(".not-found");
  await expect(help.getByRole("link", { name: "Admission enquiry" })).toHaveAttribute("href", "/admission-enquire");
  await expect(help.getByRole("link", { name: "Contact the school" })).toHaveAttribute("href", "/contact");
  await expect(help.getByRole("link", { name: "Home page" })).toHaveAttribute("href", "/");
  await expect(help.getByRole("link", { name: "Gallery" })).toHaveAttribute("href", "/photo-gallery");
  await help.getByRole("link", { name: "Admission enquiry" }).click();
  await expect(page).toHaveURL(/\/admission-enquire$/);
});

test("video cards show a drawn poster that fits the video, with no request to the video site", async ({ page }) => {
  const outside: string[] = [];
  page.on("request", (r) => {
    if (!r.url().startsWith(new URL(page.url() || "http://127.0.0.1").origin)) outside.push(r.url());
  });
  await page.goto("/video-gallery");
  const posters = page.locator(".video-card svg.video-card__poster");
  await expect(posters.first()).toBeVisible();
  expect(await posters.count()).toBe(await page.locator(".video-card").count());
  const box = await posters.first().boundingBox();
  expect(box!.width / box!.height).toBeCloseTo(16 / 9, 1);
  const scenes = new Set(await posters.evaluateAll((els) => els.map((el) => el.getAttribute("data-scene"))));
  expect(scenes.size).toBeGreaterThan(2);
  expect(outside.filter((u) => /youtube|ytimg/.test(u))).toEqual([]);
});

test("the calendar subscription points at this site's own address, below the events", async ({ page, baseURL }) => {
  await page.goto("/events");
  const host = new URL(baseURL!).host;
  await expect(page.getByRole("link", { name: "Subscribe to the school calendar" })).toHaveAttribute(
    "href",
    `webcal://${host}/events.ics`,
  );
  await expect(page.locator(".calendar-subscribe code")).toHaveText(`${baseURL}/events.ics`);
  // A parent comes for the events: the box follows the list instead of filling the first screen.
  const order = await page
    .locator(".events-list, .calendar-subscribe")
    .evaluateAll((els) => els.map((el) => el.className));
  expect(order).toEqual(["events-list", "calendar-subscribe"]);
});

test("each event has one main action, the others grouped under More options", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/events?year=all");
  const card = page.locator(".event-card").first();
  const title = (await card.locator(".event-card__title").textContent())!.replace(/\s*Past$/, "").trim();
  // The title leads to the event's own page (issue 30); a circular is its own
  // download button (issue 26); of the event's actions, one is visible at once.
  await expect(card.locator(".event-card__title").getByRole("link")).toHaveAttribute("href", /^\/events\/[^/]+$/);
  const shown = card.locator(".event-card__actions").getByRole("link").filter({ visible: true });
  await expect(shown).toHaveCount(1);
  await expect(shown).toHaveAccessibleName(/^Add to calendar/);
  await expect(shown).toContainText(title);
  // The rest one tap away, and reachable without JavaScript (a <details>).
  await card.getByText("More options").click();
  await expect(card.getByRole("link", { name: /^Add to Google Calendar/ })).toBeVisible();
  await expect(card.getByRole("link", { name: /^Share on WhatsApp/ })).toBeVisible();
});

test("the phone bar's WhatsApp link opens a chat with an enquiry already written", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/history");
  const link = page.locator(".quick-bar").getByRole("link", { name: /^WhatsApp/ });
  const href = new URL((await link.getAttribute("href"))!);
  expect(href.hostname).toBe("wa.me");
  expect(href.searchParams.get("text")).toMatch(/^Hello, I would like to enquire about admission at .+\.$/);
});

test("Coming Soon gives the school's phone numbers and e-mail under its picture", async ({ page }) => {
  await page.goto("/coming-soon");
  const body = page.locator(".page-body");
  const phones = body.locator('a[href^="tel:"]');
  await expect(phones.first()).toBeVisible();
  await expect(body.locator('a[href^="mailto:"]')).toBeVisible();
  // Under the picture, not above it.
  const [picture, contact] = await Promise.all([
    body.locator("img").first().boundingBox(),
    phones.first().boundingBox(),
  ]);
  expect(contact!.y).toBeGreaterThan(picture!.y + picture!.height - 1);
});

test.describe("what sharing previews and search engines read, on every public route", () => {
  test("Open Graph, Twitter card (1200×630 image) and JSON-LD of the right kind", async ({ request, baseURL }) => {
    test.setTimeout(240_000);
    const album = await firstAlbum(request);
    const paths = [
      ...siteRoutes.map((r) => (r.path === "/sub-gallery" ? `/sub-gallery?id=${album._id}` : r.path)),
      "/verify-tc",
    ];
    const sizes = new Map<string, string>();
    for (const path of paths) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      const meta = (key: string) =>
        new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;
      expect(meta("og:title"), path).toBeTruthy();
      expect(meta("og:description"), path).not.toBeNull();
      expect(meta("twitter:card"), path).toBe("summary_large_image");
      expect(meta("og:image:width"), path).toBe("1200");
      expect(meta("og:image:height"), path).toBe("630");
      const image = meta("og:image")!.replace(/&amp;/g, "&");
      expect(image, path).toMatch(/^https?:\/\//);
      if (!sizes.has(image)) {
        const file = await request.get(`${baseURL}${new URL(image).pathname}${new URL(image).search}`);
        expect(file.status(), `${path}: ${image}`).toBe(200);
        const { width, height } = await sharp(await file.body()).metadata();
        sizes.set(image, `${width}x${height}`);
      }
      expect(sizes.get(image), `${path}: ${image}`).toBe("1200x630");
      // A shared photo is described by its own words on the page (a decorative one by the school's name).
      const shared = /\/share-image\/(.+)$/.exec(new URL(image).pathname)?.[1];
      if (shared) {
        const img = new RegExp(`<img\\b[^>]*\\ssrc="/api/image/${shared}[?"][^>]*>`).exec(html)?.[0] ?? "";
        const alt = /\salt="([^"]*)"/.exec(img)?.[1];
        expect(meta("og:image:alt"), path).toBe(alt || meta("og:site_name"));
      }

      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        (m) => JSON.parse(m[1]) as { "@type": string },
      );
      const types = blocks.map((b) => b["@type"]);
      if (path === "/") {
        expect(types, path).toContain("School");
      } else {
        expect(types, path).toContain("BreadcrumbList");
      }
      if (path === "/news") expect(types, path).toContain("NewsArticle");
      if (path === "/events") expect(types, path).toContain("Event");
    }
  });
});
