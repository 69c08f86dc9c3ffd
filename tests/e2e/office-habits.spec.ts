import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { dragOnto, noMarkupHints, signInTo as signIn, unique } from "./staff-helpers.ts";

// Issue 26, the office's habits: photos by the dozen, inputs as people have
// them, nothing "done" that is still the demo's, every attachment reaching
// parents, and fees a parent can find. Tried at 1280 and 375 px.

const PHONE = { width: 375, height: 740 };
const LAPTOP = { width: 1280, height: 800 };

const jpeg = (n: number) =>
  sharp({ create: { width: 160, height: 120, channels: 3, background: { r: 20 * (n % 12), g: 90, b: 140 } } })
    .jpeg()
    .toBuffer();

const pdf = (title: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF ${title}\n`,
  );

async function noAxe(page: Page, include = "main") {
  expect(await axeViolations(page, { include })).toEqual([]);
}

/** The page is no wider than the phone (nothing to scroll sideways). */
async function fitsPhone(page: Page) {
  // What sticks out past the screen's edge (not inside a box that scrolls) names what to fix.
  const { wide, past } = await page.evaluate((width) => {
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement)
        if (getComputedStyle(p).overflowX !== "visible") return true;
      return false;
    };
    const past = [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && !clipped(el))
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} (${Math.round(el.getBoundingClientRect().right)} px)`);
    return { wide: document.documentElement.scrollWidth, past };
  }, PHONE.width);
  expect(wide, past.join(", ")).toBeLessThanOrEqual(PHONE.width);
}

for (const size of [LAPTOP, PHONE]) {
  test(`a news item with one photo and two PDFs shows the photo and two download buttons (${size.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signIn(page, "/admin/content/news/new");
    const title = `Exam timetable ${unique()}`;
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Description").fill("The circulars are attached.");
    await page.getByLabel("Add files").setInputFiles([
      { name: "hall.jpg", mimeType: "image/jpeg", buffer: await jpeg(3) },
      { name: "timetable.pdf", mimeType: "application/pdf", buffer: pdf("timetable") },
      { name: "syllabus.pdf", mimeType: "application/pdf", buffer: pdf("syllabus") },
    ]);
    await expect(page.getByText("3 of 3 files uploaded.")).toBeAttached();
    // The form says what each file becomes.
    await expect(page.getByText("Parents see it as a picture.")).toHaveCount(1);
    await expect(page.getByText("Parents get a Download circular (PDF) button.")).toHaveCount(2);
    await noAxe(page);
    if (size === PHONE) await fitsPhone(page);
    await page.getByLabel("Published: shown on the website").check();
    await page.getByRole("button", { name: "Save and publish" }).click();
    await expect(page).toHaveURL(/\/admin\/content\/news$/);

    await page.goto("/news");
    const card = page.locator("article").filter({ hasText: title });
    await expect(card.locator("img.news-card__photo")).toBeVisible();
    const buttons = card.getByRole("link", { name: /^Download circular \(PDF\)/ });
    await expect(buttons).toHaveCount(2);
    for (const href of await buttons.evaluateAll((as) => as.map((a) => a.getAttribute("href")))) {
      const file = await page.request.get(href!);
      expect(file.headers()["content-type"]).toBe("application/pdf");
    }
    await noAxe(page);
  });
}

test("a parent finds the fees from the menu and from the enquiry form", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/admission-enquire");
  await page.getByRole("link", { name: "fees for each class" }).click();
  await expect(page).toHaveURL(/\/fees$/);
  await expect(page.getByRole("heading", { level: 1, name: "Fees" })).toBeVisible();
  const table = page.getByRole("table", { name: "Fees for each class" });
  await expect(table.getByRole("rowheader", { name: "KG-I", exact: true })).toBeVisible();
  await expect(table).toContainText("₹27,500");
  await noAxe(page);
  await fitsPhone(page);

  await page.setViewportSize(LAPTOP);
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  // Under Admission (the group's list opens on hover or tap).
  await expect(nav.locator('a[href="/fees"]')).toHaveText("Fees");
  // The disclosure reads the same fee table.
  await page.goto("/mandatory-public-disclosure");
  await expect(page.locator('[data-item="fees"], #fees, table').filter({ hasText: "KG-I" }).first()).toBeVisible();
});

/** Drops files onto an element as a file manager would (a real drop event with a DataTransfer). */
async function dropFiles(target: Locator, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const payload = files.map((f) => ({ name: f.name, type: f.mimeType, data: f.buffer.toString("base64") }));
  const transfer = await target.page().evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) {
      const bytes = Uint8Array.from(atob(f.data), (c) => c.charCodeAt(0));
      dt.items.add(new File([bytes], f.name, { type: f.type }));
    }
    return dt;
  }, payload);
  await target.dispatchEvent("dragover", { dataTransfer: transfer });
  await target.dispatchEvent("drop", { dataTransfer: transfer });
}

// One size after the other: each counts the tab's photos before adding its twelve.
test.describe.configure({ mode: "default" });
for (const size of [LAPTOP, PHONE]) {
  test(`twelve photos go into the Assembly tab in one go where the page is edited, and a visitor sees them (${size.width} px)`, async ({
    page,
    browser,
  }) => {
    test.slow();
    await page.setViewportSize(size);
    await signIn(page, "/admin/pages/our-infrastructure");
    // The photo tabs show their thumbnails where the page is edited; each tab takes photos of its own.
    const tab = page
      .locator(".tab-photos")
      .filter({ has: page.getByRole("heading", { name: /^Assembly: \d+ photos?$/ }) });
    const name = tab.getByRole("heading", { name: /^Assembly: / });
    const before = Number((await name.textContent())?.match(/(\d+) photo/)?.[1] ?? 0);
    await expect(tab.locator(".tab-photos__strip img")).toHaveCount(Math.min(before, 8));
    // A big photo, as phones take them: the server makes it smaller for the website.
    const big = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#3a6" } })
      .jpeg()
      .toBuffer();
    const files = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => ({
        name: `assembly-${i + 1}.jpg`,
        mimeType: "image/jpeg",
        buffer: i === 0 ? big : await jpeg(i),
      })),
    );
    if (size === LAPTOP) await dropFiles(tab.locator(".photo-drop"), files);
    // On a phone: picked from the gallery, many at once.
    else await tab.getByLabel("Choose photos for Assembly").setInputFiles(files);
    await expect(page.getByRole("status").filter({ hasText: "12 photos added to Assembly." })).toBeVisible({
      timeout: 30_000,
    });
    await expect(name).toHaveText(`Assembly: ${before + 12} photos`);
    await expect(tab.locator(".tab-photos__strip img")).toHaveCount(8);
    // No description was asked first: each waits under "Describe these photos".
    const describe = tab.getByRole("region", { name: /Describe these photos/ });
    for (let n = before + 1; n <= before + 12; n++)
      await expect(describe.getByLabel(`Description of Assembly, photo ${n}`, { exact: true })).toBeVisible();
    const first = describe.getByLabel(`Description of Assembly, photo ${before + 1}`, { exact: true });
    await first.fill(`Morning assembly in the quadrangle, seen at ${size.width} px`);
    await describe.getByRole("button", { name: `Save description of Assembly, photo ${before + 1}` }).click();
    await expect(first).toHaveCount(0);
    await tab.getByText(/^Describe, replace, reorder or remove the photos of Assembly/).click();
    await expect(tab.getByLabel(`Description of Assembly, photo ${before + 1} for blind visitors`)).toHaveValue(
      `Morning assembly in the quadrangle, seen at ${size.width} px`,
    );
    // One replaced in place: same place, new picture.
    const second = tab.locator(".admin-photo").nth(before + 1);
    const oldSrc = await second.locator("img").getAttribute("src");
    await tab.getByLabel(`Replace Assembly, photo ${before + 2}`).setInputFiles({
      name: "better.jpg",
      mimeType: "image/jpeg",
      buffer: await jpeg(7),
    });
    await expect(
      page.getByRole("status").filter({ hasText: `Assembly, photo ${before + 2} replaced.` }),
    ).toBeAttached();
    await expect(second.locator("img")).not.toHaveAttribute("src", oldSrc ?? "");
    // Put in order: the described photo moved up with its button (the keyboard's way), then dragged back.
    await tab.getByRole("button", { name: `Move Assembly, photo ${before + 1} up` }).click();
    await expect(tab.getByLabel(`Description of Assembly, photo ${before} for blind visitors`)).toHaveValue(
      `Morning assembly in the quadrangle, seen at ${size.width} px`,
    );
    if (size === LAPTOP) {
      await dragOnto(tab.locator(".admin-photo").nth(before - 1), tab.locator(".admin-photo").nth(before));
      await expect(tab.getByLabel(`Description of Assembly, photo ${before + 1} for blind visitors`)).toHaveValue(
        `Morning assembly in the quadrangle, seen at ${size.width} px`,
      );
    }
    await noAxe(page);
    await noMarkupHints(page);
    if (size === PHONE) await fitsPhone(page);

    // New photos wait for Publish, as the page's words do: visitors see them once it is published.
    const visitor = await (await browser.newContext({ viewport: size })).newPage();
    await visitor.goto("/our-infrastructure?tab=assembly");
    const panel = visitor.getByRole("tabpanel");
    await expect(panel.getByRole("img")).toHaveCount(before);
    await expect(tab.getByText("Visitors see the new photos once the page is published.")).toBeVisible();
    await page.getByRole("button", { name: "Save and publish" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Published. Visitors see the new version now." }),
    ).toBeVisible();
    await visitor.reload();
    await expect(panel.getByRole("img")).toHaveCount(before + 12);
    const described = panel.getByRole("img", { name: `Morning assembly in the quadrangle, seen at ${size.width} px` });
    await expect(described).toHaveCount(1);
    // Resized on the server: the 3000 px photo is sent no wider than the site's largest size.
    await described.scrollIntoViewIfNeeded();
    await expect.poll(() => described.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const widest = await described.evaluate((img: HTMLImageElement) => img.naturalWidth);
    expect(widest).toBeLessThan(3000);
    await visitor.context().close();
  });
}

// Last of all: it takes every demo picture off the site.
test("every demo picture goes in one action, after a question that says how many", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, "/admin/page-photos?page=our-infrastructure&tab=Library");
  await expect(page.getByText("Demo picture", { exact: true }).first()).toBeVisible();
  await page.getByRole("button", { name: "Remove all demo pictures" }).click();
  const ask = page.getByRole("dialog", { name: /^Remove all \d+ demo pictures\?$/ });
  await expect(ask).toBeVisible();
  const count = Number((await ask.getByRole("heading").textContent())?.match(/\d+/)?.[0]);
  expect(count).toBeGreaterThan(100);
  await expect(ask).toContainText(`The ${count} demo pictures that came with the demo`);
  await noAxe(page, "body");
  await ask.getByRole("button", { name: `Remove ${count} demo pictures` }).click();
  await expect(page.getByRole("status").filter({ hasText: `${count} demo pictures removed.` })).toBeAttached();
  await expect(page.getByText("Demo picture", { exact: true })).toHaveCount(0);
  await page.goto("/admin");
  await expect(page.getByRole("region", { name: "Getting started" })).not.toContainText(
    "Placeholder photos on the school's pages",
  );
});
