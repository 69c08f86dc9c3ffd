import type { APIRequestContext, Page } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { ADMIN, signInTo, unique } from "./staff-helpers.ts";

// Issue 30: every notice at its own address, withdrawn notices, site-wide alerts.

/** A staff API client (the same calls the staff pages make). */
async function staffApi(request: APIRequestContext) {
  const signed = await request.post("/api/admin/login", { data: ADMIN });
  expect(signed.status()).toBe(200);
  const { csrfToken } = await signed.json();
  const headers = { "x-csrf-token": csrfToken, origin: new URL(signed.url()).origin };
  return {
    post: async (path: string, data: unknown) => {
      const res = await request.post(path, { data, headers });
      expect(res.status(), await res.text()).toBeLessThan(300);
      return res.json();
    },
    delete: (path: string) => request.delete(path, { headers }),
  };
}

const ogOf = (page: Page, property: string) => page.locator(`meta[property="${property}"]`).getAttribute("content");

test.describe("a notice's own page", () => {
  test("a news item at its own address: its page, its sharing tags, its share link; works without JavaScript", async ({
    page,
    request,
    browser,
  }) => {
    const api = await staffApi(request);
    const title = `Sports day results ${unique()}`;
    const { id } = await api.post("/api/admin/content/news", {
      title,
      description: "Red house won the trophy.\nBlue house came second.",
      fromDate: "2026-11-21",
      attachments: [],
    });
    const response = await page.goto(`/news/${id}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator("main")).toContainText("Red house won the trophy.");
    await expect(page.locator("main")).toContainText(/Published by .+ on \d{1,2} \w+ \d{4}/);
    const address = new URL(`/news/${id}`, page.url()).href;
    expect(await ogOf(page, "og:url")).toBe(address);
    expect(await ogOf(page, "og:title")).toContain(title);
    expect(await ogOf(page, "og:image")).toMatch(/^http/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", address);
    expect(await ogOf(page, "og:type")).toBe("article");
    const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) =>
      JSON.parse(t),
    );
    expect(structured).toContainEqual(
      expect.objectContaining({ "@type": "NewsArticle", headline: title, mainEntityOfPage: address }),
    );
    await expect(page.getByRole("link", { name: /Share on WhatsApp/ })).toHaveAttribute(
      "href",
      new RegExp(`path=%2Fnews%2F${id}`),
    );
    expect(await axeViolations(page)).toEqual([]);

    // The list links to it, and a parent without JavaScript reads the same page.
    await page.goto("/news?year=all");
    await expect(page.locator(`a[href="/news/${id}"]`).first()).toBeVisible();
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await plain.newPage();
    await noJs.goto(`/news/${id}`);
    await expect(noJs.getByRole("heading", { level: 1 })).toHaveText(title);
    await plain.close();
  });

  test("the events list's share link for one event shares that event's address", async ({ page, request }) => {
    const api = await staffApi(request);
    const title = `Annual day ${unique()}`;
    const { id } = await api.post("/api/admin/content/event", {
      title,
      description: "Performances by every class.",
      date: `${new Date().getFullYear()}-12-31`,
      venue: "Auditorium",
      images: [],
      attachments: [],
    });
    await page.goto("/events");
    const card = page.locator("article").filter({ hasText: title });
    await expect(card.locator("[data-share]")).toHaveAttribute("data-share-path", `/events/${id}`);
    await card.getByRole("link", { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/events/${id}$`));
    await expect(page.locator("main")).toContainText("Auditorium");
  });

  test("a withdrawn circular answers 410 with the explanation and its replacement", async ({ page, request }) => {
    const api = await staffApi(request);
    const circular = (title: string) => ({
      category: "Newsletter",
      date: "2026-11-20",
      title,
      attachments: [],
      text: "School closed on Friday.",
    });
    const old = await api.post("/api/admin/content/circular", circular(`Holiday circular ${unique()}`));
    const fresh = await api.post("/api/admin/content/circular", circular(`Corrected circular ${unique()}`));
    await api.post(`/api/admin/content/circular/${old.id}/withdraw`, { replacedBy: `/newsletter/${fresh.id}` });
    const response = await page.goto(`/newsletter/${old.id}`);
    expect(response?.status()).toBe(410);
    await expect(page.locator("main")).toContainText(/Withdrawn by .+ on \d{1,2} \w+ \d{4}/);
    await expect(page.locator("main")).not.toContainText("School closed on Friday.");
    await page.getByRole("link", { name: "Read the notice that replaces it" }).click();
    await expect(page).toHaveURL(new RegExp(`/newsletter/${fresh.id}$`));
    await expect(page.locator("main")).toContainText("School closed on Friday.");
  });
});

test.describe("site-wide alerts", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the office posts an urgent alert from a phone; every page shows it, without JavaScript too; it ends", async ({
    page,
    browser,
  }) => {
    const text = `School closed tomorrow due to heavy rain ${unique()}`;
    await signInTo(page, "/admin");
    await page.getByRole("link", { name: "Post an alert" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Alerts");
    await page.getByLabel("Urgent", { exact: false }).check();
    await page.getByLabel("Message").fill(text);
    // Until tomorrow 18:00 is what the form offers.
    await expect(page.getByLabel("Show until (time)")).toHaveValue("18:00");
    await page.getByRole("button", { name: "Post the alert" }).click();
    await expect(page.getByText(/^Showing now, until/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const visitor = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
    const parent = await visitor.newPage();
    for (const path of ["/", "/news", "/contact"]) {
      await parent.goto(path);
      await expect(parent.locator(".site-alert--urgent")).toContainText(text);
    }
    const withJs = await browser.newPage({ viewport: { width: 375, height: 740 } });
    await withJs.goto("/history");
    await expect(withJs.locator(".site-alert--urgent")).toContainText(text);
    expect(await axeViolations(withJs)).toEqual([]);
    await withJs.close();

    await page.getByRole("button", { name: `End the alert “${text}” now` }).click();
    await expect(page.getByText("No alert is showing.")).toBeVisible();
    await parent.goto("/news");
    await expect(parent.locator(".site-alert")).toHaveCount(0);
    await visitor.close();
  });
});
