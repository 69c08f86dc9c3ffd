import { createECDH, randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { ADMIN, signInTo } from "./staff-helpers.ts";

// Issue 30: "Get school alerts on this phone". Headless Chromium has no push
// service, so the browser's PushManager and permission prompt are stubbed;
// everything else is real (the service worker, the school's key, the server).

/** Stubs the permission answer and PushManager with a subscription to Google's push service. */
async function stubPush(page: Page, permission: "granted" | "denied") {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const keys = { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
  const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${randomBytes(8).toString("hex")}`;
  await page.addInitScript(
    ({ permission, endpoint, keys }) => {
      const w = window as unknown as { __push: { sub: unknown; keyBytes: number } };
      w.__push = { sub: null, keyBytes: 0 };
      // A browser keeps its subscription from page to page: so does the stand-in.
      const made = () => {
        const sub = {
          endpoint,
          toJSON: () => ({ endpoint, expirationTime: null, keys }),
          unsubscribe: async () => {
            w.__push.sub = null;
            sessionStorage.removeItem("push-stub");
            return true;
          },
        };
        w.__push.sub = sub;
        sessionStorage.setItem("push-stub", "1");
        return sub;
      };
      if (sessionStorage.getItem("push-stub")) made();
      Object.defineProperty(Notification, "permission", { get: () => "default" });
      Notification.requestPermission = async () => permission;
      PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
        w.__push.keyBytes = (options?.applicationServerKey as Uint8Array | undefined)?.byteLength ?? 0;
        return made() as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async () => w.__push.sub as PushSubscription | null;
    },
    { permission, endpoint, keys },
  );
}

async function phones(request: APIRequestContext): Promise<{ phones: number; urgent: number; news: number }> {
  const signed = await request.post("/api/admin/login", { data: ADMIN });
  expect(signed.status()).toBe(200);
  return (await (await request.get("/api/admin/alerts/phones")).json()).counts;
}

test.describe("school alerts on a parent's phone", () => {
  test("a parent turns alerts on with the topics chosen, and off with the same button; staff see the count", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await stubPush(page, "granted");
    const before = await phones(request);
    await page.goto("/news");
    const control = page.getByRole("region", { name: "School alerts on this phone" });
    await expect(control).toBeVisible();
    await control.getByRole("checkbox", { name: "Events" }).check();
    await control.getByRole("checkbox", { name: "News and circulars" }).uncheck();
    await control.getByRole("button", { name: "Get school alerts on this phone" }).click();
    await expect(control.getByRole("status")).toHaveText("Alerts are on for this phone.");
    await expect(control.getByRole("button", { name: "Stop school alerts on this phone" })).toBeVisible();
    // The school's public key, as the browser wants it (a P-256 point).
    expect(await page.evaluate(() => (window as unknown as { __push: { keyBytes: number } }).__push.keyBytes)).toBe(65);
    const on = await phones(request);
    expect(on.phones).toBe(before.phones + 1);
    expect(on.urgent).toBe(before.urgent + 1);
    expect(on.news).toBe(before.news);

    // The service worker that shows the notifications is in place.
    const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(worker).toMatch(/\/sw\.js$/);

    // Another page: the control knows this phone is following.
    await page.goto("/events");
    await expect(control.getByRole("status")).toHaveText("Alerts are on for this phone.");
    expect(await axeViolations(page, { include: ".push-control" })).toEqual([]);
    await control.getByRole("button", { name: "Stop school alerts on this phone" }).click();
    await expect(control.getByRole("status")).toHaveText("Alerts are off for this phone.");
    await expect(control.getByRole("button", { name: "Get school alerts on this phone" })).toBeVisible();
    expect((await phones(request)).phones).toBe(before.phones);

    // Staff see how many phones follow each topic.
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInTo(page, "/admin/alerts");
    await expect(page.getByRole("heading", { name: "Parents' phones" })).toBeVisible();
    await expect(page.getByText(/phones? gets? the school's notifications/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a parent who blocks notifications is told how to allow them; nothing is stored", async ({ page, request }) => {
    await stubPush(page, "denied");
    const before = await phones(request);
    await page.goto("/contact");
    const control = page.getByRole("region", { name: "School alerts on this phone" });
    await control.getByRole("button", { name: "Get school alerts on this phone" }).click();
    await expect(control.getByRole("status")).toContainText("Notifications are blocked for this site.");
    expect((await phones(request)).phones).toBe(before.phones);
    expect(await axeViolations(page, { include: ".push-control" })).toEqual([]);
  });

  test("without JavaScript the control is not shown (a notification needs the browser's script)", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator(".push-control")).toBeHidden();
    await context.close();
  });
});
