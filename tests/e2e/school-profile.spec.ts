import { type APIRequestContext, type Page, request as playwrightRequest } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// The school profile (issue 13): an admin changes the school's details in the
// staff area and visitors see them at once, through the page cache, without
// a restart; the enquiry form offers the school's own choices.

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };

// Every test here changes the one school the other spec files also read: run
// them one after another and put the demo's details back after each.
test.describe.configure({ mode: "serial" });
// Staff pages hydrate React and the site is busy loading its demo after start: give each test room.
test.setTimeout(120_000);

interface Api {
  api: APIRequestContext;
  csrf: string;
}

async function adminApi(baseURL: string): Promise<Api> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const login = await api.post("/api/admin/login", { data: ADMIN });
  expect(login.status()).toBe(200);
  return { api, csrf: (await login.json()).csrfToken };
}

async function profileOf({ api }: Api) {
  const res = await api.get("/api/admin/school-profile");
  expect(res.status()).toBe(200);
  return (await res.json()).profile;
}

async function putProfile({ api, csrf }: Api, profile: unknown) {
  const res = await api.put("/api/admin/school-profile", { data: profile, headers: { "x-csrf-token": csrf } });
  expect(res.status(), await res.text()).toBe(200);
}

let admin: Api;
let original: Record<string, unknown>;

test.beforeAll(async ({ baseURL }) => {
  admin = await adminApi(baseURL as string);
  original = await profileOf(admin);
});
test.afterEach(async () => {
  await putProfile(admin, original);
});
test.afterAll(async () => {
  await admin.api.dispose();
});

async function signIn(page: Page, path: string) {
  await page.goto(`/admin/login?next=${encodeURIComponent(path)}`);
  await page.getByLabel("E-mail address").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "School details" })).toBeVisible();
}

test("an admin renames the school and changes a phone number; visitors see both within a second", async ({
  page,
  browser,
  baseURL,
}) => {
  // A visitor's view of the home and contact pages is in the page cache before the change.
  const visitor = await (await browser.newContext({ baseURL })).newPage();
  for (const path of ["/", "/contact"]) {
    await visitor.goto(path);
    await visitor.goto(path);
  }
  const cached = await visitor.request.get("/contact");
  expect(cached.headers()["x-page-cache"]).toBe("hit");
  await expect(visitor.locator(".site-header .brand__name")).toHaveText(String(original.name));

  await signIn(page, "/admin/school-profile");
  await page.getByLabel("School name").fill("Riverside Public School");
  await page.getByLabel("Phone number 2").fill("+91 98111 22233");
  await page.getByRole("button", { name: "Save school details" }).click();
  await expect(page.getByText("School details saved. The website shows them now.")).toBeVisible();

  // The first page view after saving already shows the change (no waiting for a cache to expire, no restart).
  await visitor.goto("/contact");
  await expect(visitor.locator(".site-header .brand__name")).toHaveText("Riverside Public School", { timeout: 1000 });
  await expect(visitor.locator("main")).toContainText("+91 98111 22233", { timeout: 1000 });
  await expect(visitor.locator(".site-footer")).toContainText("Riverside Public School");
  await expect(visitor.locator('.site-footer a[href="tel:+919811122233"]:not(.quick-bar__item)')).toBeVisible();
  await expect(visitor).toHaveTitle(/\| Riverside Public School$/);
  await visitor.goto("/");
  await expect(visitor).toHaveTitle(/^Riverside Public School/);
  await visitor.context().close();
});

test("the office ticks which number parents call about admissions; the header calls it, whatever its name (issue 29)", async ({
  page,
}) => {
  await signIn(page, "/admin/school-profile");
  const line = (n: number) =>
    page.getByRole("radio", { name: `Parents call this number about admissions (number ${n})` });
  // Until ticked, the line the site calls today (the one named Admissions) shows as ticked.
  await expect(line(2)).toBeChecked();
  await page.getByLabel("What number 1 is for").fill("प्रवेश");
  await line(1).check();
  await page.getByRole("button", { name: "Save school details" }).click();
  await expect(page.getByText("School details saved. The website shows them now.")).toBeVisible();

  const saved = (await profileOf(admin)) as { phones: { use?: string }[] };
  expect(saved.phones.map((p) => p.use)).toEqual(["admissions", undefined]);
  await page.goto("/");
  await expect(page.locator(".site-header__phone")).toHaveAttribute("href", "tel:+912000000001");
});

test("new brand colours show on the next page view, as the --brand-* colours the whole site draws with", async ({
  page,
}) => {
  const brand = () =>
    page.evaluate(() => {
      const css = getComputedStyle(document.documentElement);
      // What the site's own colours (buttons, links, headings) resolve to.
      const probe = document.createElement("span");
      probe.style.color = "var(--blue)";
      document.body.append(probe);
      const blue = getComputedStyle(probe).color;
      probe.remove();
      return {
        primary: css.getPropertyValue("--brand-primary").trim(),
        accent: css.getPropertyValue("--brand-accent").trim(),
        blue,
      };
    });
  await page.goto("/contact");
  await page.goto("/contact");
  expect((await brand()).primary).toBe((original.colours as { primary: string }).primary.toLowerCase());
  await putProfile(admin, { ...original, colours: { primary: "#7a1f2b", accent: "#f4d35e" } });
  await page.goto("/contact");
  expect(await brand()).toEqual({ primary: "#7a1f2b", accent: "#f4d35e", blue: "rgb(122, 31, 43)" });
});

test("a colour too light to read gets a plain message and is not saved", async ({ page }) => {
  await signIn(page, "/admin/school-profile");
  await page.getByLabel("Main colour").fill("#ffdd00");
  await expect(page.getByText(/too light to read on white/).first()).toBeVisible();
  await page.getByRole("button", { name: "Save school details" }).click();
  await expect(page.getByRole("heading", { name: "Please correct the following:" })).toBeVisible();
  expect((await profileOf(admin)).colours.primary).toBe((original.colours as { primary: string }).primary);
});

test("the enquiry form offers the school's own choices, and the server checks them without JavaScript too", async ({
  browser,
  baseURL,
}) => {
  const admission = original.admission as Record<string, unknown>;
  await putProfile(admin, {
    ...original,
    admission: {
      ...admission,
      academicYears: ["2026-27", "2027-28"],
      academicYearDefault: "2027-28",
      classes: [
        { value: "Nursery", label: "Nursery" },
        { value: "Class 11", label: "Class 11 (Science)" },
      ],
      classDefault: "Class 11",
      nextSteps: "We call you within two days.",
    },
  });
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/admission-enquire");
  const year = page.getByLabel("Academic Year");
  await expect(year).toHaveValue("2027-28");
  await expect(year.locator("option")).toHaveText(["Choose…", "2026-27", "2027-28"]);
  await expect(page.getByLabel("Class", { exact: true })).toHaveValue("Class 11");
  await expect(page.getByRole("heading", { name: "What happens next" })).toBeVisible();
  await expect(page.getByText("We call you within two days.")).toBeVisible();

  // A year the school no longer offers, posted as the page's form would be.
  const post = await context.request.post("/admission-enquire", {
    form: {
      academicYear: "2025-26",
      name: "Asha Patil",
      fatherName: "Ravi Patil",
      phone: "9876543210",
      email: "ravi@example.org",
      school: "cbse",
      class: "Class 11",
      consent: "yes",
    },
  });
  expect(post.status()).toBe(400);
  expect(await post.text()).toContain("Choose an academic year");
  await context.close();
});

test("the dashboard lists what still shows the demo, with links to fix each", async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByLabel("E-mail address").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  const panel = page.getByRole("region", { name: "Getting started" });
  // The panel fills in after the dashboard's own figures; a busy machine needs a while.
  await expect(panel).toBeVisible({ timeout: 30_000 });
  const details = panel.getByRole("link", { name: /School details still show the demo school/ });
  await expect(details).toHaveAttribute("href", "/admin/school-profile");
  await expect(panel).toContainText("School name");
  // The demo's placeholder photos were marked when it was loaded.
  await expect(panel.getByRole("link", { name: /Placeholder photos on the school's pages: \d+/ })).toHaveAttribute(
    "href",
    "/admin/page-photos",
  );
  // Pages whose text is still the demo's, with the way to the pages editor.
  await expect(panel.getByRole("link", { name: /Pages that still show the demo text: \d+/ })).toHaveAttribute(
    "href",
    "/admin/pages",
  );
  await details.click();
  await expect(page.getByRole("heading", { level: 1, name: "School details" })).toBeVisible();
});
