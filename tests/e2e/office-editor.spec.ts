import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { noMarkupHints, signInTo, unique } from "./staff-helpers.ts";

// Issue 26, as a new office administrator works: text pasted from Word keeps
// its headings, bold, lists, links and table and loses its fonts and colours;
// a table copied from a spreadsheet fills the table grid; words are edited on
// the page with the toolbar. The pages are new and not in the menu, so no
// other journey sees them.

test.describe.configure({ timeout: 120_000 });

/** Puts `items` on the system clipboard, as copying in Word or Excel does. */
async function copy(page: Page, items: Record<string, string>) {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.evaluate(async (data) => {
    const blobs = Object.fromEntries(Object.entries(data).map(([type, v]) => [type, new Blob([v], { type })]));
    await navigator.clipboard.write([new ClipboardItem(blobs)]);
  }, items);
}

/** Adds a page as the office does: the title only; the address is made from it and shown in plain words. */
async function newPage(page: Page, name: string) {
  const title = `${name} ${unique()}`;
  const slug = title.toLowerCase().replace(/\s+/g, "-");
  await signInTo(page, "/admin/pages");
  await expect(page.getByLabel("Web address")).toHaveCount(0);
  await page.getByLabel("Title", { exact: true }).fill(title);
  await expect(page.getByText(`The page's address will be /${slug}.`)).toBeVisible();
  await page.getByRole("button", { name: "Add page" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/pages/${slug}$`));
  return slug;
}

async function addPart(page: Page, kind: string) {
  await page.getByLabel("Kind of part").selectOption(kind);
  await page.getByRole("button", { name: "Add a part" }).click();
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByRole("status")).toHaveText("Published. Visitors see the new version now.");
}

async function visit(browser: Browser, path: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const site = await context.newPage();
  await site.goto(path);
  return site;
}

const WORD_HTML = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{font-family:Calibri}</style></head>
<body lang=EN-IN><!--StartFragment--><div class=WordSection1>
<h1><span style='font-family:"Calibri Light";color:#2F5496'>Our school day</span></h1>
<p class=MsoNormal><span style='font-size:14.0pt;color:red;font-family:"Comic Sans MS"'>The gate opens at <b>7:30 am</b>; read the <a href="https://www.cbse.gov.in/">board's rules</a>.</span></p>
<p class=MsoListParagraphCxSpFirst style='mso-list:l0 level1 lfo1'><span style='font-family:Symbol;mso-list:Ignore'>·<span>&nbsp;</span></span>Assembly at 7:45</p>
<p class=MsoListParagraphCxSpLast style='mso-list:l0 level1 lfo1'><span style='font-family:Symbol;mso-list:Ignore'>·<span>&nbsp;</span></span>Lessons from 8:00</p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<table class=MsoTableGrid border=1 style='border-collapse:collapse;background:yellow'>
 <tr><td><p class=MsoNormal><b>Class</b></p></td><td><p class=MsoNormal><b>Ends at</b></p></td></tr>
 <tr><td><p class=MsoNormal>Nursery</p></td><td><p class=MsoNormal>11:30</p></td></tr>
 <tr><td><p class=MsoNormal>Std I</p></td><td><p class=MsoNormal>1:30</p></td></tr>
</table>
</div><!--EndFragment--></body></html>`;

test("text pasted from Word keeps its heading, bold, link, list and table, without Word's styles", async ({
  page,
  browser,
}) => {
  const slug = await newPage(page, "School Day");
  await addPart(page, "paragraph");
  const first = page.getByRole("textbox", { name: "Part 1 (Paragraph)" });
  await first.click();
  await copy(page, { "text/html": WORD_HTML, "text/plain": "Our school day\nThe gate opens at 7:30 am" });
  await page.keyboard.press("ControlOrMeta+V");

  // The paste became parts of the page: heading, paragraph, list, table.
  await expect(page.getByRole("heading", { name: /^Part \d+ \(/ })).toHaveText([
    "Part 1 (Heading)",
    "Part 2 (Paragraph)",
    "Part 3 (List)",
    "Part 4 (Table)",
  ]);
  await expect(page.getByRole("textbox", { name: "Part 2 (Paragraph)" }).locator("strong")).toHaveText("7:30 am");
  await expect(page.getByLabel("Heading of column 2")).toHaveValue("Ends at");
  await expect(page.getByLabel("Row 2, column 1")).toHaveValue("Std I");
  await expect(page.locator("main")).not.toContainText("Comic Sans");
  await page.getByLabel("Table title").fill("When classes end");
  await publish(page);

  const site = await visit(browser, `/${slug}`);
  const body = site.locator(".page-body");
  await expect(body.getByRole("heading", { name: "Our school day" })).toBeVisible();
  await expect(body.locator("strong", { hasText: "7:30 am" })).toBeVisible();
  await expect(body.getByRole("link", { name: "board's rules" })).toHaveAttribute("href", "https://www.cbse.gov.in/");
  await expect(body.getByRole("list").getByRole("listitem")).toHaveText(["Assembly at 7:45", "Lessons from 8:00"]);
  const table = body.getByRole("table", { name: "When classes end" });
  await expect(table.getByRole("columnheader")).toHaveText(["Class", "Ends at"]);
  await expect(table.getByRole("row")).toHaveCount(3);
  // Nothing of Word's look reaches the page: no inline styles, no bullet characters.
  expect(await body.locator("[style]").count()).toBe(0);
  await expect(body).not.toContainText("·");
  await site.context().close();
});

for (const width of [1280, 375])
  test(`a table copied from a spreadsheet fills the table grid, and words are edited on the page (${width} px)`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const slug = await newPage(page, "Bus Routes");
    await addPart(page, "table");
    await page.getByLabel("Table title").fill("Bus routes");
    await page.getByLabel("Row 1, column 1").click();
    // Excel and Google Sheets put the cells on the clipboard as tab-separated lines.
    await copy(page, {
      "text/plain":
        "Route\tStops\tLeaves at\r\n1\tStation Road, Market\t7:05 am\r\n2\tCollege Road\t7:15 am\r\n3\tNew Colony\t7:20 am\r\n",
    });
    await page.keyboard.press("ControlOrMeta+V");
    await expect(page.getByLabel("The first row holds the column headings")).toBeChecked();
    await expect(page.getByLabel("Heading of column 3")).toHaveValue("Leaves at");
    await expect(page.getByLabel("Row 3, column 2")).toHaveValue("New Colony");
    // A row added with the button, then taken away again.
    await page.getByRole("button", { name: "Add a row" }).click();
    await expect(page.getByLabel("Row 4, column 1")).toHaveValue("");
    await page.getByRole("button", { name: "Remove row 5" }).click();
    await expect(page.getByLabel("Row 4, column 1")).toHaveCount(0);

    // A paragraph above the table, typed on the page with a bold word and a link.
    await addPart(page, "paragraph");
    const words = page.getByRole("textbox", { name: "Part 2 (Paragraph)" });
    await words.click();
    await page.keyboard.type("Buses run on school days. Call the office");
    // From the start of the words (Ctrl: the whole part, however the phone wraps its lines).
    await page.keyboard.press("Control+Shift+Home");
    const toolbar = page.getByRole("toolbar", { name: "Text style: Part 2 (Paragraph)" });
    const bold = toolbar.getByRole("button", { name: "Bold" });
    await bold.click();
    await page.keyboard.press("Control+End");
    // Bold off again before typing on, as in Word.
    await expect(bold).toHaveAttribute("aria-pressed", "true");
    await bold.click();
    await page.keyboard.type(" or read the rules.");
    // "rules" selected and made a link to a page of the site.
    for (let i = 0; i < 1; i++) await page.keyboard.press("ArrowLeft");
    for (let i = 0; i < 5; i++) await page.keyboard.press("Shift+ArrowLeft");
    await toolbar.getByRole("button", { name: "Link" }).click();
    // The link's address is asked in a dialog of the page, not the browser's prompt; a bad one is refused in plain words.
    const ask = page.getByRole("dialog", { name: "Make a link" });
    await expect(ask.getByLabel("Link address")).toBeFocused();
    await ask.getByLabel("Link address").fill("javascript:alert(1)");
    await ask.getByRole("button", { name: "Make the link" }).click();
    await expect(ask.getByRole("alert")).toHaveText(/This cannot be a link/);
    await ask.getByLabel("Link address").fill("/admission-rules");
    await ask.getByRole("button", { name: "Make the link" }).click();
    await expect(ask).toBeHidden();
    await expect(words.getByRole("link", { name: "rules" })).toBeAttached();
    await page.getByRole("button", { name: "Move up: Part 2 (Paragraph)" }).click();
    await expect(page.getByRole("heading", { name: /^Part \d+ \(/ })).toHaveText([
      "Part 1 (Paragraph)",
      "Part 2 (Table)",
    ]);
    await noMarkupHints(page);
    expect(await axeViolations(page)).toEqual([]);
    await publish(page);

    const site = await visit(browser, `/${slug}`);
    const body = site.locator(".page-body");
    await expect(body.locator("p strong")).toHaveText("Buses run on school days. Call the office");
    await expect(body.getByRole("link", { name: "rules" })).toHaveAttribute("href", "/admission-rules");
    const table = body.getByRole("table", { name: "Bus routes" });
    await expect(table.getByRole("columnheader")).toHaveText(["Route", "Stops", "Leaves at"]);
    await expect(table.getByRole("row")).toHaveCount(4);
    await expect(table.getByRole("row").nth(1).getByRole("cell")).toHaveText(["1", "Station Road, Market", "7:05 am"]);
    await site.context().close();
  });

for (const width of [375, 1280]) {
  test(`the page editor has no accessibility problems at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await newPage(page, `Checked ${width}`);
    await addPart(page, "paragraph");
    await page.getByRole("textbox", { name: "Part 1 (Paragraph)" }).fill("Words typed on the page.");
    await addPart(page, "list");
    await addPart(page, "table");
    await expect(page.getByLabel("Row 1, column 1")).toBeVisible();
    // A photo part: its drop area, and a photo dropped into it with no description yet.
    await addPart(page, "photos");
    await page.getByLabel("Choose photos for Part 4 (Photos)").setInputFiles({
      name: "gate.png",
      mimeType: "image/png",
      buffer: await sharp({ create: { width: 40, height: 30, channels: 3, background: "#48c" } })
        .png()
        .toBuffer(),
    });
    await expect(page.getByRole("heading", { name: "Part 4 (Photos): 1 photo" })).toBeVisible();
    await expect(page.getByLabel("Description of Part 4 (Photos), photo 1", { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await noMarkupHints(page);
    // The link dialog, open.
    await page.getByRole("textbox", { name: "Part 1 (Paragraph)" }).selectText();
    await page
      .getByRole("toolbar", { name: "Text style: Part 1 (Paragraph)" })
      .getByRole("button", { name: "Link" })
      .click();
    await expect(page.getByRole("dialog", { name: "Make a link" })).toBeVisible();
    expect(await axeViolations(page, { include: "body" })).toEqual([]);
    await page.keyboard.press("Escape");
    // The add form with the address being changed.
    await page.goto("/admin/pages");
    await page.getByLabel("Title", { exact: true }).fill("Sports Day");
    await page.getByRole("button", { name: "Change address" }).click();
    await expect(page.getByLabel("Web address")).toHaveValue("sports-day");
    expect(await axeViolations(page)).toEqual([]);
    await noMarkupHints(page);
  });
}

test("the home page's words stand in named regions: moving one changes nothing visitors see", async ({
  page,
  browser,
}) => {
  await signInTo(page, "/admin/pages/home");
  const regions = page.getByRole("heading", {
    level: 3,
    name: /^(Slides|Welcome|Why choose us|What's special|Facilities|Sections|Mission and vision|From the desk)$/,
  });
  await expect(regions).toHaveText([
    "Slides",
    "Welcome",
    "Why choose us",
    "What's special",
    "Facilities",
    "Sections",
    "Mission and vision",
    "From the desk",
  ]);
  // The parts inside a region are named by it.
  await expect(page.getByRole("heading", { name: "Why choose us, part 1 (List)" })).toBeVisible();
  await page.getByRole("button", { name: "Move up: What's special", exact: true }).click();
  await page.getByRole("button", { name: "Move up: What's special", exact: true }).click();
  await expect(regions.nth(1)).toHaveText("What's special");
  await expect(page.getByRole("button", { name: /^Remove: What's special$/ })).toHaveCount(0);
  await publish(page);

  const site = await visit(browser, "/");
  await expect(site.locator("#why-heading")).toHaveText(/^Why choose /);
  await expect(site.locator("#specials-heading")).toHaveText("What's special about us");
  await expect(site.locator("#facilities-heading")).toHaveText("Our facilities");
  await site.context().close();

  // Put back as it came, for the other journeys.
  await page.getByRole("button", { name: "Move down: What's special", exact: true }).click();
  await page.getByRole("button", { name: "Move down: What's special", exact: true }).click();
  await expect(regions.nth(3)).toHaveText("What's special");
  await publish(page);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
  }
});

/**
 * Shift+ArrowLeft, one key at a time, until the words selected are `words`, as a person watches the selection grow.
 * Keys sent all at once on a loaded machine could overtake the editor reading the selection after the last change
 * ("hop" instead of "shop" once in CI).
 */
async function selectLeftUntil(page: Page, words: string): Promise<void> {
  const selected = () => page.evaluate(() => window.getSelection()?.toString() ?? "");
  for (let i = 0; i < words.length; i++) {
    await page.keyboard.press("Shift+ArrowLeft");
    await expect.poll(selected).toHaveLength(i + 1);
  }
  expect(await selected()).toBe(words);
}

test("the editor works from the keyboard alone: select, bold, link through the dialog, move a part, publish", async ({
  page,
  browser,
}) => {
  const slug = await newPage(page, "Uniform Days");
  await addPart(page, "paragraph");
  await addPart(page, "heading");
  const words = page.getByRole("textbox", { name: "Part 1 (Paragraph)" });
  await words.focus();
  await page.keyboard.type("Wear the house T-shirt on Fridays. See the shop");
  // "Fridays" selected with Shift and the arrows.
  for (let i = 0; i < 14; i++) await page.keyboard.press("ArrowLeft");
  await selectLeftUntil(page, "Fridays");
  // Back to the toolbar with Shift+Tab, as far as Bold, and pressed with Enter.
  const toolbar = page.getByRole("toolbar", { name: "Text style: Part 1 (Paragraph)" });
  const bold = toolbar.getByRole("button", { name: "Bold" });
  for (let i = 0; i < 8 && !(await bold.evaluate((b) => b === document.activeElement)); i++)
    await page.keyboard.press("Shift+Tab");
  await expect(bold).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(words.locator("strong")).toHaveText("Fridays");
  await expect(words).toBeFocused();

  // "shop" made a link: the dialog opens from the Link button, Escape closes it and gives the focus back.
  await page.keyboard.press("Control+End");
  await selectLeftUntil(page, "shop");
  const linkButton = toolbar.getByRole("button", { name: "Link" });
  await page.keyboard.press("Shift+Tab");
  while (!(await linkButton.evaluate((b) => b === document.activeElement))) await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Enter");
  const ask = page.getByRole("dialog", { name: "Make a link" });
  await expect(ask.getByLabel("Link address")).toBeFocused();
  // Focus stays in the dialog.
  for (let i = 0; i < 2; i++) await page.keyboard.press("Tab");
  expect(await ask.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(ask).toBeHidden();
  await expect(linkButton).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(ask.getByLabel("Link address")).toBeFocused();
  await page.keyboard.type("www.example.com/uniform-shop");
  await page.keyboard.press("Enter");
  await expect(ask).toBeHidden();
  await expect(words).toBeFocused();
  await expect(words.getByRole("link", { name: "shop" })).toBeAttached();

  // The heading typed, then moved above the words with its Move up button.
  const heading = page.getByRole("textbox", { name: "Part 2 (Heading)" });
  await heading.focus();
  await page.keyboard.type("Uniform");
  const up = page.getByRole("button", { name: "Move up: Part 2 (Heading)" });
  await up.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: /^Part \d+ \(/ })).toHaveText([
    "Part 1 (Heading)",
    "Part 2 (Paragraph)",
  ]);
  await page.getByRole("button", { name: "Save and publish" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Published. Visitors see the new version now.");

  const site = await visit(browser, `/${slug}`);
  const body = site.locator(".page-body");
  await expect(body.getByRole("heading", { name: "Uniform" })).toBeVisible();
  await expect(body.locator("p strong")).toHaveText("Fridays");
  await expect(body.getByRole("link", { name: "shop" })).toHaveAttribute(
    "href",
    "https://www.example.com/uniform-shop",
  );
  await site.context().close();
});
