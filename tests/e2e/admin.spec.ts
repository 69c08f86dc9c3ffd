import { type Browser, type Page, request as playwrightRequest } from "@playwright/test";
import sharp from "sharp";
import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { ADMIN, ENQUIRY_CLASS, postEnquiry, unique } from "./staff-helpers.ts";

// The staff area (issue 8) as staff use it: each role signs in, editors publish
// news and albums that appear on the public pages, admissions staff work the
// enquiries inbox, and the pages refuse what a role may not do.

type Role = "admin" | "editor" | "admissions";
interface Staff {
  email: string;
  password: string;
  name: string;
}

/** An account made through the API as the admin, with its password set through the one-time link. */
async function createStaff(baseURL: string, role: Role): Promise<Staff> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const login = await api.post("/api/admin/login", { data: ADMIN });
  expect(login.status()).toBe(200);
  const { csrfToken } = await login.json();
  const staff = { email: `${role}-${unique()}@example.com`, password: "correct horse battery", name: `Test ${role}` };
  const created = await api.post("/api/admin/accounts", {
    data: { email: staff.email, name: staff.name, role },
    headers: { "x-csrf-token": csrfToken },
  });
  expect(created.status()).toBe(201);
  const { setPasswordUrl } = await created.json();
  const token = new URL(setPasswordUrl, baseURL).searchParams.get("token");
  const set = await api.post("/api/admin/set-password", { data: { token, password: staff.password } });
  expect(set.status()).toBe(204);
  await api.dispose();
  return staff;
}

async function signIn(page: Page, who: { email: string; password: string }, path = "/admin") {
  await page.goto(path === "/admin" ? "/admin/login" : `/admin/login?next=${encodeURIComponent(path)}`);
  await page.getByLabel("E-mail address").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?/]/g, "\\$&")}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

/** A second browser without the staff session: a visitor, or the new staff member. */
async function newPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

const jpeg = (r: number, g: number, b: number) =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();

test("a logged-out visitor is sent to the sign-in page and then on to the page asked for", async ({ page }) => {
  await page.goto("/admin/enquiries?status=new");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fenquiries%3Fstatus%3Dnew$/);
  await expect(page.getByRole("heading", { name: "Staff sign-in" })).toBeVisible();

  // Wrong password: the message shows and nobody is signed in.
  await page.getByLabel("E-mail address").fill(ADMIN.email);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("Wrong e-mail or password.");

  // Empty fields: errors next to the fields and focus on the first.
  await page.getByLabel("E-mail address").fill("");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByLabel("E-mail address")).toBeFocused();
  await expect(page.getByLabel("E-mail address")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("E-mail address").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/enquiries\?status=new$/);
  await expect(page.getByRole("heading", { name: "Enquiries", level: 1 })).toBeVisible();

  // Signing out ends the session: the staff pages send to the sign-in again.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin/content/news");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fcontent%2Fnews$/);
});

test("an admin creates an editor on the accounts page; the editor sets a password, signs in and cannot open the accounts", async ({
  page,
  browser,
}) => {
  // Two people in two browsers over a dozen screens: the slow test's time.
  test.slow();
  await signIn(page, ADMIN);
  const nav = page.getByRole("navigation", { name: "Staff area" });
  await nav.getByRole("link", { name: "Staff accounts" }).click();
  await expect(page.getByRole("heading", { name: "Staff accounts", level: 1 })).toBeVisible();

  // A missing name is refused next to the field.
  const email = `editor-${unique()}@example.com`;
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByLabel("Name")).toBeFocused();
  await expect(page.locator("#account-name-error")).toHaveText("Enter a name");

  // Its own name: a retry after a timeout must not find the first try's account.
  const asha = `Asha Editor ${unique()}`;
  await page.getByLabel("Name").fill(asha);
  await page.getByLabel("Role", { exact: true }).selectOption("editor");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Account created for ${asha}.` })).toBeVisible();
  const link = await page.getByLabel(`Set-password link for ${asha}`).inputValue();
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/admin\/set-password\?token=/);
  const row = page.getByRole("listitem", { name: asha });
  await expect(row).toContainText("Waiting for password");

  // The new editor, in their own browser.
  const editor = await newPage(browser);
  await editor.goto(link);
  await editor.getByLabel("New password (required)", { exact: true }).fill("short");
  await editor.getByRole("button", { name: "Set password" }).click();
  await expect(editor.locator("#set-password-password-error")).toContainText("Use at least 10 characters");
  await editor.getByLabel("New password (required)", { exact: true }).fill("a long editor password");
  await editor.getByLabel("New password again").fill("a long editor password");
  await editor.getByRole("button", { name: "Set password" }).click();
  await expect(editor.getByText("Your password is set. You can now sign in.")).toBeVisible();
  await signIn(editor, { email, password: "a long editor password" });
  await expect(editor.getByText("You are signed in as editor.")).toBeVisible();

  // Only what an editor may do is in the menu; the accounts page refuses.
  const editorNav = editor.getByRole("navigation", { name: "Staff area" });
  await expect(editorNav.getByRole("link", { name: "Content" })).toBeVisible();
  await expect(editorNav.getByRole("link", { name: "Staff accounts" })).toHaveCount(0);
  await expect(editorNav.getByRole("link", { name: "Enquiries" })).toHaveCount(0);
  await editor.goto("/admin/accounts");
  await expect(editor.getByText("You do not have access to this page")).toBeVisible();
  await expect(editor.getByRole("heading", { name: "Staff accounts" })).toHaveCount(0);
  await editor.goto("/admin/audit");
  await expect(editor.getByText("You do not have access to this page")).toBeVisible();

  // Back on the admin's page the account is active.
  await page.reload();
  const ashaRow = page.getByRole("listitem", { name: asha });
  await expect(ashaRow).toContainText("Active");

  // The admin moves her to admissions; her open session gets the new rights at once.
  await ashaRow.getByLabel(`Role of ${asha}`).selectOption("admissions");
  await ashaRow.getByRole("button", { name: `Change role of ${asha}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Change role" }).click();
  await expect(page.getByRole("status").filter({ hasText: `${asha} is now Admissions.` })).toBeVisible();
  await expect(ashaRow.getByLabel(`Role of ${asha}`)).toHaveValue("admissions");
  await editor.goto("/admin/enquiries");
  await expect(editor.getByRole("heading", { name: "Enquiries", level: 1 })).toBeVisible();
  await editor.goto("/admin/content");
  await expect(editor.getByText("You do not have access to this page")).toBeVisible();
  await editor.context().close();
});

test("an editor publishes a news item with an attachment; it shows on /news and in the home page ticker", async ({
  page,
  baseURL,
}) => {
  const editor = await createStaff(baseURL!, "editor");
  await signIn(page, editor, "/admin/content/news");
  await page.getByRole("link", { name: "Add a news item" }).click();
  await expect(page.getByRole("heading", { name: "Add a news item" })).toBeVisible();

  // Nothing filled in: the summary lists the problem and the title gets the focus.
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("heading", { name: "Please correct the following:" })).toBeVisible();
  await expect(page.getByLabel("Title")).toBeFocused();

  const title = `Sports day results ${unique()}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill("Red house won the relay.");
  await page
    .getByLabel("Add files")
    .setInputFiles({ name: "results.jpg", mimeType: "image/jpeg", buffer: await jpeg(200, 40, 40) });
  await expect(page.getByRole("img", { name: "File 1" })).toBeVisible();
  await expect(page.getByText("1 of 1 file uploaded.")).toBeAttached();
  await expect(page.getByRole("complementary", { name: "Preview" })).toContainText(title);

  await page.getByLabel("Published: shown on the website").check();
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/news$/);
  await expect(page.getByRole("status").filter({ hasText: `Published: “${title}”.` })).toBeVisible();
  await expect(page.getByRole("link", { name: title, exact: true })).toBeVisible();

  // The public pages, as a visitor without a session sees them.
  const visitor = await newPage(page.context().browser()!);
  await visitor.goto("/news");
  const card = visitor.getByRole("link", { name: new RegExp(`^${title}`) });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute("href", /^\/api\/image\//);
  const file = await visitor.request.get((await card.getAttribute("href"))!);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toMatch(/^image\//);
  await visitor.goto("/");
  await expect(visitor.getByRole("region", { name: "Latest News" }).locator(".marquee__list").first()).toContainText(
    title,
  );
  await visitor.context().close();
});

test("an editor changes the order of the online registrations; the home page follows", async ({ page, baseURL }) => {
  const editor = await createStaff(baseURL as string, "editor");
  await signIn(page, editor, "/admin/content/onlineRegistration");
  const titles = () => page.locator(".admin-row__title").allTextContents();
  const before = await titles();
  expect(before.length).toBeGreaterThan(1);
  const [first, second] = before;

  await page.getByRole("button", { name: `Move “${second}” up` }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Moved “${second}” up: now 1 of ${before.length}.` }),
  ).toBeVisible();
  await expect.poll(titles).toEqual([second, first, ...before.slice(2)]);
  // At the top it cannot move up any more; focus stays with the item, on its other button.
  await expect(page.getByRole("button", { name: `Move “${second}” up` })).toBeDisabled();
  await expect(page.getByRole("button", { name: `Move “${second}” down` })).toBeFocused();

  const home = await newPage(page.context().browser() as Browser);
  await home.goto("/");
  const listed = home.locator(".registrations__list li");
  await expect(listed.first()).toContainText(second);
  await expect(listed.nth(1)).toContainText(first);

  // Put it back as it was, by keyboard.
  await page.keyboard.press("Enter");
  await expect.poll(titles).toEqual(before);
  await home.context().close();
});

test("an editor uploads an album of photos, reorders them and picks the cover; it shows on /photo-gallery and /sub-gallery", async ({
  page,
  baseURL,
}) => {
  const editor = await createStaff(baseURL!, "editor");
  await signIn(page, editor, "/admin/content/gallery/new");
  const title = `Science fair ${unique()}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill("Projects by Std VIII.");
  const files = await Promise.all(
    [
      [220, 30, 30],
      [30, 160, 60],
      [30, 60, 200],
    ].map(async ([r, g, b], i) => ({
      name: `photo-${i + 1}.jpg`,
      mimeType: "image/jpeg",
      buffer: await jpeg(r, g, b),
    })),
  );
  await page.getByLabel("Add photos").setInputFiles(files);
  const list = page.getByRole("list", { name: "Photos: 3" });
  await expect(list.getByRole("listitem")).toHaveCount(3);
  await expect(page.getByText("3 of 3 photos uploaded.")).toBeAttached();
  const order = () => list.locator("li").evaluateAll((els) => els.map((e) => e.getAttribute("data-file")));
  const uploaded = await order();

  // Keyboard: move photo 3 up; the focus stays on the moved photo's button.
  await page.getByRole("button", { name: "Move photo 3 up" }).focus();
  await page.keyboard.press("Enter");
  expect(await order()).toEqual([uploaded[0], uploaded[2], uploaded[1]]);
  await expect(page.getByRole("button", { name: "Move photo 2 up" })).toBeFocused();
  // The last photo becomes the cover.
  await page.getByRole("button", { name: "Make photo 3 the cover" }).click();
  expect(await order()).toEqual([uploaded[1], uploaded[0], uploaded[2]]);
  await expect(list.getByRole("listitem").first()).toContainText("Cover");

  await page.getByLabel("Published: shown on the website").check();
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/gallery$/);
  const row = page.getByRole("listitem").filter({ hasText: title });
  await expect(row).toContainText("3 photos");

  const visitor = await newPage(page.context().browser()!);
  await visitor.goto("/photo-gallery");
  const card = visitor.locator("article.album-card").filter({ has: visitor.getByRole("heading", { name: title }) });
  await expect(card).toContainText("No Of Photos(3)");
  await expect(card.locator("img")).toHaveAttribute("src", new RegExp(uploaded[1]!.replace(/[./]/g, "\\$&")));
  await card.getByRole("link").click();
  await expect(visitor).toHaveURL(/\/sub-gallery\?id=/);
  await expect(visitor.getByRole("heading", { name: title })).toBeVisible();
  await expect(visitor.getByText("Projects by Std VIII.")).toBeVisible();
  await expect(visitor.locator("main img")).toHaveCount(3);
  await visitor.context().close();
});

test("an admissions user sees a new enquiry, changes its status and exports the CSV", async ({
  page,
  baseURL,
  request,
}) => {
  const name = await postEnquiry(request, "Riya");

  const staff = await createStaff(baseURL!, "admissions");
  await signIn(page, staff);
  const nav = page.getByRole("navigation", { name: "Staff area" });
  await expect(nav.getByRole("link", { name: "Content" })).toHaveCount(0);
  await nav.getByRole("link", { name: "Enquiries" }).click();

  const card = page.getByRole("article", { name });
  await expect(card).toContainText("Suresh");
  await expect(card).toContainText(ENQUIRY_CLASS);
  await expect(card).toContainText("New");
  await card.getByLabel("Status").selectOption("contacted");
  await card.getByLabel("Notes").fill("Called on Monday; visiting next week.");
  await card.getByRole("button", { name: `Save enquiry for ${name}` }).click();
  await expect(page.getByRole("status").filter({ hasText: `Saved: enquiry for ${name} is contacted.` })).toBeVisible();

  // Filters are a GET form; the CSV link carries them.
  await page.getByLabel("Status").first().selectOption("contacted");
  await page.getByLabel("Class", { exact: true }).selectOption(ENQUIRY_CLASS);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/status=contacted/);
  await expect(page.getByRole("article", { name })).toContainText("Contacted");
  await expect(page.getByRole("article", { name })).toHaveCount(1);
  await expect(page.getByLabel("Notes")).toHaveValue("Called on Monday; visiting next week.");
  const csvLink = page.getByRole("link", { name: /Download CSV/ });
  await expect(csvLink).toHaveAttribute("href", /\/api\/admin\/enquiries\.csv\?.*status=contacted/);
  const [download] = await Promise.all([page.waitForEvent("download"), csvLink.click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString("utf8");
  expect(text).toContain(name);
  // Readable for the office: the status in words, times as IST dd/mm/yyyy hh:mm.
  expect(text).toContain('"Contacted"');
  expect(text).toMatch(/"\d\d\/\d\d\/\d{4} \d\d:\d\d"/);
  expect(text).not.toMatch(/\d{4}-\d\d-\d\dT\d\d/);
  expect(text).toContain("Called on Monday; visiting next week.");

  // The accounts page is an admin's alone.
  await page.goto("/admin/accounts");
  await expect(page.getByText("You do not have access to this page")).toBeVisible();
});

test("an editor adds, describes, moves and removes a photo of a tabbed page", async ({ page, baseURL }) => {
  const editor = await createStaff(baseURL!, "editor");
  await signIn(page, editor, "/admin/page-photos");
  await page.getByLabel("Page", { exact: true }).selectOption("activities");
  // Choosing a page shows its first tab at once, as an editor sees before choosing the tab.
  await expect(page).toHaveURL(/page=activities&tab=/);
  await expect(page.getByRole("heading", { name: /^Activities: / })).toBeVisible();
  await page.getByLabel("Tab", { exact: true }).selectOption("Synthesizer");
  await page.getByRole("button", { name: "Show photos" }).click();
  await expect(page).toHaveURL(/page=activities&tab=Synthesizer/);
  await expect(page.getByRole("heading", { name: "Activities: Synthesizer" })).toBeVisible();
  await expect(page.getByText("1 photo", { exact: true })).toBeVisible();

  // A missing description never blocks the photo (issue 26): it is added, then listed under "Describe these photos".
  await page
    .getByLabel("Choose photos for Synthesizer")
    .setInputFiles({ name: "keys.jpg", mimeType: "image/jpeg", buffer: await jpeg(20, 20, 20) });
  await expect(page.getByText("2 photos", { exact: true })).toBeVisible();
  // Staff words, not "alt text" (issue 16).
  await expect(page.getByText(/alt text/i)).toHaveCount(0);
  const describe = page.getByRole("region", { name: /Describe these photos/ });
  const alt = `Student at the synthesizer ${unique()}`;
  await describe.getByLabel("Description of Synthesizer, photo 2").fill(alt);
  await describe.getByRole("button", { name: "Save description of Synthesizer, photo 2" }).click();
  await expect(page.getByLabel("Description of photo 2 for blind visitors")).toHaveValue(alt);
  await expect(describe.getByLabel("Description of Synthesizer, photo 2")).toHaveCount(0);

  await page.getByRole("button", { name: "Move photo 2 up" }).click();
  await expect(page.getByLabel("Description of photo 1 for blind visitors")).toHaveValue(alt);
  await expect(page.getByRole("status").filter({ hasText: "Photo moved to position 1 of 2." })).toBeVisible();

  const visitor = await newPage(page.context().browser()!);
  await visitor.goto("/activities?tab=synthesizer");
  const panel = visitor.getByRole("tabpanel");
  await expect(panel.getByRole("img")).toHaveCount(2);
  await expect(panel.getByRole("img").first()).toHaveAttribute("alt", alt);

  // Remove it again, after confirming.
  await page.getByRole("button", { name: "Remove photo 1" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove this photo?" });
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await dialog.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("1 photo", { exact: true })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole("tabpanel").getByRole("img")).toHaveCount(1);
  await visitor.context().close();
});

test("admissions staff upload a transfer certificate, parents find it, and a revoked one is refused", async ({
  page,
  baseURL,
  request,
}) => {
  const staff = await createStaff(baseURL!, "admissions");
  await signIn(page, staff, "/admin/certificates");
  const admissionNo = `TV${unique().slice(0, 6).toUpperCase()}`;
  await page.getByLabel("Admission number").first().fill(admissionNo);
  await page.getByLabel("Student's full name").fill("Kavya Joshi");
  await page
    .getByLabel("Choose a photo")
    .setInputFiles({ name: "tc.jpg", mimeType: "image/jpeg", buffer: await jpeg(240, 240, 240) });
  await expect(page.getByRole("img", { name: "Photo 1" })).toBeVisible();
  await page.getByRole("button", { name: "Save certificate" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `Certificate saved for Kavya Joshi (${admissionNo}).` }),
  ).toBeVisible();
  const row = page.getByRole("listitem").filter({ hasText: `${admissionNo}: Kavya Joshi` });
  await expect(row).toContainText("Active");

  const found = await request.post("/api/tc/tvms", { data: { name: "Kavya Joshi", admission: admissionNo } });
  expect(found.status()).toBe(200);

  await row.getByRole("button", { name: `Revoke certificate ${admissionNo}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Revoke" }).click();
  await expect(row).toContainText("Revoked");
  const refused = await request.post("/api/tc/tvms", { data: { name: "Kavya Joshi", admission: admissionNo } });
  expect(refused.status()).not.toBe(200);

  // Both lookups are in the log.
  await page.getByLabel("Admission number").last().fill(admissionNo);
  await page.getByRole("button", { name: "Show lookups" }).click();
  const log = page.getByRole("table", { name: "Certificate lookups, newest first" });
  await expect(log.getByRole("row")).toHaveCount(3);
  await expect(log.getByRole("row").nth(1)).toContainText("Not found");
  await expect(log.getByRole("row").nth(2)).toContainText("Found");
});

test("the staff menu folds away at 375 px and opens and closes by keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, ADMIN);
  const menu = page.getByRole("button", { name: "Menu" });
  const nav = page.getByRole("navigation", { name: "Staff area" });
  await expect(nav.getByRole("link", { name: "Enquiries" })).toBeHidden();
  await menu.click();
  await expect(nav.getByRole("link", { name: "Enquiries" })).toBeVisible();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Escape");
  await expect(nav.getByRole("link", { name: "Enquiries" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Menu" })).toBeFocused();
  await menu.click();
  await nav.getByRole("link", { name: "Enquiries" }).click();
  await expect(page.getByRole("heading", { name: "Enquiries", level: 1 })).toBeFocused();
  await expect(nav.getByRole("link", { name: "Enquiries" })).toBeHidden();
});

test.describe("axe (WCAG 2 A and AA) at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the sign-in page, also with errors", async ({ page }) => {
    await page.goto("/admin/login");
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByLabel("E-mail address")).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
  });

  const pages: [string, string][] = [
    ["/admin", "Dashboard"],
    ["/admin/content/news", "News"],
    ["/admin/content/news/new", "Add a news item"],
    ["/admin/enquiries", "Enquiries"],
    ["/admin/accounts", "Staff accounts"],
  ];
  for (const [path, heading] of pages) {
    test(`${path} (${heading})`, async ({ page }) => {
      await signIn(page, ADMIN, path);
      await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      // Nothing is wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      if (path.endsWith("/new")) {
        // With its errors shown.
        await page.getByRole("button", { name: "Save draft" }).click();
        await expect(page.getByLabel("Title")).toBeFocused();
        expect(await axeViolations(page)).toEqual([]);
      }
    });
  }
});
