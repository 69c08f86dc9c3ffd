import { type ChildProcess, execFile, spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { type APIRequestContext, type Browser, type Page, request as playwrightRequest } from "@playwright/test";
import { demoSchool } from "../../server/demo/demo-school.ts";
import { expect, test } from "./fixtures.ts";

// Issue 13, done when: the school owns its site. A new admin changes the
// school's name, a phone number and the /history text in the staff area and
// sees them on the site at once, then restores /history; staff arrange the
// menu; and a content file imported into an empty site, then started, shows
// its school, pages and menu entry. Every test puts back what it changed
// (the e2e tests share one database).

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };

test.describe.configure({ mode: "serial", timeout: 240_000 });

interface Api {
  api: APIRequestContext;
  csrf: string;
}

async function adminApi(baseURL: string, who = ADMIN): Promise<Api> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const login = await api.post("/api/admin/login", { data: who });
  expect(login.status()).toBe(200);
  return { api, csrf: (await login.json()).csrfToken };
}

async function send({ api, csrf }: Api, method: "put" | "post", url: string, data: unknown) {
  const res = await api[method](url, { data, headers: { "x-csrf-token": csrf } });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.json();
}

async function signIn(page: Page, who: { email: string; password: string }, next: string) {
  await page.goto(`/admin/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel("E-mail address").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

async function visitor(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  return context.newPage();
}

test("a new admin renames the school, changes a phone number and the History text, sees them at once, then restores History", async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = await adminApi(baseURL as string);
  const profile = (await (await admin.api.get("/api/admin/school-profile")).json()).profile;
  // A new admin account, made by the first one; its one-time link sets the password.
  const email = `new-admin-${Date.now()}@example.com`;
  const created = await send(admin, "post", "/api/admin/accounts", { name: "New Admin", email, role: "admin" });
  const who = { email, password: "lakeside heron paints the quiet boathouse" };
  const token = new URL(created.setPasswordUrl, baseURL).searchParams.get("token");
  const set = await admin.api.post("/api/admin/set-password", { data: { token, password: who.password } });
  expect(set.status(), await set.text()).toBe(204);
  try {
    const site = await visitor(browser, baseURL as string);
    await site.goto("/history");
    const original = await site.locator(".page-body p").first().textContent();

    await signIn(page, who, "/admin/school-profile");
    await page.getByLabel("School name").fill("Lakeside Learning Centre");
    await page.getByLabel("Phone number 1").fill("+91 20 5555 0101");
    await page.getByRole("button", { name: "Save school details" }).click();
    await expect(page.getByText("School details saved. The website shows them now.")).toBeVisible();

    await page.goto("/admin/pages/history");
    const first = page.getByRole("textbox", { name: /^Part \d+ \(Paragraph\)$/ }).first();
    await first.fill("Lakeside began with one classroom and a library of forty books.");
    await page.getByRole("button", { name: "Save and publish" }).click();
    await expect(page.getByRole("status")).toHaveText("Published. Visitors see the new version now.");

    // The next page view shows all three: no restart, no rebuild.
    await site.goto("/history");
    await expect(site.locator(".site-header .brand__name")).toHaveText("Lakeside Learning Centre", { timeout: 1000 });
    await expect(site.locator('.site-footer a[href="tel:+912055550101"]').first()).toBeAttached({ timeout: 1000 });
    await expect(site.locator(".page-body p").first()).toHaveText(
      "Lakeside began with one classroom and a library of forty books.",
      { timeout: 1000 },
    );

    await page
      .getByRole("region", { name: "Earlier versions" })
      .getByRole("row", { name: /Loaded from the content file/ })
      .getByRole("button")
      .click();
    await expect(page.getByRole("status")).toHaveText("The earlier version is back on the site.");
    await site.goto("/history");
    await expect(site.locator(".page-body p").first()).toHaveText(original ?? "", { timeout: 1000 });
    await site.context().close();
  } finally {
    await send(admin, "put", "/api/admin/school-profile", profile);
    await admin.api.dispose();
  }
});

test("staff rename a menu group, reorder its entries and move a page into another group; visitors see the new menu", async ({
  page,
  browser,
  baseURL,
}) => {
  const admin = await adminApi(baseURL as string);
  const before = (await (await admin.api.get("/api/admin/menu")).json()).groups;
  try {
    // The menu has its own screen (issue 26).
    await signIn(page, ADMIN, "/admin/menu");
    const menu = page.getByRole("region", { name: "Website menu" });
    await menu.getByRole("group", { name: "About Us" }).getByLabel("Group name").fill("Who We Are");
    // The group's heading follows its new name.
    const about = menu.getByRole("group", { name: "Who We Are" });
    // Keyboard only: the second entry of the group moves to the top.
    const second = await about.getByLabel("Words in the menu").nth(1).inputValue();
    await about.getByRole("button", { name: `Move up: ${second}` }).focus();
    await page.keyboard.press("Enter");
    await expect(about.getByLabel("Words in the menu").first()).toHaveValue(second);
    // The FAQs page moves from More Info into the renamed group.
    const more = menu.getByRole("group", { name: "More Info" });
    await more.getByLabel("Move to group: FAQs").selectOption({ label: "Who We Are" });
    await more.getByRole("button", { name: "Move: FAQs" }).click();
    await expect(about.getByLabel("Words in the menu").last()).toHaveValue("FAQs");
    await menu.getByRole("button", { name: "Save menu" }).click();
    await expect(menu.getByRole("status")).toHaveText("Menu saved. Visitors see it now.");

    const site = await visitor(browser, baseURL as string);
    await site.goto("/contact");
    const group = site.locator(".site-menu details", { hasText: "Who We Are" });
    await group.locator("summary").click();
    const links = group.getByRole("link");
    await expect(links.first()).toHaveText(second);
    await expect(links.last()).toHaveText("FAQs");
    await expect(
      site.locator(".site-menu details", { hasText: "More Info" }).getByRole("link", { name: "FAQs" }),
    ).toHaveCount(0);
    await site.context().close();
  } finally {
    await send(admin, "put", "/api/admin/menu", { groups: before });
    await admin.api.dispose();
  }
});

test("a content file imported into an empty site, then started, shows its school, its History text and its new page in the menu", async ({
  browser,
}, testInfo) => {
  const port = Number(new URL(testInfo.project.use.baseURL as string).port) + 100;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "school-import-e2e-"));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: path.join(dir, "site.db"),
    DATA_DIR: path.join(dir, "files"),
    LOG_LEVEL: "warn",
    BUILD_DIR: process.env.BUILD_DIR ?? "build",
  };
  const file = path.join(dir, "content.json");
  await fs.writeFile(
    file,
    JSON.stringify({
      school: { ...demoSchool, name: "Acceptance Test Academy" },
      pages: [
        { slug: "history", title: "History", blocks: [{ type: "paragraph", text: "Founded by the acceptance test." }] },
        {
          slug: "bus-routes",
          title: "Bus Routes",
          menu: { group: "More Info" },
          blocks: [{ type: "paragraph", text: "Route 1: Station Road to the school gate." }],
        },
      ],
    }),
  );
  let server: ChildProcess | null = null;
  try {
    await promisify(execFile)("npx", ["tsx", "scripts/import-content.ts", file], { env });
    server = spawn("node", ["--import", "tsx", "server/main.ts"], { env, stdio: "ignore" });
    const base = `http://127.0.0.1:${port}`;
    await expect
      .poll(async () => (await fetch(`${base}/api/highlight/tvms`).catch(() => null))?.status ?? 0, { timeout: 90_000 })
      .toBe(200);
    const site = await visitor(browser, base);
    await site.goto("/history");
    await expect(site.locator(".site-header .brand__name")).toHaveText("Acceptance Test Academy");
    await expect(site.locator(".site-footer")).toContainText("Acceptance Test Academy");
    await expect(site.locator(".page-body p").first()).toHaveText("Founded by the acceptance test.");
    const more = site.locator(".site-menu details", { hasText: "More Info" });
    await more.locator("summary").click();
    await more.getByRole("link", { name: "Bus Routes" }).click();
    await expect(site).toHaveURL(`${base}/bus-routes`);
    await expect(site.getByRole("heading", { level: 1 })).toHaveText("Bus Routes");
    await expect(site.locator(".page-body")).toContainText("Route 1: Station Road to the school gate.");
    await site.context().close();
  } finally {
    server?.kill();
    await fs.rm(dir, { recursive: true, force: true });
  }
});
