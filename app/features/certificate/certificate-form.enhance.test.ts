// @vitest-environment happy-dom
import { screen } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { certificateNoMatchMessage, certificatePageMessages } from "../../../contract/enquiry-rules.ts";
import { toSchoolView } from "../../../contract/school-profile-rules.ts";
import { demoSchool } from "../../../server/demo/demo-school.ts";
import { SchoolProvider } from "../../components/layout/school-context.tsx";
import { formTargets, resetPageAfterEach } from "../../lib/test-page.ts";
import type { CertificateActionData } from "./certificate-action.ts";
import enhance from "./certificate-form.enhance.ts";
import { CertificateForm } from "./certificate-form.tsx";

const school = toSchoolView(demoSchool);

function serverMarkup(initial?: CertificateActionData) {
  const html = renderToString(
    createElement(SchoolProvider, { value: school }, createElement(CertificateForm, { school: "tvms", initial })),
  );
  // The sample PDF frame plays no part here, and happy-dom would log that it cannot load it.
  return html.replace(/<iframe[^>]*><\/iframe>/, "");
}

function mount(initial?: CertificateActionData) {
  document.body.innerHTML = serverMarkup(initial);
  enhance(document.querySelector<HTMLElement>("[data-tc-form]")!);
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const admission = () => screen.getByLabelText("Admission No.") as HTMLInputElement;
const name = () => screen.getByLabelText("Student Full Name") as HTMLInputElement;
const view = () => screen.getByRole("button", { name: /Download certificate|Checking…/ }) as HTMLButtonElement;
const noMatch = certificateNoMatchMessage(school.phones[0].display);
/** The message a user sees (a hidden slot shows nothing). */
const shown = () => {
  const alert = screen.getByRole("alert");
  return [...alert.querySelectorAll("p")]
    .filter((p) => !p.hidden)
    .map((p) => p.textContent)
    .join("");
};

let fetchMock: ReturnType<typeof vi.fn>;
let clicked: { href: string; download: string }[];
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
  vi.spyOn(console, "error").mockImplementation(() => {});
  clicked = [];
  // Records the download the module starts (happy-dom would try to navigate).
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
  URL.createObjectURL = vi.fn(() => "blob:certificate");
  URL.revokeObjectURL = vi.fn();
});
resetPageAfterEach();

describe("TC lookup markup (no JavaScript)", () => {
  it("is a real POST form with no message shown", () => {
    document.body.innerHTML = serverMarkup();
    const form = document.querySelector("form")!;
    expect(formTargets(form)).toEqual({ method: "post", action: "/tc", endpoint: "/api/tc/tvms" });
    expect(shown()).toBe("");
    expect(admission().hasAttribute("aria-invalid")).toBe(false);
  });

  it("keeps the typed values with the message, and offers the certificate link once found", () => {
    document.body.innerHTML = serverMarkup({ status: "empty", admission: "TV2019/045", name: "" });
    expect(shown()).toBe(certificatePageMessages.empty);
    expect(admission().value).toBe("TV2019/045");
    expect(admission().hasAttribute("aria-invalid")).toBe(false);
    expect(name().getAttribute("aria-invalid")).toBe("true");

    document.body.innerHTML = serverMarkup({ status: "failed", admission: "TV1", name: "X" });
    expect(shown()).toBe(certificatePageMessages.failed);

    document.body.innerHTML = serverMarkup({ status: "no-match", admission: "TV1", name: "X" });
    expect(shown()).toBe(noMatch);

    document.body.innerHTML = serverMarkup({ status: "found", data: `tc/${"a".repeat(43)}`, admission: "tv2019/045" });
    const link = screen.getByRole("link", { name: "Download TC-TV2019-045.jpg" });
    expect(link.getAttribute("href")).toBe(`/api/image/tc/${"a".repeat(43)}?file=TC-TV2019-045.jpg`);
    expect(link.getAttribute("download")).toBe("TC-TV2019-045.jpg");
  });
});

describe("TC lookup with JavaScript", () => {
  it("asks for both fields without sending anything; typing clears the message", async () => {
    const user = userEvent.setup();
    mount();
    await user.click(view());
    expect(shown()).toBe(certificatePageMessages.empty);
    expect(admission().getAttribute("aria-invalid")).toBe("true");
    expect(admission().getAttribute("aria-describedby")).toBe("tc-message");

    await user.type(admission(), "TV");
    expect(shown()).toBe("");
    expect(admission().hasAttribute("aria-invalid")).toBe(false);
    expect(admission().hasAttribute("aria-describedby")).toBe(false);

    await user.click(view());
    expect(shown()).toBe(certificatePageMessages.empty);
    expect(admission().hasAttribute("aria-invalid")).toBe(false);
    expect(name().getAttribute("aria-invalid")).toBe("true");

    await user.type(name(), "   ");
    expect(shown()).toBe("");
    await user.click(view());
    expect(shown()).toBe(certificatePageMessages.empty);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says no certificate matches when the API answers 404, with the office number", async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(json(404, { statusCode: 404 }));
    mount();
    await user.type(admission(), "TV2019/045");
    await user.type(name(), "Somebody Else");
    await user.click(view());
    await vi.waitFor(() => expect(shown()).toBe(noMatch));
    expect(noMatch).toBe(
      `No certificate matches these details. Check the admission number and name, or call the office on ${school.phones[0].display}.`,
    );
    expect(clicked).toEqual([]);
  });

  it.each([
    [429, { statusCode: 429, message: "Too many tries. Please wait 5 minutes and try again." }],
    [500, {}],
  ])("says the lookup failed (try again later) when the API answers %i", async (code, body) => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(json(code, body));
    mount();
    await user.type(admission(), "TV2019/045");
    await user.type(name(), "Somebody Else");
    await user.click(view());
    await vi.waitFor(() => expect(shown()).toBe(certificatePageMessages.failed));
    expect(view().disabled).toBe(false);
    expect(clicked).toEqual([]);
  });

  it("shows Checking… while looking up, then downloads the certificate named after the admission number", async () => {
    const user = userEvent.setup();
    let answer: (r: Response) => void = () => {};
    fetchMock.mockImplementation((url: string) =>
      url.startsWith("/api/tc/")
        ? new Promise<Response>((r) => {
            answer = r;
          })
        : Promise.resolve(new Response(new Uint8Array([0xff, 0xd8, 0xff]), { status: 200 })),
    );
    mount();
    await user.type(admission(), "tv2018/112");
    await user.type(name(), "sneha  rajendra patil.");
    await user.click(view());
    expect(view().disabled).toBe(true);
    expect(view().getAttribute("aria-busy")).toBe("true");
    expect(view().textContent).toBe("Checking…");
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/tc/tvms");
    expect(JSON.parse(init.body as string)).toEqual({ name: "sneha  rajendra patil.", admission: "tv2018/112" });

    answer(json(200, { data: `tc/${"b".repeat(43)}` }));
    await vi.waitFor(() => expect(clicked).toEqual([{ href: "blob:certificate", download: "TC-TV2018-112.jpg" }]));
    expect(fetchMock.mock.calls[1][0]).toBe(`/api/image/tc/${"b".repeat(43)}`);
    await vi.waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe("The certificate was downloaded as TC-TV2018-112.jpg."),
    );
    expect(view().disabled).toBe(false);
    expect(view().hasAttribute("aria-busy")).toBe(false);
    expect(view().textContent).toBe("Download certificate");
    expect(shown()).toBe("");
  });

  it("alerts when the certificate file cannot be fetched", async () => {
    const user = userEvent.setup();
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(
        url.startsWith("/api/tc/") ? json(200, { data: `tc/${"c".repeat(43)}` }) : new Response("", { status: 500 }),
      ),
    );
    mount();
    await user.type(admission(), "TV2020/007");
    await user.type(name(), "Mohammed Ayaan Shaikh");
    await user.click(view());
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith(certificatePageMessages.download));
    expect(clicked).toEqual([]);
    expect(shown()).toBe("");
    await vi.waitFor(() => expect(view().disabled).toBe(false));
  });
});
