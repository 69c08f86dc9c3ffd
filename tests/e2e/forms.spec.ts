import fs from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { certificatePageMessages, enquiryMessages } from "../../contract/enquiry.ts";
import { certificateNoMatchMessage } from "../../contract/enquiry-rules.ts";
import { toSchoolView } from "../../contract/school-profile-rules.ts";
import { demoSchool } from "../../server/demo/demo-school.ts";
import { axeViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";

const school = toSchoolView(demoSchool);
// The demo's admission choices follow the calendar (issue 26): the year open
// for admission now and the next, the State board only, its own class names.
// A school without its own keeps spec section 9's (server/enquiries tests).
const admission = demoSchool.admission!;
const YEAR = admission.academicYearDefault;
const OTHER_YEAR = admission.academicYears.find((y) => y !== YEAR)!;
const BOARD = admission.boardDefault;
const CLASS = admission.classes[4].value;

const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };
const GREEN = "rgb(23, 107, 44)";
const RED = "rgb(164, 22, 26)";

/** A student name no other test uses, so the staff list can be searched for it. */
const uniqueName = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function storedEnquiries(request: APIRequestContext) {
  const login = await request.post("/api/admin/login", { data: ADMIN });
  expect(login.status()).toBe(200);
  const res = await request.get("/api/admin/enquiries");
  expect(res.status()).toBe(200);
  return (await res.json()) as Record<string, string>[];
}

async function fillValid(page: Page, name: string) {
  await page.getByLabel("Academic Year").selectOption(OTHER_YEAR);
  await page.getByLabel("Student Name").fill(name);
  await page.getByLabel("Parent Name").fill("Sunil Deshmukh");
  await page.getByLabel("Mobile Number").fill("9876543210");
  await page.getByLabel("Email").fill("sunil@example.com");
  await page.getByLabel("School Board").selectOption(BOARD);
  await page.getByLabel("Class").selectOption(CLASS);
  await page.getByRole("checkbox", { name: /I agree that the school may use these details/ }).check();
}

/** The page's own content; the shared header and footer are checked by a11y.spec.ts. */
async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page, { include: "#main" })).toEqual([]);
}

// Several steps and an accessibility scan per test: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test("the form pages run their behaviours without console errors, and without React in the browser", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  for (const [path, button] of [
    ["/admission-enquire", "Submit"],
    ["/tc", "Download certificate"],
  ]) {
    const scripts: string[] = [];
    const posts: string[] = [];
    const onRequest = (r: { resourceType(): string; url(): string; method(): string }) => {
      if (r.resourceType() === "script") scripts.push(r.url());
      if (r.method() === "POST") posts.push(r.url());
    };
    page.on("request", onRequest);
    await page.goto(path);
    // An empty submit shows its message in place: the script checked it, nothing was posted.
    await page.getByRole("button", { name: button }).click();
    await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
    page.off("request", onRequest);
    expect(posts).toEqual([]);
    expect(scripts.some((u) => /enhance-main/.test(u))).toBe(true);
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
  }
  expect(errors).toEqual([]);
});

test.describe("admission enquiry", () => {
  test("has the school's options and defaults", async ({ page }) => {
    await page.goto("/admission-enquire");
    const year = page.getByLabel("Academic Year");
    // Each list starts with an empty choice (a required select must, for the HTML checker).
    await expect(year.locator("option")).toHaveText(["Choose…", ...admission.academicYears]);
    await expect(year).toHaveValue(YEAR);
    const board = page.getByLabel("School Board");
    expect(await board.locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toEqual([
      "",
      ...admission.boards.map((b) => b.value),
    ]);
    await expect(board).toHaveValue(BOARD);
    const cls = page.getByLabel("Class");
    await expect(cls.locator("option")).toHaveText([
      "Choose…",
      "Nursery",
      "KG-I",
      "KG-II",
      "Std I",
      "Std II",
      "Std III",
      "Std IV",
      "Std V",
      "Std VI",
      "Std VII",
      "Std VIII",
      "Std IX",
      "Std X",
    ]);
    await expect(cls).toHaveValue("Nursery");
    for (const label of ["Student Name", "Parent Name", "Mobile Number", "Email"]) {
      await expect(page.getByLabel(label)).toHaveValue("");
    }
    await expect(page.locator("#enquiry-consent")).not.toBeChecked();
    await expect(page.getByText(/Digital Personal Data Protection Act, 2023/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Submit" })).toBeEnabled();
  });

  test("shows every validation message beside its field and in a list, focuses the first, sends nothing", async ({
    page,
  }) => {
    const sent: string[] = [];
    // Any POST: neither the API nor a plain form post to the page may go out.
    page.on("request", (r) => {
      if (r.method() === "POST") sent.push(r.url());
    });
    await page.goto("/admission-enquire");
    await page.getByRole("button", { name: "Submit" }).click();

    const expectError = async (label: string | RegExp, message: string) => {
      const field = label instanceof RegExp ? page.getByRole("checkbox", { name: label }) : page.getByLabel(label);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
      await expect(page.getByRole("listitem").filter({ hasText: message })).toHaveCount(1);
    };
    await expect(page.getByRole("heading", { name: "Please correct the following:" })).toBeVisible();
    await expectError("Student Name", enquiryMessages.name);
    await expectError("Parent Name", enquiryMessages.fatherName);
    await expectError("Mobile Number", enquiryMessages.phoneBlank);
    await expectError("Email", enquiryMessages.emailBlank);
    await expectError(/I agree/, enquiryMessages.consent);
    await expect(page.getByLabel("Student Name")).toBeFocused();

    // Filled but malformed: the second messages of phone and e-mail.
    await page.getByLabel("Student Name").fill("Aarav");
    await page.getByLabel("Parent Name").fill("Sunil");
    await page.getByLabel("Mobile Number").fill("98765");
    await page.getByLabel("Email").fill("sunil at example.com");
    await page.getByRole("button", { name: "Submit" }).click();
    await expectError("Mobile Number", enquiryMessages.phoneInvalid);
    await expectError("Email", enquiryMessages.emailInvalid);
    await expect(page.getByLabel("Student Name")).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Mobile Number")).toBeFocused();

    await page.getByLabel("Mobile Number").fill("987654321012");
    await page.getByLabel("Email").fill("sunil@example");
    await page.getByRole("button", { name: "Submit" }).click();
    await expectError("Mobile Number", enquiryMessages.phoneInvalid);
    await expectError("Email", enquiryMessages.emailInvalid);

    // The summary's links lead to the fields.
    await page.getByRole("link", { name: enquiryMessages.emailInvalid }).click();
    await expect(page).toHaveURL(/#enquiry-email$/);

    await expectNoAxeViolations(page);
    expect(sent).toEqual([]);
  });

  test("accepts a mobile number written with spaces, dashes, +91 or a leading 0, and stores the 10 digits", async ({
    page,
  }) => {
    const stored: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/form/")) stored.push((r.postDataJSON() as { phone: string }).phone);
    });
    for (const written of ["98765 43210", "+91 98765-43210", "098765 43210"]) {
      await page.goto("/admission-enquire");
      await fillValid(page, uniqueName("Phone Child"));
      await page.getByLabel("Mobile Number").fill(written);
      await page.getByRole("button", { name: "Submit" }).click();
      await expect(page.getByText(enquiryMessages.success)).toBeVisible();
    }
    expect(stored).toEqual(["9876543210", "9876543210", "9876543210"]);
    // Still refused when it is not 10 digits after cleaning.
    await page.getByLabel("Mobile Number").fill("98765 4321");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.locator("#enquiry-phone-error")).toHaveText(enquiryMessages.phoneInvalid);
  });

  test("shows 'Submitting...' while sending, then resets to the defaults and shows the green success", async ({
    page,
  }) => {
    const name = uniqueName("Success Child");
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route("**/api/form/**", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/admission-enquire");
    await fillValid(page, name);
    await page.getByRole("button", { name: "Submit" }).click();
    const busy = page.getByRole("button", { name: "Submitting..." });
    await expect(busy).toBeDisabled();
    release();

    const status = page.getByRole("status").filter({ hasText: enquiryMessages.success });
    await expect(status).toBeVisible();
    await expect(status.getByText(enquiryMessages.success)).toHaveCSS("color", GREEN);
    // It says what happens next, and the focus is there (not lost on the cleared form).
    await expect(status.getByText(enquiryMessages.next)).toBeVisible();
    await expect(page.locator(".enquiry__done")).toBeFocused();
    await expect(page.getByRole("button", { name: "Submit" })).toBeEnabled();
    await expect(page.getByLabel("Academic Year")).toHaveValue(YEAR);
    await expect(page.getByLabel("Student Name")).toHaveValue("");
    await expect(page.getByLabel("Parent Name")).toHaveValue("");
    await expect(page.getByLabel("Mobile Number")).toHaveValue("");
    await expect(page.getByLabel("Email")).toHaveValue("");
    await expect(page.getByLabel("School Board")).toHaveValue(BOARD);
    await expect(page.getByLabel("Class")).toHaveValue("Nursery");
    await expect(page.locator("#enquiry-consent")).not.toBeChecked();
    await expectNoAxeViolations(page);

    const stored = (await storedEnquiries(page.request)).filter((e) => e.name === name);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      academicYear: OTHER_YEAR,
      fatherName: "Sunil Deshmukh",
      phone: "9876543210",
      email: "sunil@example.com",
      school: BOARD,
      class: CLASS,
    });
    expect(stored[0].consentAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  test("keeps the values and shows the red error when the server fails; a retry then stores once", async ({ page }) => {
    const name = uniqueName("Retry Child");
    await page.route("**/api/form/**", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"statusCode":500}' }),
    );
    await page.goto("/admission-enquire");
    await fillValid(page, name);
    await page.getByRole("button", { name: "Submit" }).click();

    const failure = page.getByText(enquiryMessages.failure);
    await expect(failure).toBeVisible();
    await expect(failure).toHaveCSS("color", RED);
    await expect(page.locator("form.enquiry").getByRole("status")).toContainText(enquiryMessages.failure);
    await expect(page.getByLabel("Academic Year")).toHaveValue(OTHER_YEAR);
    await expect(page.getByLabel("Student Name")).toHaveValue(name);
    await expect(page.getByLabel("Parent Name")).toHaveValue("Sunil Deshmukh");
    await expect(page.getByLabel("Mobile Number")).toHaveValue("9876543210");
    await expect(page.getByLabel("Email")).toHaveValue("sunil@example.com");
    await expect(page.getByLabel("School Board")).toHaveValue(BOARD);
    await expect(page.getByLabel("Class")).toHaveValue(CLASS);
    await expect(page.locator("#enquiry-consent")).toBeChecked();
    await expectNoAxeViolations(page);

    // The answer to the retry is lost once more: the browser's request reaches
    // the server twice with its idempotency key, and one enquiry is stored.
    await page.unroute("**/api/form/**");
    let seen = 0;
    await page.route("**/api/form/**", async (route) => {
      seen += 1;
      await route.fetch();
      await route.fulfill({ response: await route.fetch() });
    });
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText(enquiryMessages.success)).toBeVisible();
    expect(seen).toBe(1);
    expect((await storedEnquiries(page.request)).filter((e) => e.name === name)).toHaveLength(1);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("posts the form and the server renders the same result", async ({ page }) => {
      const name = uniqueName("NoScript Child");
      await page.goto("/admission-enquire");
      await fillValid(page, name);
      await page.getByRole("button", { name: "Submit" }).click();
      const success = page.getByText(enquiryMessages.success);
      await expect(success).toBeVisible();
      await expect(success).toHaveCSS("color", GREEN);
      await expect(page.getByLabel("Student Name")).toHaveValue("");
      await expect(page.getByLabel("Academic Year")).toHaveValue(YEAR);
      expect((await storedEnquiries(page.request)).filter((e) => e.name === name)).toHaveLength(1);
    });

    test("shows the messages and keeps the values, with markup shown as text", async ({ page }) => {
      const script = '<script>document.title="owned"</script><b>bold</b>';
      await page.goto("/admission-enquire");
      await page.getByLabel("Student Name").fill(script);
      await page.getByLabel("Mobile Number").fill("12345");
      await page.getByRole("button", { name: "Submit" }).click();
      await expect(page.getByLabel("Student Name")).toHaveValue(script);
      await expect(page.getByLabel("Mobile Number")).toHaveValue("12345");
      await expect(page.getByLabel("Mobile Number")).toHaveAttribute("aria-invalid", "true");
      for (const message of [
        enquiryMessages.fatherName,
        enquiryMessages.phoneInvalid,
        enquiryMessages.emailBlank,
        enquiryMessages.consent,
      ]) {
        await expect(page.getByRole("listitem").filter({ hasText: message })).toHaveCount(1);
      }
      await expect(page).not.toHaveTitle("owned");
      await expect(page.locator("b", { hasText: "bold" })).toHaveCount(0);
      expect(await page.content()).not.toContain('<script>document.title="owned"');
    });
  });
});

test.describe("transfer certificate", () => {
  // One client address for the whole block: its 5 tries in 5 minutes are counted on purpose.
  test.describe.configure({ mode: "serial" });

  test("asks for both fields without sending anything; typing clears the message", async ({ page }) => {
    const sent: string[] = [];
    // Any POST: neither the API nor a plain form post to the page may go out.
    page.on("request", (r) => {
      if (r.method() === "POST") sent.push(r.url());
    });
    await page.goto("/tc");
    await expect(page.getByRole("heading", { name: "Transfer Certificate", level: 1 })).toBeVisible();
    const view = page.getByRole("button", { name: "Download certificate" });
    await view.click();
    const message = page.getByText(certificatePageMessages.empty);
    await expect(message).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText(certificatePageMessages.empty);
    await expect(page.getByLabel("Admission No.")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);

    await page.getByLabel("Admission No.").pressSequentially("TV");
    await expect(message).toBeHidden();
    await view.click();
    await expect(message).toBeVisible();
    await expect(page.getByLabel("Student Full Name")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Student Full Name").pressSequentially("A");
    await expect(message).toBeHidden();
    await page.getByLabel("Student Full Name").fill("   ");
    await view.click();
    await expect(message).toBeVisible();
    expect(sent).toEqual([]);
  });

  test("shows the sample PDF beside the form, without a toolbar and loaded lazily", async ({ page, request }) => {
    await page.goto("/tc");
    const frame = page.locator("iframe[title='Sample transfer certificate (PDF)']");
    await expect(frame).toHaveAttribute("src", "/api/image/samples/tc-sample.pdf#toolbar=0");
    await expect(frame).toHaveAttribute("loading", "lazy");
    await expect(frame).toHaveAttribute("height", "500");
    const form = await page.getByRole("button", { name: "Download certificate" }).boundingBox();
    const box = await frame.boundingBox();
    expect(box && form && box.x > form.x + form.width).toBe(true);
    const pdf = await request.get("/api/image/samples/tc-sample.pdf");
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  });

  test("on a phone the sample is a link: no PDF preview is loaded", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const pdfs: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("tc-sample.pdf")) pdfs.push(r.url());
    });
    await page.goto("/tc");
    await page.waitForLoadState("networkidle");
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Open the sample certificate \(PDF\)/ })).toHaveAttribute(
      "href",
      "/api/image/samples/tc-sample.pdf",
    );
    expect(pdfs).toEqual([]);
    // Turned to a wide screen, the preview appears beside the form.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.locator("iframe[title='Sample transfer certificate (PDF)']")).toHaveCount(1);
  });

  test("says no certificate matches, the same for a wrong name and an unknown number", async ({ page }) => {
    const noMatch = certificateNoMatchMessage(school.phones[0].display);
    await page.goto("/tc");
    for (const [admission, name] of [
      ["TV2019/045", "Somebody Else"],
      ["TV1999/999", "Aarav Sunil Deshmukh"],
    ]) {
      await page.getByLabel("Admission No.").fill(admission);
      await page.getByLabel("Student Full Name").fill(name);
      const answer = page.waitForResponse((r) => r.url().includes("/api/tc/"));
      await page.getByRole("button", { name: "Download certificate" }).click();
      expect((await answer).status()).toBe(404);
      const message = page.getByRole("alert");
      await expect(message).toHaveText(noMatch);
      await expect(message.locator("p")).toHaveCSS("color", RED);
      await expect(page.getByText(certificatePageMessages.failed)).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
  });

  test("downloads a known student's certificate named after the admission number, a JPEG", async ({ page }) => {
    await page.goto("/tc");
    await page.getByLabel("Admission No.").fill("tv2018/112");
    await page.getByLabel("Student Full Name").fill("sneha  rajendra patil.");
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download certificate" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("TC-TV2018-112.jpg");
    const bytes = await fs.readFile((await file.path()) as string);
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(bytes.length).toBeGreaterThan(1000);
    await expect(page.getByText(certificatePageMessages.failed)).toBeHidden();
  });

  test("alerts when the certificate file cannot be fetched", async ({ page }) => {
    await page.route("**/api/image/tc/**", (route) => route.fulfill({ status: 500, body: "" }));
    await page.goto("/tc");
    await page.getByLabel("Admission No.").fill("TV2020/007");
    await page.getByLabel("Student Full Name").fill("Mohammed Ayaan Shaikh");
    // Answered inside the handler: once a waitForEvent promise resolves, Playwright may dismiss the dialog itself.
    const shown = new Promise<{ type: string; message: string }>((resolve) => {
      page.once("dialog", (d) => {
        resolve({ type: d.type(), message: d.message() });
        void d.dismiss();
      });
    });
    await page.getByRole("button", { name: "Download certificate" }).click();
    expect(await shown).toEqual({ type: "alert", message: certificatePageMessages.download });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the sample PDF preview is there", async ({ page }) => {
      await page.goto("/tc");
      await expect(page.locator("iframe[title='Sample transfer certificate (PDF)']")).toHaveAttribute(
        "src",
        "/api/image/samples/tc-sample.pdf#toolbar=0",
      );
    });

    test("posts the lookup and offers the certificate as a download link", async ({ page }) => {
      await page.goto("/tc");
      await page.getByRole("button", { name: "Download certificate" }).click();
      await expect(page.getByText(certificatePageMessages.empty)).toBeVisible();

      await page.getByLabel("Admission No.").fill("TV2019/045");
      await page.getByLabel("Student Full Name").fill("Aarav Sunil Deshmukh");
      await page.getByRole("button", { name: "Download certificate" }).click();
      const link = page.getByRole("link", { name: "Download TC-TV2019-045.jpg" });
      await expect(link).toHaveAttribute("download", "TC-TV2019-045.jpg");
      const href = (await link.getAttribute("href")) as string;
      expect(href).toMatch(/^\/api\/image\/tc\/[A-Za-z0-9_-]{43}\?file=TC-TV2019-045\.jpg$/);
      const file = await page.request.get(href);
      expect(file.status()).toBe(200);
      expect(file.headers()["content-disposition"]).toBe('attachment; filename="TC-TV2019-045.jpg"');
      expect([...(await file.body()).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    });
  });

  test("answers 429 after repeated tries from one client", async ({ page }) => {
    await page.goto("/tc");
    const statuses: number[] = [];
    // One admission number tried again and again: its own limit (5 per 5 minutes)
    // holds whatever the per-client setting of the test server.
    for (let i = 0; i < 6 && !statuses.includes(429); i++) {
      await page.getByLabel("Admission No.").fill("TV1990/429");
      await page.getByLabel("Student Full Name").fill("Guessing Visitor");
      const answer = page.waitForResponse((r) => r.url().includes("/api/tc/"));
      await page.getByRole("button", { name: "Download certificate" }).click();
      const res = await answer;
      statuses.push(res.status());
      // No match says so; only the refused (429) try reads "try again later".
      await expect(page.getByRole("alert")).toHaveText(
        res.status() === 429 ? certificatePageMessages.failed : certificateNoMatchMessage(school.phones[0].display),
      );
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    const direct = await page.request.post("/api/tc/tvms", {
      data: { name: "Guessing Visitor", admission: "TV1990/429" },
    });
    expect(direct.status()).toBe(429);
    expect(Number(direct.headers()["retry-after"])).toBeGreaterThan(0);
    expect((await direct.json()).message).toMatch(/^Too many tries/);
  });
});
