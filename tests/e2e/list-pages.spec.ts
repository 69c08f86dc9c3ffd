import type { APIRequestContext, Page } from "@playwright/test";
import { isPast, upcomingFirst } from "../../app/lib/upcoming.ts";
import { formatDate } from "../../contract/dates.ts";
import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

/**
 * The data-fed list pages (spec sections 2, 4, 5, 8) against the demo
 * content. Expected results are computed from the public API, so the tests
 * hold whatever day the demo content was generated on.
 */

const SCHOOL = "tvms";
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

const kolkataYear = (): number =>
  Number(new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric" }).format(new Date()));
// Demo dates are plain YYYY-MM-DD calendar dates.
const yearOf = (date: string): number => Number(date.slice(0, 4));
const monthOf = (date: string): string => MONTHS[Number(date.slice(5, 7)) - 1];
const distinctYears = (dates: string[]): number[] => [...new Set(dates.map(yearOf))].sort((a, b) => b - a);
const fileHref = (id: string): string => `/api/image/${id}`;

interface Query {
  year?: number;
  month?: string;
  q?: string;
}
/** Spec section 5, on API lists that are already newest first. */
function filtered<T>(items: T[], query: Query, date: (i: T) => string, title: (i: T) => string): T[] {
  const q = (query.q ?? "").trim().toLowerCase();
  return items.filter(
    (i) =>
      (query.year === undefined || yearOf(date(i)) === query.year) &&
      (query.month === undefined || monthOf(date(i)) === query.month) &&
      title(i).toLowerCase().includes(q),
  );
}

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

/** The filters react to changes once the page is interactive. */
async function interactive(page: Page) {
  await expect(page.locator("form.list-filters[data-enhanced]")).toBeAttached();
}

const optionTexts = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).locator("option").allTextContents();

interface NewsItem {
  _id: string;
  title: string;
  fromDate: string;
  attachments: string[];
}
interface EventItem {
  _id: string;
  title: string;
  description: string;
  date: string;
  time: string;
  venue: string;
  images: string[];
  attachments: string[];
}
interface GalleryItem {
  _id: string;
  category: string;
  title: string;
  description: string;
  date: string;
  attachments: string[];
}
interface VideoItem {
  _id: string;
  title: string;
  date: string;
  videoUrl: string;
}
interface TestimonialItem {
  _id: string;
  name: string;
  rating?: number;
  createdAt: string;
  attachments: string[];
}
interface CircularItem {
  _id: string;
  category: string;
  title: string;
  date: string;
  attachments: string[];
}
interface MediaItem {
  _id: string;
  title: string;
  date: string;
  attachments: string[];
}

test.describe("news", () => {
  test("defaults, each filter alone and combined, counts, empty message and attachment links", async ({
    page,
    request,
  }) => {
    const all = await api<NewsItem[]>(request, `/api/news/all/${SCHOOL}`);
    const d = (n: NewsItem) => n.fromDate;
    const t = (n: NewsItem) => n.title;
    const cy = kolkataYear();
    const defaultYear = all.some((n) => yearOf(n.fromDate) === cy) ? cy : cy - 1;
    const cards = page.locator(".news-list > li");
    const count = page.locator(".list-count");
    const expectList = async (items: NewsItem[]) => {
      await expect(count).toHaveText(`Total News: ${items.length}`);
      await expect(cards).toHaveCount(items.length);
      if (items.length) await expect(cards.locator("h2")).toContainText(items.map(t));
    };

    await page.goto("/news");
    await interactive(page);
    // Default year (spec section 4); years and months are those in the data.
    await expect(page.getByLabel("Year", { exact: true })).toHaveValue(String(defaultYear));
    await expect(page.getByLabel("Month", { exact: true })).toHaveValue("all");
    expect(await optionTexts(page, "Year")).toEqual(["All", ...distinctYears(all.map(d)).map(String)]);
    const months = MONTHS.filter((m) => all.some((n) => monthOf(n.fromDate) === m));
    expect(await optionTexts(page, "Month")).toEqual(["All", ...months]);
    await expectList(filtered(all, { year: defaultYear }, d, t));

    // Cards: day and short month; an item with attachments links its first one in a new tab.
    const first = filtered(all, { year: defaultYear }, d, t)[0];
    const [day, mon] = (formatDate(first.fromDate, "en-GB-short") ?? "").split(" ");
    await expect(cards.first().locator("time")).toHaveText(`${day} ${mon} ${yearOf(first.fromDate)}`);
    const withFile = all.find((n) => n.attachments.length > 0)!;
    const withoutFile = all.find((n) => n.attachments.length === 0)!;
    await page.getByLabel("Year", { exact: true }).selectOption("all");
    await expectList(all);
    await expect(page).toHaveURL(/\/news\?year=all$/);
    const link = cards.filter({ hasText: withFile.title }).locator("a.news-card__link");
    await expect(link).toHaveAttribute("href", fileHref(withFile.attachments[0]));
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    await expect(link.locator("svg.news-card__clip")).toHaveCount(1);
    await expect(cards.filter({ hasText: withoutFile.title }).locator("a.news-card__link")).toHaveCount(0);

    // Each filter alone.
    const otherYear = distinctYears(all.map(d)).find((y) => y !== defaultYear)!;
    await page.getByLabel("Year", { exact: true }).selectOption(String(otherYear));
    await expectList(filtered(all, { year: otherYear }, d, t));
    await page.getByLabel("Year", { exact: true }).selectOption("all");
    const month = monthOf(first.fromDate);
    await page.getByLabel("Month", { exact: true }).selectOption(month);
    await expectList(filtered(all, { month }, d, t));
    await page.getByLabel("Month", { exact: true }).selectOption("all");
    await page.getByLabel("Search by title").fill("DAY");
    await expectList(filtered(all, { q: "day" }, d, t));

    // Combined, and the state is in the address.
    await page.getByLabel("Year", { exact: true }).selectOption(String(defaultYear));
    await page.getByLabel("Month", { exact: true }).selectOption(month);
    const combined = filtered(all, { year: defaultYear, month, q: "day" }, d, t);
    await expectList(combined);
    await expect(page).toHaveURL(new RegExp(`/news\\?month=${month}&q=DAY$`));

    // Empty.
    await page.getByLabel("Search by title").fill("no such news zzz");
    await expect(count).toHaveText("Total News: 0");
    await expect(page.getByText("No data available for the selected filters.")).toBeVisible();
  });

  test("a filtered address can be shared, and the back button returns to it", async ({ page, request }) => {
    const all = await api<NewsItem[]>(request, `/api/news/all/${SCHOOL}`);
    const expected = filtered(
      all,
      { q: "celebrat" },
      (n) => n.fromDate,
      (n) => n.title,
    );
    await page.goto("/news?year=all&q=celebrat");
    await expect(page.getByLabel("Year", { exact: true })).toHaveValue("all");
    await expect(page.getByLabel("Search by title")).toHaveValue("celebrat");
    await expect(page.locator(".list-count")).toHaveText(`Total News: ${expected.length}`);
    await interactive(page);
    await page.getByLabel("Month", { exact: true }).selectOption(monthOf(expected[0].fromDate));
    await expect(page).toHaveURL(/month=/);
    const url = page.url();
    await page.goto("/events");
    await page.goBack();
    await expect(page).toHaveURL(url);
    await expect(page.getByLabel("Month", { exact: true })).toHaveValue(monthOf(expected[0].fromDate));
    await expect(page.getByLabel("Search by title")).toHaveValue("celebrat");
  });
});

test("events: current year on load, filters, count, item details and download link", async ({ page, request }) => {
  const all = await api<EventItem[]>(request, `/api/events/All/${SCHOOL}`);
  const d = (e: EventItem) => e.date;
  const t = (e: EventItem) => e.title;
  const cy = kolkataYear();
  const items = page.locator(".events-list > li");
  const expectList = async (list: EventItem[]) => {
    await expect(page.locator(".list-count")).toHaveText(`Total Events: ${list.length}`);
    await expect(items).toHaveCount(list.length);
    // Upcoming events first, soonest first; past ones after them, marked "Past".
    const shown = upcomingFirst(list, d).map((e) => (isPast(e.date) ? `${e.title} Past` : e.title));
    if (list.length) await expect(items.locator("h2")).toHaveText(shown);
  };

  await page.goto("/events");
  await interactive(page);
  await expect(page.getByLabel("Year", { exact: true })).toHaveValue(String(cy));
  await expect(page.getByLabel("Month", { exact: true })).toHaveValue("all");
  expect(await optionTexts(page, "Month")).toEqual(["All", ...MONTHS]);
  const thisYear = filtered(all, { year: cy }, d, t);
  await expectList(thisYear);

  // Title, date, time, venue, description, first image, download of the first attachment.
  const withFile = all.find((e) => e.attachments.length > 0 && yearOf(e.date) === cy)!;
  const card = items.filter({ has: page.getByRole("heading", { name: withFile.title, exact: true }) });
  await expect(card).toContainText(formatDate(withFile.date, "en-IN-short")!);
  await expect(card).toContainText(withFile.time);
  await expect(card).toContainText(withFile.venue);
  await expect(card).toContainText(withFile.description);
  await expect(card.locator("img")).toHaveAttribute(
    "src",
    new RegExp(fileHref(withFile.images[0]).replace(/\./g, "\\.")),
  );
  const download = card.getByRole("link", { name: /Download/ });
  await expect(download).toHaveAttribute("href", fileHref(withFile.attachments[0]));
  await expect(download).toHaveAttribute("download", "");

  await page.getByLabel("Year", { exact: true }).selectOption("all");
  await expectList(all);
  const month = monthOf(all[all.length - 1].date);
  await page.getByLabel("Month", { exact: true }).selectOption(month);
  await expectList(filtered(all, { month }, d, t));
  await page.getByLabel("Month", { exact: true }).selectOption("all");
  await page.getByLabel("Search by title").fill("annual");
  await expectList(filtered(all, { q: "annual" }, d, t));
  await page.getByLabel("Year", { exact: true }).selectOption(String(cy));
  await expectList(filtered(all, { year: cy, q: "annual" }, d, t));
  await page.getByLabel("Month", { exact: true }).selectOption(month === "Feb" ? "Mar" : "Feb");
  await page.getByLabel("Search by title").fill("zzz");
  await expectList([]);
  await expect(page.getByText("No events found for the selected filters.")).toBeVisible();
});

test.describe("photo gallery and album", () => {
  test("campus life: current year, filters, album cards, placeholder card", async ({ page, request }) => {
    const albums = (await api<GalleryItem[]>(request, `/api/gallery/All/${SCHOOL}`)).filter(
      (g) => g.category === "PhotoGallery",
    );
    const other = (await api<GalleryItem[]>(request, `/api/gallery/All/${SCHOOL}`)).find(
      (g) => g.category !== "PhotoGallery",
    )!;
    const d = (g: GalleryItem) => g.date;
    const t = (g: GalleryItem) => g.title;
    const cy = kolkataYear();
    const cards = page.locator(".album-list > li");
    const expectList = async (list: GalleryItem[]) => {
      await expect(page.locator(".list-count")).toHaveText(`Total Albums: ${list.length}`);
      if (list.length === 0) {
        // Spec: the placeholder card.
        await expect(cards).toHaveCount(1);
        await expect(cards).toContainText("Photo Title");
        await expect(cards).toContainText("DD.MM.YY");
        await expect(cards).toContainText("No Of Photos(0)");
        return;
      }
      await expect(cards).toHaveCount(list.length);
      await expect(cards.locator("h2")).toHaveText(list.map(t));
    };

    await page.goto("/photo-gallery");
    await interactive(page);
    await expect(page.getByLabel("Year", { exact: true })).toHaveValue(String(cy));
    expect(await optionTexts(page, "Year")).toEqual([
      "All",
      ...distinctYears([...albums.map(d), `${cy}-01-01`]).map(String),
    ]);
    expect(await optionTexts(page, "Month")).toEqual([
      "All",
      ...MONTHS.filter((m) => albums.some((a) => monthOf(a.date) === m)),
    ]);
    await expectList(filtered(albums, { year: cy }, d, t));

    await page.getByLabel("Year", { exact: true }).selectOption("all");
    await expectList(albums);
    const album = albums[0];
    const card = cards.filter({ has: page.getByRole("heading", { name: album.title, exact: true }) });
    await expect(card).toContainText(formatDate(album.date, "en-GB-short")!);
    await expect(card).toContainText(`No Of Photos(${album.attachments.length})`);
    await expect(card.locator("img")).toHaveAttribute(
      "src",
      new RegExp(fileHref(album.attachments[0]).replace(/\./g, "\\.")),
    );
    const open = card.getByRole("link", { name: `Open album: ${album.title}` });
    await expect(open).toHaveAttribute("href", `/sub-gallery?id=${album._id}`);

    const month = monthOf(albums[albums.length - 1].date);
    await page.getByLabel("Month", { exact: true }).selectOption(month);
    await expectList(filtered(albums, { month }, d, t));
    await page.getByLabel("Month", { exact: true }).selectOption("all");
    await page.getByLabel("Search by title").fill("annual");
    await expectList(filtered(albums, { q: "annual" }, d, t));
    await page.getByLabel("Year", { exact: true }).selectOption(String(yearOf(albums[albums.length - 1].date)));
    await expectList(filtered(albums, { year: yearOf(albums[albums.length - 1].date), q: "annual" }, d, t));
    // Albums of other categories are not on this page.
    await page.getByLabel("Year", { exact: true }).selectOption("all");
    await page.getByLabel("Search by title").fill(other.title);
    // The list already showed none: wait for this search's answer, not the last one's.
    await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(other.title);
    await expectList([]);

    await page.getByLabel("Search by title").fill("");
    await open.click();
    await expect(page).toHaveURL(`/sub-gallery?id=${album._id}`);
    await expect(page.getByRole("heading", { name: album.title, exact: true })).toBeVisible();
  });

  test("an album: dates, total, back link, description and every photo", async ({ page, request }) => {
    const album = (await api<GalleryItem[]>(request, `/api/gallery/All/${SCHOOL}`)).find(
      (g) => g.category === "PhotoGallery",
    )!;
    const response = await page.goto(`/sub-gallery?id=${album._id}`);
    expect(response?.status()).toBe(200);
    const facts = page.locator(".album__facts");
    const date = formatDate(album.date, "en-GB-short")!;
    // Event Date and Last Date are always the same date: it is shown once.
    await expect(facts.locator("div")).toHaveText([`Event Date${date}`, `Total Photos${album.attachments.length}`]);
    // The album belongs to the page called Campus Life, not to an "Album" or "Photo Gallery" page.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Campus Life");
    await expect(page.getByRole("link", { name: "Back to Campus Life" })).toHaveAttribute("href", "/photo-gallery");
    await expect(page.getByRole("heading", { name: album.title, exact: true })).toBeVisible();
    await expect(page.getByText(album.description)).toBeVisible();
    await expect(page.locator(".photo-grid img")).toHaveCount(album.attachments.length);
    await expect(page).toHaveTitle(new RegExp(album.title));
  });

  for (const [what, query] of [
    ["an unknown id", "?id=no-such-album"],
    ["a malformed id", "?id=..%2F..%2Fetc"],
    ["no id", ""],
  ] as const) {
    test(`${what} answers 404 with the empty album, not the error screen`, async ({ page }) => {
      const response = await page.goto(`/sub-gallery${query}`);
      expect(response?.status()).toBe(404);
      const facts = page.locator(".album__facts");
      await expect(facts.locator("div")).toHaveText(["Event DateNot Available", "Total Photos0"]);
      await expect(page.getByRole("link", { name: "Back to Campus Life" })).toBeVisible();
      await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
      await expect(page.locator(".photo-grid img")).toHaveCount(0);
    });
  }
});

test("video gallery: dropdowns, search placeholder, filters, empty message and new-tab links", async ({
  page,
  request,
}) => {
  const all = await api<VideoItem[]>(request, `/api/video/all/${SCHOOL}`);
  const d = (v: VideoItem) => v.date;
  const t = (v: VideoItem) => v.title;
  const cards = page.locator(".video-list > li");
  const expectList = async (list: VideoItem[]) => {
    await expect(page.locator(".list-count")).toHaveText(`Total Videos: ${list.length}`);
    await expect(cards).toHaveCount(list.length);
    if (list.length) await expect(cards.locator(".list-card__title")).toHaveText(list.map(t));
  };

  await page.goto("/video-gallery");
  await interactive(page);
  expect(await optionTexts(page, "Year")).toEqual(["All Year", ...distinctYears(all.map(d)).map(String)]);
  expect(await optionTexts(page, "Month")).toEqual(["All", ...MONTHS]);
  await expect(page.getByLabel("Year", { exact: true })).toHaveValue("all");
  await expect(page.getByPlaceholder("Search Here..")).toBeVisible();
  await expectList(all);
  for (const v of all) {
    const link = cards.filter({ hasText: v.title }).first().getByRole("link");
    await expect(link).toHaveAttribute("href", v.videoUrl);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
  await expect(cards.first()).toContainText(formatDate(all[0].date, "en-GB-short")!);

  const year = yearOf(all[all.length - 1].date);
  await page.getByLabel("Year", { exact: true }).selectOption(String(year));
  await expectList(filtered(all, { year }, d, t));
  await page.getByLabel("Year", { exact: true }).selectOption("all");
  const month = monthOf(all[0].date);
  await page.getByLabel("Month", { exact: true }).selectOption(month);
  await expectList(filtered(all, { month }, d, t));
  await page.getByLabel("Month", { exact: true }).selectOption("all");
  await page.getByPlaceholder("Search Here..").fill("annual");
  await expectList(filtered(all, { q: "annual" }, d, t));
  await page.getByLabel("Year", { exact: true }).selectOption(String(year));
  await expectList(filtered(all, { year, q: "annual" }, d, t));
  await page.getByPlaceholder("Search Here..").fill("zzz");
  await expectList([]);
  await expect(page.getByText("No videos found")).toBeVisible();
});

test("testimonials: newest first, photo or default image, relative time, rating with a text equivalent", async ({
  page,
  request,
}) => {
  const all = await api<TestimonialItem[]>(request, `/api/Testimonials/${SCHOOL}`);
  const newestFirst = [...all].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  await page.goto("/testimonials");
  const carousel = page.getByRole("region", { name: "Testimonials" });
  const cards = carousel.locator(".testimonial");
  await expect(cards).toHaveCount(all.length);
  await expect(cards.locator("h2")).toHaveText(newestFirst.map((t) => t.name));
  for (const [i, t] of newestFirst.entries()) {
    const card = cards.nth(i);
    await expect(card.locator(".testimonial__time")).toHaveText(/ ago$|^just now$/);
    await expect(card.getByText(`Rated ${t.rating ?? 5} out of 5`)).toBeAttached();
    await expect(card.locator("img")).toHaveAttribute(
      "src",
      t.attachments.length
        ? new RegExp(`^/api/image/${t.attachments[0].replace(/\./g, "\\.")}`)
        : "/icons/testimonial.svg",
    );
  }
  await expect(carousel.getByRole("button", { name: "Previous slide" })).toBeVisible();
  await expect(carousel.getByRole("button", { name: "Next slide" })).toBeVisible();
});

test("newsletter: most recent year, year filter, new-tab links, long dates, empty year, default icon", async ({
  page,
  request,
}) => {
  const circulars = await api<CircularItem[]>(request, `/api/circular/all/${SCHOOL}`);
  const letters = circulars.filter((c) => c.category === "Newsletter");
  const circular = circulars.find((c) => c.category !== "Newsletter")!;
  const years = distinctYears(letters.map((l) => l.date));
  const cards = page.locator(".newsletter-list > li");
  const expectYear = async (year: number) => {
    const list = letters.filter((l) => yearOf(l.date) === year);
    await expect(cards).toHaveCount(list.length);
    await expect(cards.locator(".list-card__title")).toHaveText(list.map((l) => l.title));
    return list;
  };

  // An image newsletter whose file fails shows the default icon.
  const imageLetter = letters.find((l) => /\.(jpe?g|png|webp)$/i.test(l.attachments[0] ?? ""))!;
  await page.route(
    (url) => url.pathname === fileHref(imageLetter.attachments[0]),
    (route) => route.fulfill({ status: 404 }),
  );

  await page.goto("/newsletter");
  await interactive(page);
  await expect(page.getByLabel("Year", { exact: true })).toHaveValue(String(years[0]));
  expect(await optionTexts(page, "Year")).toEqual(years.map(String));
  const shown = await expectYear(years[0]);
  const link = cards.first().locator("a.newsletter-card");
  await expect(link).toHaveAttribute("href", fileHref(shown[0].attachments[0]));
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /noopener/);
  await expect(cards.first()).toContainText(formatDate(shown[0].date, "en-IN-long")!);
  await expect(cards.filter({ hasText: circular.title })).toHaveCount(0);

  await page.getByLabel("Year", { exact: true }).selectOption(String(years[years.length - 1]));
  await expectYear(years[years.length - 1]);
  await expect(page).toHaveURL(`/newsletter?year=${years[years.length - 1]}`);

  await page.goto(`/newsletter?year=${yearOf(imageLetter.date)}`);
  const img = cards.filter({ hasText: imageLetter.title }).locator("img");
  await expect(img).toHaveAttribute("src", "/icons/newsletter.svg");

  await page.goto("/newsletter?year=1999");
  await expect(page.getByText("No data available for the selected year.")).toBeVisible();
  await expect(cards).toHaveCount(0);
});

test("media gallery: default year, cards with title and date, dropped items, lightbox, default image", async ({
  page,
  request,
}) => {
  const all = await api<MediaItem[]>(request, `/api/media/${SCHOOL}`);
  const withFile = all.filter((m) => m.attachments.length > 0);
  const dropped = all.find((m) => m.attachments.length === 0)!;
  const cy = kolkataYear();
  const defaultYear = [0, 1, 2, 3, 4].map((b) => cy - b).find((y) => withFile.some((m) => yearOf(m.date) === y));
  expect(defaultYear).toBeDefined();
  const grid = page.getByRole("list", { name: "Media coverage" });
  const expectYear = async (year: number) => {
    const list = withFile.filter((m) => yearOf(m.date) === year);
    await expect(grid.locator("li")).toHaveCount(list.length);
    await expect(grid.locator(".photo-grid__caption")).toHaveText(
      list.map((m) => `${m.title || "Untitled"} (${formatDate(m.date, "en-IN-short")})`),
    );
  };

  const failing = withFile.find((m) => yearOf(m.date) === defaultYear)!;
  await page.route(
    (url) => url.pathname === fileHref(failing.attachments[0]),
    (route) => route.fulfill({ status: 404 }),
  );
  await page.goto("/media-gallery");
  await interactive(page);
  await expect(page.getByLabel("Year", { exact: true })).toHaveValue(String(defaultYear));
  expect(await optionTexts(page, "Year")).toEqual(distinctYears(withFile.map((m) => m.date)).map(String));
  await expectYear(defaultYear!);
  await expect(grid.getByRole("img", { name: failing.title })).toHaveAttribute("src", "/icons/media.svg");

  await grid.getByRole("link").last().click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  const year = yearOf(dropped.date);
  await page.getByLabel("Year", { exact: true }).selectOption(String(year));
  await expectYear(year);
  await expect(grid).not.toContainText(dropped.title);

  await page.goto("/media-gallery?year=1999");
  await expect(page.getByText("No media found for 1999.")).toBeVisible();
});

test.describe("without JavaScript the filters still work as a GET form", () => {
  test.use({ javaScriptEnabled: false });

  test("news, events, photo and video gallery", async ({ page, request }) => {
    const news = await api<NewsItem[]>(request, `/api/news/all/${SCHOOL}`);
    await page.goto("/news");
    await page.getByLabel("Year", { exact: true }).selectOption("all");
    await page.getByLabel("Search by title").fill("day");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/\/news\?year=all&month=all&q=day$/);
    const newsHits = filtered(
      news,
      { q: "day" },
      (n) => n.fromDate,
      (n) => n.title,
    );
    await expect(page.locator(".list-count")).toHaveText(`Total News: ${newsHits.length}`);
    await expect(page.locator(".news-list > li")).toHaveCount(newsHits.length);

    const events = await api<EventItem[]>(request, `/api/events/All/${SCHOOL}`);
    const month = monthOf(events[0].date);
    await page.goto("/events");
    await page.getByLabel("Year", { exact: true }).selectOption("all");
    await page.getByLabel("Month", { exact: true }).selectOption(month);
    await page.getByRole("button", { name: "Apply filters" }).click();
    const eventHits = filtered(
      events,
      { month },
      (e) => e.date,
      (e) => e.title,
    );
    await expect(page.locator(".list-count")).toHaveText(`Total Events: ${eventHits.length}`);
    await expect(page.locator(".events-list > li")).toHaveCount(eventHits.length);

    const albums = (await api<GalleryItem[]>(request, `/api/gallery/All/${SCHOOL}`)).filter(
      (g) => g.category === "PhotoGallery",
    );
    const year = yearOf(albums[albums.length - 1].date);
    await page.goto("/photo-gallery");
    await page.getByLabel("Year", { exact: true }).selectOption(String(year));
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.locator(".list-count")).toHaveText(
      `Total Albums: ${albums.filter((a) => yearOf(a.date) === year).length}`,
    );

    const videos = await api<VideoItem[]>(request, `/api/video/all/${SCHOOL}`);
    await page.goto("/video-gallery");
    await page.getByPlaceholder("Search Here..").fill("zzz");
    await page.getByPlaceholder("Search Here..").press("Enter");
    await expect(page).toHaveURL(/q=zzz/);
    await expect(page.getByText("No videos found")).toBeVisible();
    await page.getByPlaceholder("Search Here..").fill("");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.locator(".list-count")).toHaveText(`Total Videos: ${videos.length}`);
  });

  test("newsletter and media year", async ({ page, request }) => {
    const letters = (await api<CircularItem[]>(request, `/api/circular/all/${SCHOOL}`)).filter(
      (c) => c.category === "Newsletter",
    );
    const years = distinctYears(letters.map((l) => l.date));
    const oldest = years[years.length - 1];
    await page.goto("/newsletter");
    await page.getByLabel("Year", { exact: true }).selectOption(String(oldest));
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.locator(".newsletter-list > li")).toHaveCount(
      letters.filter((l) => yearOf(l.date) === oldest).length,
    );

    const media = (await api<MediaItem[]>(request, `/api/media/${SCHOOL}`)).filter((m) => m.attachments.length);
    const mediaYears = distinctYears(media.map((m) => m.date));
    const last = mediaYears[mediaYears.length - 1];
    await page.goto("/media-gallery");
    await page.getByLabel("Year", { exact: true }).selectOption(String(last));
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByRole("list", { name: "Media coverage" }).locator("li")).toHaveCount(
      media.filter((m) => yearOf(m.date) === last).length,
    );
  });
});

test.describe("accessibility (axe, WCAG 2 A and AA)", () => {
  // Every route's default state is checked by a11y.spec.ts; these are the other states of the list pages.
  for (const path of ["/sub-gallery?id=demo-album-01", "/news?q=no-such-news", "/media-gallery?year=1990"]) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
