import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { demoSchool } from "../../server/demo/demo-school.ts";
import { expect } from "./fixtures.ts";

/** The demo's admission choices, which follow the calendar (issue 26). */
const demoAdmission = demoSchool.admission!;
/** The class the e2e enquiries are for (the demo writes "Std IV"). */
export const ENQUIRY_CLASS = demoSchool.admission!.classes[6].value;

/** The first admin the e2e server starts with (playwright.config.ts). */
export const ADMIN = { email: "admin@example.com", password: "e2e-admin-password" };

/** A short suffix that keeps each test's records apart in the shared e2e database. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Signs in as the first admin through the form, landing on `path`. */
export async function signInTo(page: Page, path: string) {
  await page.goto(`/admin/login?next=${encodeURIComponent(path)}`);
  await page.getByLabel("E-mail address").fill(ADMIN.email);
  await page.getByLabel("Password").fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?/]/g, "\\$&")}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

/** A parent's enquiry, as the public form sends it; answers the child's name. */
export async function postEnquiry(request: APIRequestContext, first: string) {
  const name = `${first} ${unique()}`;
  const sent = await request.post("/api/form/tvms/AdmissionEnquire", {
    data: {
      academicYear: demoAdmission.academicYearDefault,
      name,
      fatherName: "Suresh",
      phone: "9876543210",
      email: "suresh@example.com",
      school: demoAdmission.boardDefault,
      class: ENQUIRY_CLASS,
      consent: true,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return name;
}

/**
 * Issue 26: no staff screen asks for typed markup: no `**bold**`, no
 * `[words](address)`, no cells split by `|`, in the words shown or in a
 * field's hint (placeholder, title).
 */
export async function noMarkupHints(page: Page) {
  const shown = await page.locator("main").evaluate((main) => {
    const hints = [...main.querySelectorAll("[placeholder], [title]")].map(
      (el) => `${el.getAttribute("placeholder") ?? ""} ${el.getAttribute("title") ?? ""}`,
    );
    // The words as shown (innerText: hidden text left out), where a hint would be read.
    // biome-ignore lint/performance/useDomNodeTextContent: what staff see, not the DOM's text
    return `${(main as HTMLElement).innerText}\n${hints.join("\n")}`;
  });
  expect(shown).not.toContain("**");
  expect(shown).not.toMatch(/\[[^\]\n]*\]\([^)\n]*\)/);
  expect(shown).not.toContain("|");
}

/**
 * Drags one element onto another as a mouse does, by the events the page
 * listens to (dragstart, dragover, drop, dragend) sharing one DataTransfer.
 */
export async function dragOnto(from: Locator, to: Locator) {
  const transfer = await from.page().evaluateHandle(() => new DataTransfer());
  await from.dispatchEvent("dragstart", { dataTransfer: transfer });
  await to.dispatchEvent("dragover", { dataTransfer: transfer });
  await to.dispatchEvent("drop", { dataTransfer: transfer });
  await from.dispatchEvent("dragend", { dataTransfer: transfer });
}
