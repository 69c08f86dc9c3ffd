import type { Page } from "@playwright/test";
import { formatDmy, todayInKolkata } from "../../contract/dates.ts";
import { expect, test } from "./fixtures.ts";
import { postEnquiry, signInTo as signIn, unique } from "./staff-helpers.ts";

// Issue 16, staff area: the safety nets and office habits that watching staff
// use it showed were missing (report 2026-11-23, defects 10, 13, 24–28).

const nav = (page: Page) => page.getByRole("navigation", { name: "Staff area" });

test("a half-written news item asks before the staff member leaves it, and not once it is saved", async ({ page }) => {
  await signIn(page, "/admin/content/news");
  await page.getByRole("link", { name: "Add a news item" }).click();
  await expect(page.getByRole("heading", { name: "Add a news item" })).toBeVisible();

  // Nothing typed yet: leaving does not ask.
  await nav(page).getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Add a news item" })).toBeVisible();

  const title = `Annual day ${unique()}`;
  await page.getByLabel("Title").fill(title);
  const question = page.getByRole("dialog", { name: "Leave without saving?" });

  // A menu link: asked, and staying keeps what was typed.
  await nav(page).getByRole("link", { name: "Dashboard" }).click();
  await expect(question).toBeVisible();
  await expect(question.getByRole("button", { name: "Cancel" })).toBeFocused();
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/content\/news\/new$/);
  await expect(page.getByLabel("Title")).toHaveValue(title);

  // The browser's Back button: asked too.
  await page.evaluate(() => history.back());
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByLabel("Title")).toHaveValue(title);

  // Closing the tab or reloading: the browser's own warning.
  const unloadAsked = await page.evaluate(() => {
    const e = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(e);
    return e.defaultPrevented;
  });
  expect(unloadAsked).toBe(true);
  const warned = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const dialog = await warned;
  expect(dialog.type()).toBe("beforeunload");
  await dialog.accept();
});

test("after saving, leaving does not ask and the success message is not repeated on the next page", async ({
  page,
  request,
}) => {
  await signIn(page, "/admin/content/news/new");
  const title = `Science fair ${unique()}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Published: shown on the website").check();
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/news$/);
  const published = page.getByRole("status").filter({ hasText: `Published: “${title}”.` });
  await expect(published).toBeVisible();

  // The next, unrelated page: no question, and the message is gone.
  await nav(page).getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByText(`Published: “${title}”.`)).toHaveCount(0);

  // A message made on a page without moving on (an enquiry's status saved) stays with that page only.
  // (An enquiry, not a page photo: a photo would change what the public page tests count.)
  const name = await postEnquiry(request, "Ira");
  await page.goto("/admin/enquiries");
  const card = page.getByRole("article", { name });
  await card.getByLabel("Status").selectOption("contacted");
  await card.getByRole("button", { name: `Save enquiry for ${name}` }).click();
  const saved = `Saved: enquiry for ${name} is contacted.`;
  await expect(page.getByRole("status").filter({ hasText: saved })).toBeVisible();
  await nav(page).getByRole("link", { name: "Content" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
  await expect(page.getByText(saved)).toHaveCount(0);
});

test.describe("in a browser set to US English", () => {
  test.use({ locale: "en-US", timezoneId: "America/New_York" });

  test("dates are typed and shown as dd/mm/yyyy, and a month-first date is refused", async ({ page }) => {
    await signIn(page, "/admin/content/event/new");
    const date = page.getByLabel(/^Date/);
    // A text box with the Indian format, not the browser's mm/dd/yyyy date picker.
    await expect(date).toHaveAttribute("type", "text");
    await expect(date).toHaveAttribute("inputmode", "numeric");
    await expect(date).toHaveValue(formatDmy(todayInKolkata()));
    await expect(page.getByText("Write it as dd/mm/yyyy.")).toBeVisible();

    const title = `Parents' meeting ${unique()}`;
    await page.getByLabel("Title").fill(title);
    await date.fill("11/24/2027");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(date).toBeFocused();
    await expect(page.getByText("Enter the date as dd/mm/yyyy, for example 24/11/2026").first()).toBeVisible();

    await date.fill("24/11/2027");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page).toHaveURL(/\/admin\/content\/event$/);
    const row = page.getByRole("listitem").filter({ hasText: title });
    await expect(row).toContainText("24/11/2027");
    await row.getByRole("link", { name: title, exact: true }).click();
    await expect(page.getByLabel(/^Date/)).toHaveValue("24/11/2027");
  });
});

test("page photos: choosing a tab shows its photos at once, with the add form first", async ({ page }) => {
  await signIn(page, "/admin/page-photos");
  await page.getByLabel("Page", { exact: true }).selectOption("activities");
  await expect(page).toHaveURL(/page=activities/);
  await page.getByLabel("Tab", { exact: true }).focus();
  await page.getByLabel("Tab", { exact: true }).selectOption("Synthesizer");
  // No "Show photos" press needed.
  await expect(page).toHaveURL(/page=activities&tab=Synthesizer/);
  await expect(page.getByRole("heading", { name: "Activities: Synthesizer" })).toBeVisible();
  await expect(page.getByLabel("Tab", { exact: true })).toBeFocused();

  // The add form comes before the photos, and says nothing about "no photos" when there are some.
  const headings = await page.locator("main h2").allTextContents();
  expect(headings.indexOf("Add photos to Synthesizer")).toBeLessThan(headings.indexOf("Activities: Synthesizer"));
  const add = page.getByRole("region", { name: "Add photos to Synthesizer" });
  await expect(add.getByText(/No photos/)).toHaveCount(0);
  await expect(page.getByText(/^\d+ photos?$/)).toBeVisible();
});

test("a PDF scan chosen as a certificate is refused at once, with what to do instead", async ({ page }) => {
  await signIn(page, "/admin/certificates");
  const uploads: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/admin/upload")) uploads.push(r.url());
  });
  await page.getByLabel("Choose a photo").setInputFiles({
    name: "tc-scan.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
  });
  await expect(page.getByText(/tc-scan\.pdf is a PDF\. Certificates must be a picture/).first()).toBeVisible();
  expect(uploads).toEqual([]);
  // The form now holds a change: leaving asks first.
  await page.getByLabel("Admission number").first().fill("TV-PDF-1");
  await nav(page).getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("dialog", { name: "Leave without saving?" })).toBeVisible();
});

test("the enquiries inbox filters to today's and this week's enquiries", async ({ page, request }) => {
  const name = await postEnquiry(request, "Meera");
  await signIn(page, "/admin/enquiries");
  for (const [value, label] of [
    ["today", "Today"],
    ["week", "This week"],
  ]) {
    await page.getByLabel("Received").selectOption({ label });
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(new RegExp(`received=${value}`));
    await expect(page.getByLabel("Received")).toHaveValue(value);
    await expect(page.getByRole("heading", { name })).toBeVisible();
    await expect(page.getByRole("link", { name: /Download CSV/ })).toHaveAttribute(
      "href",
      new RegExp(`received=${value}`),
    );
  }
});

test("an event gets start and end times; the events page and the calendar files use them", async ({
  page,
  request,
}) => {
  await signIn(page, "/admin/content/event/new");
  const title = `Sports day ${unique()}`;
  await page.getByLabel("Title").fill(title);
  // Native time controls instead of free text; the end must come after the start.
  await expect(page.getByLabel("Starts at")).toHaveAttribute("type", "time");
  await page.getByLabel("Starts at").fill("16:00");
  await page.getByLabel("Ends at").fill("10:00");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("The end time must be after the start time").first()).toBeVisible();
  await page.getByLabel("Starts at").fill("10:00");
  await page.getByLabel("Ends at").fill("16:00");
  await page.getByLabel("Published: shown on the website").check();
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/event$/);

  const all: { _id: string; title: string; date: string; time: string; startTime: string; endTime: string }[] = await (
    await request.get("/api/events/All/tvms")
  ).json();
  const saved = all.find((e) => e.title === title)!;
  expect(saved).toMatchObject({ startTime: "10:00", endTime: "16:00", time: "10:00 am – 4:00 pm" });
  // The demo events have times too, shown the same way.
  const demo = all.filter((e) => e.title !== title && e.startTime);
  expect(demo.length).toBeGreaterThan(3);
  for (const e of demo) expect(e.time).toMatch(/^\d{1,2}:\d\d [ap]m( – \d{1,2}:\d\d [ap]m)?$/);

  await page.goto("/events");
  const card = page.locator("article").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card).toContainText("10:00 am – 4:00 pm");

  const day = saved.date.replaceAll("-", "");
  for (const path of ["/events.ics", `/events/${saved._id}.ics`]) {
    const ics = await (await request.get(path)).text();
    const block = ics.slice(ics.indexOf(`UID:event-${saved._id}@`));
    expect(block).toContain(`DTSTART;TZID=Asia/Kolkata:${day}T100000`);
    expect(block).toContain(`DTEND;TZID=Asia/Kolkata:${day}T160000`);
  }
});
