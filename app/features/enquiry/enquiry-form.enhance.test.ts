// @vitest-environment happy-dom
import { screen, within } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { enquiryMessages } from "../../../contract/enquiry-rules.ts";
import { formTargets, resetPageAfterEach } from "../../lib/test-page.ts";
import type { EnquiryActionData } from "./enquiry-action.ts";
import enhance from "./enquiry-form.enhance.ts";
import { EnquiryForm } from "./enquiry-form.tsx";
import { defaultValues } from "./enquiry-values.ts";

const SERVER_KEY = "server-key-0123456789";

function serverMarkup(initial?: EnquiryActionData) {
  return renderToString(createElement(EnquiryForm, { school: "tvms", idempotencyKey: SERVER_KEY, initial }));
}

function mount(initial?: EnquiryActionData) {
  document.body.innerHTML = serverMarkup(initial);
  const form = document.querySelector<HTMLFormElement>("[data-enquiry-form]")!;
  enhance(form);
  return form;
}

/** An answer the test releases when it wants, to see the form while it waits. */
function deferred() {
  let resolve: (r: Response) => void = () => {};
  const promise = new Promise<Response>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/**
 * The choice the page opens with: the option the server marks selected (what
 * browsers show). happy-dom miscounts it after an empty first option.
 */
const chosen = (label: string) => field(label).querySelector<HTMLOptionElement>("option[selected]")?.value;
const consent = () => screen.getByRole("checkbox") as HTMLInputElement;
const submit = () => screen.getByRole("button", { name: /Submit/ }) as HTMLButtonElement;
const status = () => screen.getByRole("status");
const describedBy = (el: HTMLElement) =>
  (el.getAttribute("aria-describedby") ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(" ");

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(field("Academic Year"), "2026-27");
  await user.type(field("Student Name"), "Aarav Deshmukh");
  await user.type(field("Parent Name"), "Sunil Deshmukh");
  await user.type(field("Mobile Number"), "9876543210");
  await user.type(field("Email"), "sunil@example.com");
  await user.selectOptions(field("School Board"), "state");
  await user.selectOptions(field("Class"), "Class 4");
  await user.click(consent());
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
  vi.spyOn(console, "error").mockImplementation(() => {});
});
resetPageAfterEach();

describe("enquiry form markup (no JavaScript)", () => {
  it("is a real POST form with the spec's defaults and no errors shown", () => {
    document.body.innerHTML = serverMarkup();
    const form = document.querySelector("form")!;
    expect(formTargets(form)).toEqual({
      method: "post",
      action: "/admission-enquire",
      endpoint: "/api/form/tvms/AdmissionEnquire",
    });
    expect(chosen("Academic Year")).toBe("2025-26");
    expect(chosen("School Board")).toBe("cbse");
    expect(chosen("Class")).toBe("Nursery");
    expect(consent().checked).toBe(false);
    expect(screen.queryByRole("heading", { name: "Please correct the following:" })).toBeNull();
    expect(document.querySelector("[aria-invalid]")).toBeNull();
    expect((form.elements.namedItem("idempotencyKey") as HTMLInputElement).value).toBe(SERVER_KEY);
  });

  it("renders a rejected post with its messages and the typed values, markup as text", () => {
    const script = "<script>alert(1)</script><b>bold</b>";
    document.body.innerHTML = serverMarkup({
      status: "invalid",
      values: { ...defaultValues, name: script, phone: "12345" },
      errors: { fatherName: enquiryMessages.fatherName, phone: enquiryMessages.phoneInvalid },
    });
    expect(field("Student Name").value).toBe(script);
    expect(document.querySelector("b")).toBeNull();
    expect(field("Mobile Number").getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(field("Mobile Number"))).toBe(
      `${enquiryMessages.phoneInvalid} 10 digits; spaces, dashes, +91 or a leading 0 are fine.`,
    );
    const summary = screen.getByRole("heading", { name: "Please correct the following:" }).parentElement!;
    expect(
      within(summary)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([enquiryMessages.fatherName, enquiryMessages.phoneInvalid]);
  });
});

describe("enquiry form markup and the W3C HTML checker's rules", () => {
  it("starts every required list with an empty choice and asks for a phone number browsers know how to fill", () => {
    document.body.innerHTML = serverMarkup();
    const selects = [...document.querySelectorAll<HTMLSelectElement>("select[required]")];
    expect(selects.map((s) => s.name)).toEqual(["academicYear", "school", "class"]);
    for (const s of selects) {
      // A required single select's first option must be an empty placeholder.
      expect(s.options[0].value, s.name).toBe("");
      expect(s.options[0].textContent, s.name).toBe("Choose…");
      expect(s.options.length, s.name).toBeGreaterThan(1);
    }
    // The school's defaults are still chosen when the page opens.
    expect(chosen("Academic Year")).toBe("2025-26");
    // "tel-national" is refused by the checker on this input; "tel" is what browsers fill (+91 is accepted).
    expect(field("Mobile Number").getAttribute("autocomplete")).toBe("tel");
  });

  it("with JavaScript, refuses the empty choice of a list beside the list, sending nothing", async () => {
    mount();
    const user = userEvent.setup();
    await fillValid(user);
    await user.selectOptions(field("Class"), "");
    await user.click(submit());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field("Class").getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(field("Class"))).toBe("Choose a class");
  });
});

describe("enquiry form with JavaScript", () => {
  it("shows every message beside its field and in a list, focuses the first, sends nothing", async () => {
    const user = userEvent.setup();
    mount();
    await user.click(submit());

    expect(screen.getByRole("heading", { name: "Please correct the following:" })).toBeTruthy();
    const expected: [HTMLElement, string][] = [
      [field("Student Name"), enquiryMessages.name],
      [field("Parent Name"), enquiryMessages.fatherName],
      [field("Mobile Number"), enquiryMessages.phoneBlank],
      [field("Email"), enquiryMessages.emailBlank],
      [consent(), enquiryMessages.consent],
    ];
    for (const [el, message] of expected) {
      expect(el.getAttribute("aria-invalid")).toBe("true");
      expect(describedBy(el)).toContain(message);
    }
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(expected.map(([, m]) => m));
    expect(screen.getByRole("link", { name: enquiryMessages.emailBlank }).getAttribute("href")).toBe("#enquiry-email");
    expect(document.activeElement).toBe(field("Student Name"));
    expect(field("Academic Year").hasAttribute("aria-invalid")).toBe(false);

    await user.type(field("Student Name"), "Aarav");
    await user.type(field("Parent Name"), "Sunil");
    await user.type(field("Mobile Number"), "98765");
    await user.type(field("Email"), "sunil at example.com");
    await user.click(submit());
    expect(describedBy(field("Mobile Number"))).toBe(
      `${enquiryMessages.phoneInvalid} 10 digits; spaces, dashes, +91 or a leading 0 are fine.`,
    );
    expect(describedBy(field("Email"))).toBe(enquiryMessages.emailInvalid);
    expect(field("Student Name").hasAttribute("aria-invalid")).toBe(false);
    expect(field("Student Name").hasAttribute("aria-describedby")).toBe(false);
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      enquiryMessages.phoneInvalid,
      enquiryMessages.emailInvalid,
      enquiryMessages.consent,
    ]);
    expect(document.activeElement).toBe(field("Mobile Number"));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Submitting...' on a disabled button while sending, then resets and says it worked", async () => {
    const user = userEvent.setup();
    const answer = deferred();
    fetchMock.mockReturnValue(answer.promise);
    const form = mount();
    await fillValid(user);
    await user.type(field("Student Name"), "  ");
    await user.click(submit());

    expect(submit().textContent).toBe("Submitting...");
    expect(submit().disabled).toBe(true);
    // A second click while sending sends nothing more.
    form.requestSubmit();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/form/tvms/AdmissionEnquire");
    const body = JSON.parse(init.body as string);
    expect(body).toEqual({
      academicYear: "2026-27",
      name: "Aarav Deshmukh",
      fatherName: "Sunil Deshmukh",
      phone: "9876543210",
      email: "sunil@example.com",
      school: "state",
      class: "Class 4",
      consent: true,
      idempotencyKey: expect.any(String),
    });
    // The browser makes its own key: the page's HTML may have come from a cache.
    expect(body.idempotencyKey).not.toBe(SERVER_KEY);
    expect((init.headers as Record<string, string>)["idempotency-key"]).toBe(body.idempotencyKey);

    answer.resolve(json(201, { id: "e1" }));
    await vi.waitFor(() => expect(status().textContent).toBe(enquiryMessages.success + enquiryMessages.next));
    expect(status().querySelector(".enquiry__result--ok")).toBeTruthy();
    // What happens next is said, and the focus moves there (the form above was cleared).
    expect(document.activeElement).toBe(status().querySelector(".enquiry__done"));
    expect(submit().textContent).toBe("Submit");
    expect(submit().disabled).toBe(false);
    expect(field("Academic Year").value).toBe("2025-26");
    for (const label of ["Student Name", "Parent Name", "Mobile Number", "Email"]) expect(field(label).value).toBe("");
    expect(field("School Board").value).toBe("cbse");
    expect(field("Class").value).toBe("Nursery");
    expect(consent().checked).toBe(false);

    // The next enquiry gets a key of its own.
    fetchMock.mockResolvedValue(json(201, { id: "e2" }));
    await fillValid(user);
    await user.click(submit());
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const second = JSON.parse((fetchMock.mock.calls[1] as [string, RequestInit])[1].body as string);
    expect(second.idempotencyKey).not.toBe(body.idempotencyKey);
  });

  it("keeps the values and announces the failure; a retry sends the same key, a change a new one", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(json(500, { statusCode: 500 }));
    mount();
    await fillValid(user);
    await user.click(submit());

    await vi.waitFor(() => expect(status().textContent).toBe(enquiryMessages.failure));
    expect(status().querySelector(".enquiry__result--bad")).toBeTruthy();
    expect(field("Academic Year").value).toBe("2026-27");
    expect(field("Student Name").value).toBe("Aarav Deshmukh");
    expect(field("Mobile Number").value).toBe("9876543210");
    expect(field("Class").value).toBe("Class 4");
    expect(consent().checked).toBe(true);
    expect(submit().disabled).toBe(false);

    await user.click(submit());
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const keyOf = (i: number) =>
      JSON.parse((fetchMock.mock.calls[i] as [string, RequestInit])[1].body as string).idempotencyKey;
    expect(keyOf(1)).toBe(keyOf(0));

    await vi.waitFor(() => expect(submit().disabled).toBe(false));
    await user.type(field("Parent Name"), " Rao");
    await user.click(submit());
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(keyOf(2)).not.toBe(keyOf(0));
  });

  it("adds the server's reason when too many enquiries were sent", async () => {
    const user = userEvent.setup();
    const reason = "Too many enquiries were sent from your connection. Please wait 42 seconds and try again.";
    fetchMock.mockResolvedValue(json(429, { statusCode: 429, message: reason }));
    mount();
    await fillValid(user);
    await user.click(submit());
    await vi.waitFor(() => expect(status().textContent).toBe(`${enquiryMessages.failure} ${reason}`));
  });

  it("shows the API's field messages beside the fields", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      json(400, { statusCode: 400, errors: { email: enquiryMessages.emailInvalid, idempotencyKey: "bad" } }),
    );
    mount();
    await fillValid(user);
    await user.click(submit());
    await vi.waitFor(() => expect(field("Email").getAttribute("aria-invalid")).toBe("true"));
    expect(describedBy(field("Email"))).toBe(enquiryMessages.emailInvalid);
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([enquiryMessages.emailInvalid]);
    expect(document.activeElement).toBe(field("Email"));
    expect(status().textContent).toBe("");
  });

  it("shows the same result markup as the server renders after a post without JavaScript", async () => {
    const normalize = (html: string) => html.replace(/<!-- -->/g, "");
    const serverStatus = (initial: EnquiryActionData) => {
      const doc = new DOMParser().parseFromString(serverMarkup(initial), "text/html");
      return normalize(doc.querySelector("[data-form-status]")!.innerHTML);
    };
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(json(201, { id: "e1" }));
    mount();
    await fillValid(user);
    await user.click(submit());
    await vi.waitFor(() => expect(status().textContent).not.toBe(""));
    expect(status().innerHTML).toBe(serverStatus({ status: "success" }));

    const reason = "Please wait 5 seconds.";
    fetchMock.mockResolvedValueOnce(json(429, { message: reason }));
    await fillValid(user);
    await user.click(submit());
    await vi.waitFor(() => expect(status().textContent).toContain(reason));
    expect(status().innerHTML).toBe(serverStatus({ status: "failure", values: defaultValues, note: reason }));
  });
});
