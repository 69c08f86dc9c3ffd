import type { Page } from "@playwright/test";
import { todayInKolkata } from "../../contract/dates.ts";
import { formatDmy } from "../../contract/disclosure-items.ts";
import { buildSampleDocumentPdf } from "../../server/disclosure/sample-document-pdf.ts";
import { expect, test } from "./fixtures.ts";

// The Mandatory Public Disclosure (issue 17): the demo's complete public page,
// and staff keeping a certificate current: the dashboard warns before it
// expires and the public page marks it once it has.

// The machine these run on may be shared and slow; the steps are many.
test.describe.configure({ timeout: 120_000 });
test.use({ actionTimeout: 30_000 });

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };
const FIRE = "Fire safety certificate from the competent authority";

/** A Kolkata calendar date `n` days from today, as dd/mm/yyyy. */
const dayFromToday = (n: number) => {
  const d = new Date(`${todayInKolkata()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return formatDmy(d.toISOString().slice(0, 10));
};

async function signIn(page: Page, path: string) {
  await page.goto(`/admin/login?next=${encodeURIComponent(path)}`);
  await page.getByLabel("E-mail address").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

test("the public page shows the five sections and the annual reports, in tables, with PDFs that open", async ({
  page,
  request,
}) => {
  await page.goto("/");
  // The demo's notification popup opens by itself on the home page.
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  const fonts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "font") fonts.push(r.url());
  });
  await page
    .getByRole("navigation", { name: "Quick Links" })
    .getByRole("link", { name: "Mandatory Disclosure" })
    .click();
  await expect(page).toHaveURL(/\/mandatory-public-disclosure$/);
  await page.waitForLoadState("networkidle");
  // The fee table's rupee signs do not cost parents a 105 KB Devanagari font.
  expect(fonts.filter((f) => f.includes("devanagari"))).toEqual([]);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mandatory Public Disclosure");

  const sections = [
    "A. General information",
    "B. Documents and information",
    "C. Result and academics",
    "D. Staff (teaching)",
    "E. School infrastructure",
    "Annual reports",
  ];
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(sections);
  for (const name of sections) await expect(page.getByRole("region", { name })).toBeVisible();

  // Every table has column headers; section A's rows are labelled by row headers.
  const tables = page.locator("main table");
  expect(await tables.count()).toBeGreaterThanOrEqual(8);
  for (const table of await tables.all()) await expect(table.locator('th[scope="col"]').first()).toBeAttached();
  const general = page.getByRole("region", { name: "A. General information" });
  // The CBSE numbers are the school profile's (the demo's sample numbers), not a copy of the disclosure's.
  await expect(general.getByRole("row", { name: /Affiliation number/ })).toContainText("1199999");
  await expect(general.getByRole("row", { name: /School code/ })).toContainText("99999");
  await expect(general.getByRole("row", { name: /Complete address with PIN code/ })).toContainText("411000");

  // The demo is complete: no document expired, every one "valid until" or not expiring.
  const documents = page.getByRole("region", { name: "B. Documents and information" });
  await expect(documents.getByText(/Expired on/)).toHaveCount(0);
  await expect(documents.getByRole("row", { name: new RegExp(FIRE) })).toContainText(/valid until \d{2}\/\d{2}\/\d{4}/);

  // Results carry their pass percentage.
  const results = page.getByRole("table", { name: "Last three years' board results: Class X" });
  await expect(results.getByRole("columnheader", { name: "Pass percentage" })).toBeVisible();
  await expect(results.getByRole("row")).toHaveCount(4);

  // Document links open the PDFs.
  const links = page.locator('main a[href^="/api/image/"]');
  expect(await links.count()).toBeGreaterThanOrEqual(12);
  const fireLink = documents.getByRole("link", { name: `${FIRE} (PDF)` });
  const res = await request.get((await fireLink.getAttribute("href")) ?? "");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  expect((await res.body()).toString("latin1")).toContain("SAMPLE");

  // The More Info menu leads here too.
  const menuLink = page.getByRole("navigation", { name: "Main" }).locator('a[href="/mandatory-public-disclosure"]');
  await expect(menuLink).toHaveCount(1);
});

test("the page prints whole: the header, menu and footer are left out, every section stays", async ({ page }) => {
  await page.goto("/mandatory-public-disclosure");
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(".site-header")).toBeHidden();
  await expect(page.locator(".site-footer")).toBeHidden();
  await expect(page.getByRole("heading", { level: 2 })).toHaveCount(6);
  for (const h of await page.getByRole("heading", { level: 2 }).all()) await expect(h).toBeVisible();
});

test("staff: a fire certificate valid until tomorrow warns on the dashboard; once past, the page marks it expired", async ({
  page,
  browser,
}) => {
  await signIn(page, "/admin/disclosure");
  await expect(page.getByRole("heading", { level: 1, name: "Public disclosure" })).toBeVisible();
  const meter = page.locator("#disc-meter");
  const counted = async () => {
    const m = /(\d+) of (\d+) items/.exec((await meter.textContent()) ?? "");
    return { done: Number(m?.[1]), total: Number(m?.[2]) };
  };
  await expect(meter).toContainText(/\d+ of \d+ items/);
  const start = await counted();

  // Section A's numbers are read from the school's details: shown here, changed there.
  const affiliation = page.locator(".disclosure-staff__item", {
    has: page.getByRole("heading", { name: /^Affiliation number/ }),
  });
  await expect(affiliation).toContainText("1199999");
  await expect(affiliation.getByRole("textbox")).toHaveCount(0);
  await expect(affiliation.getByRole("link", { name: "Change it in School details" })).toHaveAttribute(
    "href",
    "/admin/school-profile",
  );

  // Upload the renewed certificate, valid until tomorrow.
  const form = page.getByRole("form", { name: new RegExp(`^${FIRE}`) });
  // The demo's certificate counts as to do until staff confirm it (issue 26).
  const fromDemo = (await form.getByText("From the demo: check this").count()) > 0;
  await form.getByLabel("Self-attested PDF").setInputFiles({
    name: "fire-certificate.pdf",
    mimeType: "application/pdf",
    buffer: buildSampleDocumentPdf("Fire safety certificate (e2e)", ["Valid until tomorrow"]),
  });
  await expect(form.getByText("PDF uploaded. Save to publish it.")).toBeVisible();
  await form.getByLabel("Issued on").fill(dayFromToday(-364));
  await form.getByLabel("Valid until (last valid day)").fill(dayFromToday(1));
  await form.getByRole("button", { name: fromDemo ? /^Confirm and save/ : /^Save/ }).click();
  await expect(form.getByText(`Valid until ${dayFromToday(1)}: ends tomorrow.`)).toBeVisible();
  // Ending tomorrow still counts as done; confirming the demo's makes it done.
  const saved = { done: start.done + (fromDemo ? 1 : 0), total: start.total };
  await expect(meter).toContainText(`${saved.done} of ${saved.total} items`);

  // The dashboard warns.
  await page.getByRole("navigation", { name: "Staff area" }).getByRole("link", { name: "Dashboard" }).click();
  const panel = page.getByRole("region", { name: "Public disclosure" });
  await expect(panel).toContainText(`${FIRE}: valid until ${dayFromToday(1)}, which ends tomorrow`);
  await expect(panel.getByText("Urgent:")).toBeVisible();

  // Its date passes (set in the past, as a day after tomorrow would have it): the meter drops.
  await panel.getByRole("link", { name: "Fill in the public disclosure" }).click();
  const again = page.getByRole("form", { name: new RegExp(`^${FIRE}`) });
  await again.getByLabel("Valid until (last valid day)").fill(dayFromToday(-1));
  await again.getByRole("button", { name: /^Save/ }).click();
  await expect(again.getByText(`Expired after ${dayFromToday(-1)}.`, { exact: false })).toBeVisible();
  await expect(meter).toContainText(`${saved.done - 1} of ${saved.total} items`);

  // A visitor sees it marked expired, never as valid.
  const visitor = await (await browser.newContext({ baseURL: test.info().project.use.baseURL })).newPage();
  await visitor.goto("/mandatory-public-disclosure");
  const row = visitor
    .getByRole("region", { name: "B. Documents and information" })
    .getByRole("row", { name: new RegExp(FIRE) });
  await expect(row).toContainText(`Expired on ${dayFromToday(-1)}`);
  await expect(row).not.toContainText("valid until");
  await expect(row.getByRole("link")).toHaveAccessibleName(`${FIRE} (expired) (PDF)`);

  // Renewing it brings the meter back up and the page back to "valid until".
  await again.getByLabel("Valid until (last valid day)").fill(dayFromToday(365));
  await again.getByRole("button", { name: /^Save/ }).click();
  await expect(meter).toContainText(`${saved.done} of ${saved.total} items`);
  await visitor.reload();
  await expect(row).toContainText(`valid until ${dayFromToday(365)}`);
  await visitor.context().close();
});
