import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type APIRequestContext, type Browser, type Page, request as playwrightRequest } from "@playwright/test";
import { serverBundle } from "../../scripts/build-server.mjs";
import { serverNodeArgs } from "../../scripts/server-env.mjs";
import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { ADMIN } from "./staff-helpers.ts";

// Issue 31 as a school does it: with approvals on for circulars, an editor
// sends a circular, the principal sends it back with a comment, the editor
// fixes it and sends it again, and the principal approves it for tomorrow
// 07:00 India time. Visitors see nothing before 07:00, see it after, and it
// comes off at its "Remove at". The clock is moved through the test-only hook
// (TEST_CLOCK=1, which a production server refuses: server/config.ts), so this
// file runs its own server, built as the e2e one is, with NODE_ENV=test.

const port = Number(process.env.E2E_PORT ?? 3210) + 1000;
const base = `http://127.0.0.1:${port}`;
const runDir = path.join(os.tmpdir(), `school-e2e-approvals-${port}`);
const PASSWORD = "correct horse battery";

let server: ChildProcess | undefined;
let admin: APIRequestContext;

/** IST calendar parts of now + `days` (the test's "tomorrow"), as dd/mm/yyyy and yyyy-mm-dd. */
function istDay(days: number) {
  const d = new Date(Date.now() + 5.5 * 3600_000 + days * 86_400_000);
  const p = (n: number) => String(n).padStart(2, "0");
  const [y, m, day] = [d.getUTCFullYear(), p(d.getUTCMonth() + 1), p(d.getUTCDate())];
  return { dmy: `${day}/${m}/${y}`, iso: `${y}-${m}-${day}` };
}

async function signedInApi(email: string, password: string) {
  const api = await playwrightRequest.newContext({ baseURL: base, extraHTTPHeaders: { origin: base } });
  const login = await api.post("/api/admin/login", { data: { email, password } });
  expect(login.status()).toBe(200);
  const { csrfToken } = await login.json();
  return { api, headers: { "x-csrf-token": csrfToken } };
}

/** A staff account of `role`, its password set through the one-time link. */
async function addStaff(role: "editor" | "principal") {
  const { api, headers } = await signedInApi(ADMIN.email, ADMIN.password);
  const email = `${role}-${Date.now().toString(36)}@example.com`;
  const made = await api.post("/api/admin/accounts", { data: { email, name: `Test ${role}`, role }, headers });
  expect(made.status()).toBe(201);
  const token = new URL((await made.json()).setPasswordUrl, base).searchParams.get("token");
  expect((await api.post("/api/admin/set-password", { data: { token, password: PASSWORD } })).status()).toBe(204);
  await api.dispose();
  return email;
}

async function signedInPage(browser: Browser, email: string, password: string, next: string) {
  const page = await (await browser.newContext({ baseURL: base })).newPage();
  await page.goto(`/admin/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  return page;
}

/** axe finds nothing on the screen as it is, at a phone's width and a desktop's. */
async function axeAtBothWidths(page: Page, what: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await axeViolations(page, { include: "main" }), `${what} at ${width} px`).toEqual([]);
  }
}

/** Moves the server's scheduling clock; what fell due has run when it answers. */
async function setClock(iso: string) {
  const res = await admin.post("/api/test/clock", { data: { now: iso } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Whether a visitor sees `title` on the newsletter page (the page cache included). */
async function visitorSees(title: string) {
  const res = await admin.get("/newsletter");
  expect(res.status()).toBe(200);
  return (await res.text()).includes(title);
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fs.rmSync(runDir, { recursive: true, force: true });
  server = spawn(process.execPath, [...serverNodeArgs, serverBundle(process.env.BUILD_DIR ?? "build")], {
    env: {
      ...process.env,
      // The clock hook, which a production server refuses; otherwise as the e2e server runs.
      NODE_ENV: "test",
      TEST_CLOCK: "1",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: path.join(runDir, "files"),
      DATABASE_URL: path.join(runDir, "site.db"),
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      LOG_LEVEL: "warn",
      PAGE_STALE_WAIT_MS: "5000",
      RATE_LIMIT_FACTOR: "50",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  admin = await playwrightRequest.newContext({ baseURL: base, extraHTTPHeaders: { origin: base } });
  await expect
    .poll(async () => (await admin.get("/api/highlight/tvms").catch(() => null))?.status(), { timeout: 90_000 })
    .toBe(200);
});

test.afterAll(async () => {
  await admin?.dispose();
  server?.kill("SIGTERM");
});

test("an editor's circular waits for the principal, is sent back, approved for 07:00 tomorrow and comes off at its time", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const [editorEmail, principalEmail] = [await addStaff("editor"), await addStaff("principal")];
  const title = `Holiday declared ${Date.now().toString(36)}`;
  const fixed = `${title} for classes 1 to 10`;
  const tomorrow = istDay(1);
  const dayAfter = istDay(2);

  // The administrator turns approvals on for circulars on School details.
  const office = await signedInPage(browser, ADMIN.email, ADMIN.password, "/admin/school-profile");
  const setting = office.getByRole("group", { name: "Editors' changes need approval" });
  await setting.getByLabel("Circulars").check();
  await office.getByRole("button", { name: "Save approval setting" }).click();
  await expect(office.locator(".admin-live")).toContainText("Approval setting saved.");
  await office.context().close();

  // The editor writes it, with a "Remove at", and sends it: visitors see nothing.
  const editor = await signedInPage(browser, editorEmail, PASSWORD, "/admin/content/circular/new");
  await editor.getByLabel("Title").fill(title);
  await editor.getByLabel("Remove at").fill(`${dayAfter.dmy} 07:00`);
  await editor.getByLabel("Published: shown on the website").check();
  await axeAtBothWidths(editor, "the item form with its times");
  await editor.getByRole("button", { name: "Send for approval" }).click();
  await expect(editor.locator(".admin-live")).toContainText(`Sent for approval: “${title}”.`);
  await expect(editor.getByRole("listitem").filter({ hasText: title })).toContainText("Waiting for approval");
  expect(await visitorSees(title)).toBe(false);

  // The principal finds it under "Waiting for you" and sends it back with a comment.
  const principal = await signedInPage(browser, principalEmail, PASSWORD, "/admin");
  const waiting = principal.getByRole("region", { name: /Waiting for you/ });
  await expect(waiting).toContainText("1 change is waiting for your approval.");
  await axeAtBothWidths(principal, "the dashboard with Waiting for you");
  await waiting.getByRole("link", { name: "Review the changes" }).click();
  await expect(principal.getByRole("heading", { name: "Waiting for you", level: 1 })).toBeVisible();
  await axeAtBothWidths(principal, "the Waiting for you list");
  await principal.getByRole("link", { name: `Review “${title}”` }).click();
  await expect(principal.getByRole("heading", { name: `Review “${title}”`, level: 1 })).toBeVisible();
  await expect(principal.getByRole("complementary", { name: "Preview" })).toContainText(title);
  await axeAtBothWidths(principal, "the review page");
  await principal.getByLabel("What should change").fill("Say which classes.");
  await principal.getByRole("button", { name: "Send back with this comment" }).click();
  await expect(principal.locator(".admin-live")).toContainText(`Sent back: “${title}”.`);
  await expect(principal.getByText("Nothing is waiting for approval.")).toBeVisible();

  // The editor sees the comment beside the item, fixes the title and sends it again.
  await editor.reload();
  const row = editor.getByRole("listitem").filter({ hasText: title });
  await expect(row).toContainText("Sent back: Say which classes.");
  await row.getByRole("link", { name: `Edit “${title}”` }).click();
  await expect(editor.getByRole("region", { name: "Approval and schedule" })).toContainText("Say which classes.");
  await expect(editor.getByLabel("Remove at")).toHaveValue(`${dayAfter.dmy} 07:00`);
  await editor.getByLabel("Title").fill(fixed);
  await editor.getByRole("button", { name: "Send for approval" }).click();
  await expect(editor.locator(".admin-live")).toContainText(`Sent for approval: “${fixed}”.`);

  // The principal approves it for tomorrow 07:00 (a mistyped time is refused by its field).
  await principal.goto("/admin/approvals");
  await principal.getByRole("link", { name: `Review “${fixed}”` }).click();
  const at = principal.getByLabel("Publish at");
  await at.fill("tomorrow 7");
  await principal.getByRole("button", { name: "Approve for this time" }).click();
  await expect(at).toHaveAccessibleDescription(/Write the date and time/);
  await at.fill(`${tomorrow.dmy} 07:00`);
  await principal.getByRole("button", { name: "Approve for this time" }).click();
  await expect(principal.locator(".admin-live")).toContainText(
    `Approved: “${fixed}” goes live on ${tomorrow.dmy} 07:00 (India time).`,
  );

  // Staff see it on the Scheduled list.
  await principal.goto("/admin/scheduled");
  const scheduled = principal.getByRole("row", { name: new RegExp(fixed) });
  await expect(scheduled).toContainText(`${tomorrow.dmy} 07:00`);
  await axeAtBothWidths(principal, "the Scheduled list");

  // The clock: nothing before 07:00, the circular from 07:00, gone at its "Remove at".
  await setClock(`${tomorrow.iso}T06:59:00+05:30`);
  expect(await visitorSees(fixed)).toBe(false);
  await setClock(`${tomorrow.iso}T07:00:01+05:30`);
  await expect.poll(() => visitorSees(fixed), { timeout: 10_000 }).toBe(true);
  await setClock(`${dayAfter.iso}T07:00:01+05:30`);
  await expect.poll(() => visitorSees(fixed), { timeout: 10_000 }).toBe(false);
});

test("the principal reviews a page's change drawn as visitors will see it, the changed paragraph marked", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const [editorEmail, principalEmail] = [await addStaff("editor"), await addStaff("principal")];
  const slug = `fees-${Date.now().toString(36)}`;
  const office = await signedInApi(ADMIN.email, ADMIN.password);
  expect(
    (await office.api.post("/api/admin/pages", { data: { slug, title: "Fees" }, headers: office.headers })).status(),
  ).toBe(201);
  /** Saves and publishes (or sends for approval) the page with these paragraphs. */
  const publish = async (who: typeof office, due: string) => {
    const { version } = (await (await who.api.get(`/api/admin/pages/${slug}`)).json()).page;
    const blocks = [`Term 1 fees are due on ${due}.`, "Pay at the school office."].map((text) => ({
      type: "paragraph",
      text,
    }));
    const data = { title: "Fees", description: "", blocks, version, publish: true };
    const res = await who.api.put(`/api/admin/pages/${slug}`, { data, headers: who.headers });
    expect(res.status(), await res.text()).toBe(200);
    return res.json();
  };
  await publish(office, "10 June");
  const setting = await office.api.put("/api/admin/approval-settings", {
    data: { kinds: ["circular", "page", "alert"] },
    headers: office.headers,
  });
  expect(setting.status()).toBe(200);
  await office.api.dispose();

  // The editor changes one paragraph and sends it: visitors keep the approved page.
  const editor = await signedInApi(editorEmail, PASSWORD);
  expect((await publish(editor, "15 June")).approval).toMatchObject({ state: "waiting" });
  // And an alert for tomorrow, waiting too.
  const alert = { level: "info", text: "PTM on Saturday at 10 am", endsAt: `${istDay(2).iso}T18:00:00+05:30` };
  const posted = await editor.api.post("/api/admin/alerts", { data: alert, headers: editor.headers });
  expect(await posted.json()).toMatchObject({ approval: "waiting" });
  await editor.api.dispose();

  const principal = await signedInPage(browser, principalEmail, PASSWORD, `/admin/approvals/page/${slug}`);
  const asVisitors = principal.getByRole("region", { name: "As visitors will see it" });
  await expect(asVisitors.getByRole("heading", { name: "Fees", level: 1 })).toBeVisible();
  const marked = asVisitors.locator(".review-part--changed");
  await expect(marked).toHaveCount(1);
  await expect(marked).toContainText("New or changed");
  await expect(marked).toContainText("Term 1 fees are due on 15 June.");
  await expect(asVisitors.getByText("Pay at the school office.")).toBeVisible();
  await expect(marked).not.toContainText("Pay at the school office.");
  await axeAtBothWidths(principal, "the page review");

  // The Alerts screen with the waiting alert, and the alert's own review.
  await principal.goto("/admin/alerts");
  const waitingAlerts = principal.getByRole("region", { name: "Waiting for approval" });
  await expect(waitingAlerts).toContainText(alert.text);
  await axeAtBothWidths(principal, "the Alerts screen with a waiting alert");
  await principal.goto("/admin/approvals");
  await principal.getByRole("link", { name: `Review “${alert.text}”` }).click();
  await expect(principal.getByRole("row", { name: /Text/ })).toContainText(alert.text);
  await axeAtBothWidths(principal, "an alert's review");
  await principal.context().close();
});
