import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import sharp from "sharp";
import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

// Certificates anyone can verify (issue 18): staff print a slip with a code,
// a receiving school types it (or scans the QR code) at /verify-tc.

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

interface Issued {
  staff: APIRequestContext;
  csrf: string;
  id: string;
  code: string;
  admissionNo: string;
}

/** A certificate added through the staff API, with the code read off its printed slip. */
async function issue(baseURL: string, studentName: string): Promise<Issued> {
  const staff = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const login = await staff.post("/api/admin/login", { data: ADMIN });
  expect(login.status()).toBe(200);
  const csrf = (await login.json()).csrfToken as string;
  // A picture of its own for each certificate: the server keeps one copy of identical uploads and drops the
  // public one once a certificate takes it, so tests running side by side must not share one (a 400 in CI once).
  const light = () => 0x80 + Math.floor(Math.random() * 0x80);
  const jpeg = await sharp({
    create: { width: 120, height: 160, channels: 3, background: { r: light(), g: light(), b: light() } },
  })
    .jpeg()
    .toBuffer();
  const upload = await staff.post("/api/admin/uploads", {
    headers: { "x-csrf-token": csrf },
    multipart: { file: { name: "tc.jpg", mimeType: "image/jpeg", buffer: jpeg } },
  });
  expect(upload.status()).toBe(201);
  const admissionNo = `TV${unique().slice(-6).toUpperCase()}`;
  const created = await staff.post("/api/admin/certificates", {
    headers: { "x-csrf-token": csrf },
    data: { admissionNo, studentName, file: (await upload.json()).id },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).id as string;
  const slip = await staff.get(`/api/admin/certificates/${id}/slip`);
  expect(slip.status()).toBe(200);
  const code = /class="code">([0-9A-Z-]{19})</.exec(await slip.text())?.[1];
  expect(code).toBeTruthy();
  return { staff, csrf, id, code: code!, admissionNo };
}

test("a valid certificate shows the school, student, admission number, issue date and status", async ({
  page,
  baseURL,
}) => {
  const cert = await issue(baseURL!, "Meera Kulkarni");
  await page.goto("/verify-tc");
  await page.getByLabel("Verification code").fill(cert.code.toLowerCase());
  await page.getByRole("button", { name: "Check certificate" }).click();
  const result = page.getByRole("status").filter({ hasText: "This certificate is valid." });
  await expect(result).toBeVisible();
  await expect(result.getByRole("definition")).toHaveText([
    /\S/,
    "Meera Kulkarni",
    cert.admissionNo,
    /^\d{2}\/\d{2}\/\d{4}$/,
    "Valid",
  ]);
  expect(await axeViolations(page)).toEqual([]);

  // Staff see the check in the certificate's lookup log.
  const log = await cert.staff.get(
    `/api/admin/certificates/lookups?admissionNo=${encodeURIComponent(cert.admissionNo)}`,
  );
  expect((await log.json()).filter((l: { via?: string }) => l.via === "verify")).toHaveLength(1);
  await cert.staff.dispose();
});

test("a revoked certificate says so, with the date", async ({ page, baseURL }) => {
  const cert = await issue(baseURL!, "Rohan Desai");
  const revoke = await cert.staff.post(`/api/admin/certificates/${cert.id}/revoke`, {
    headers: { "x-csrf-token": cert.csrf },
  });
  expect(revoke.ok()).toBe(true);
  // The slip's QR code opens this address directly.
  await page.goto(`/verify-tc?code=${cert.code}`);
  await expect(
    page.getByRole("heading", { name: /^This certificate was revoked on \d{2}\/\d{2}\/\d{4}\.$/ }),
  ).toBeVisible();
  await expect(page.getByText(/^Revoked on \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await cert.staff.dispose();
});

test("an unknown code gets a plain message and nothing else", async ({ page }) => {
  await page.goto("/verify-tc?code=ABCD-EFGH-JKMN-PQRS");
  await expect(page.getByRole("alert")).toHaveText(
    "No certificate has this code. Check the code on the slip and try again.",
  );
  await expect(page.getByRole("definition")).toHaveCount(0);
  // An answer is never listed by search engines; the bare form may be.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await page.goto("/verify-tc");
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

// N1: the code's own count let anyone holding the slip lock the check for
// everyone; only each client's own limit counts now (its refusal page is
// tested in verify-tc-page.test.tsx: e2e runs with RATE_LIMIT_FACTOR=50).
test("checking one code again and again never locks it", async ({ page, request }) => {
  const code = `ZZZZ-${unique()
    .slice(-4)
    .toUpperCase()
    .replace(/[ILOU]/g, "Z")}-ZZZZ-ZZZZ`;
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) statuses.push((await request.get(`/verify-tc?code=${code}`)).status());
  expect(statuses.every((s) => s === 200)).toBe(true);
  const res = await page.goto(`/verify-tc?code=${code}`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("alert")).not.toContainText("Too many checks");
});
