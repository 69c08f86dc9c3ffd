// @vitest-environment happy-dom
import { screen } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { enquiryMessages, enquiryRateMessage } from "../../../contract/enquiry-rules.ts";
import type { Lang } from "../../../contract/languages.ts";
import { I18nProvider, i18nOf } from "../../i18n/i18n-context.tsx";
import { translator } from "../../i18n/translate.ts";
import type { EnquiryActionData } from "./enquiry-action.ts";
import enhance from "./enquiry-form.enhance.ts";
import { EnquiryForm } from "./enquiry-form.tsx";
import { defaultValues } from "./enquiry-values.ts";

function mount(lang: Lang, initial?: EnquiryActionData) {
  document.body.innerHTML = renderToString(
    <I18nProvider value={i18nOf(lang, translator)}>
      <EnquiryForm school="tvms" idempotencyKey="k-0123456789" initial={initial} />
    </I18nProvider>,
  );
  const form = document.querySelector<HTMLFormElement>("[data-enquiry-form]")!;
  enhance(form);
  return form;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("issue 29: the enquiry form in the reader's language", () => {
  it("labels, posts to its own language's address and shows the server's messages in Marathi (no JavaScript)", () => {
    const form = mount("mr", {
      status: "invalid",
      values: { ...defaultValues, phone: "12345" },
      errors: { phone: enquiryMessages.phoneInvalid },
    });
    expect(form.getAttribute("action")).toBe("/mr/admission-enquire");
    expect(screen.getByLabelText("मोबाइल क्रमांक").getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById("enquiry-phone-error")?.textContent).toBe("योग्य 10 अंकी मोबाइल क्रमांक लिहा");
    expect(document.body.textContent).not.toContain(enquiryMessages.phoneInvalid);
    expect(screen.getByRole("link", { name: "प्रत्येक इयत्तेचे शुल्क" }).getAttribute("href")).toBe("/mr/fees");
  });

  it("checks in the browser and says what is wrong in Hindi", async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    mount("hi");
    await user.click(screen.getByRole("button", { name: "भेजें" }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById("enquiry-name-error")?.textContent).toBe("कृपया विद्यार्थी का नाम लिखें");
    expect(document.querySelector("[data-error-summary] a")?.textContent).toBe("कृपया विद्यार्थी का नाम लिखें");
  });

  it("names the seconds to wait in Marathi when too many enquiries were sent (no JavaScript)", () => {
    mount("mr", { status: "failure", values: defaultValues, note: enquiryRateMessage(42) });
    expect(screen.getByRole("status").textContent).toContain("कृपया 42 सेकंद थांबून पुन्हा प्रयत्न करा.");
  });

  it("keeps English pages as they were: no words written for the script", () => {
    const form = mount("en");
    expect(form.getAttribute("action")).toBe("/admission-enquire");
    expect(form.hasAttribute("data-messages")).toBe(false);
    expect(screen.getByRole("button", { name: "Submit" })).toBeTruthy();
  });
});
