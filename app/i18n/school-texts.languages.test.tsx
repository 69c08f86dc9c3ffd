// @vitest-environment happy-dom
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { defaultSettings } from "../../contract/disclosure-items.ts";
import type { Lang } from "../../contract/languages.ts";
import { blankProfile, toSchoolView } from "../../contract/school-view.ts";
import { type TextTranslation, translatedProfile } from "../../contract/text-translations.ts";
import { SchoolAddress } from "../components/layout/school-address.tsx";
import { SchoolProvider } from "../components/layout/school-context.tsx";
import { SiteHeader } from "../components/layout/site-header.tsx";
import { ComingSoonContact } from "../features/content-page/coming-soon-contact.tsx";
import { DisclosurePage } from "../features/disclosure/disclosure-page.tsx";
import { EnquiryForm } from "../features/enquiry/enquiry-form.tsx";
import { FeesPage } from "../features/fees/fees-page.tsx";
import { I18nProvider, i18nOf } from "./i18n-context.tsx";
import { translator } from "./translate.ts";

/**
 * Issue 29: the school's details on a page in another language: its
 * translated name, address and "what happens next"; what has no translation
 * shows in English marked lang="en", with the note in the reader's language.
 */
const profile = {
  ...blankProfile("Tiny Vision Model School"),
  address: { street: "12 Station Road", city: "Pune", state: "Maharashtra", pin: "411000", country: "India" },
};
profile.admission.nextSteps = "The office calls you within two days.";
const NOTE_MR = "या भागाचे भाषांतर अजून झालेले नाही; तो इंग्रजीत दाखवला आहे.";

/** The school as a page in `lang` shows it: English as stored, or translated with what stayed English marked. */
function viewIn(lang: Lang, school: typeof profile, t?: TextTranslation) {
  if (lang === "en") return toSchoolView(school);
  const shown = translatedProfile(school, t);
  return { ...toSchoolView(shown.profile), english: shown.english };
}

function mount(lang: Lang, t: TextTranslation | undefined, withMenu?: Record<string, string>) {
  document.body.innerHTML = renderToString(
    <MemoryRouter>
      <SchoolProvider value={viewIn(lang, profile, t)}>
        <I18nProvider value={i18nOf(lang, translator)}>
          <SiteHeader
            groups={[{ label: "Bus Routes", links: [{ label: "Bus Routes", href: "/bus" }] }]}
            titles={withMenu}
          />
          <SchoolAddress />
          <EnquiryForm school="tvms" idempotencyKey="k-0123456789" />
        </I18nProvider>
      </SchoolProvider>
    </MemoryRouter>,
  );
}

/** The header of a page in `lang` for a school with these phones; its call link. */
function headerOf(lang: Lang, phones: typeof profile.phones, t?: TextTranslation) {
  document.body.innerHTML = renderToString(
    <MemoryRouter>
      <SchoolProvider value={viewIn(lang, { ...profile, phones }, t)}>
        <I18nProvider value={i18nOf(lang, translator)}>
          <SiteHeader groups={[]} />
        </I18nProvider>
      </SchoolProvider>
    </MemoryRouter>,
  );
  return document.querySelector(".site-header__phone");
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("issue 29: the school's details in the reader's language", () => {
  it("shows the translated name, address and what happens next, with no English mark or note", () => {
    mount("mr", {
      name: "टायनी व्हिजन मॉडेल स्कूल",
      street: "12, स्टेशन रस्ता",
      city: "पुणे",
      state: "महाराष्ट्र",
      country: "भारत",
      nextSteps: "कार्यालय दोन दिवसांत फोन करते.",
    });
    expect(document.querySelector(".brand__name")?.textContent).toBe("टायनी व्हिजन मॉडेल स्कूल");
    expect(document.querySelector("address")?.textContent).toContain("पुणे, महाराष्ट्र 411000");
    expect(document.querySelector(".enquiry__next")?.textContent).toContain("कार्यालय दोन दिवसांत फोन करते.");
    expect(document.querySelectorAll("[lang=en]")).toHaveLength(0);
    expect(document.body.textContent).not.toContain(NOTE_MR);
  });

  it("shows what has no translation in English, marked lang=en, with the note", () => {
    mount("mr", undefined);
    expect(document.querySelector(".brand__name")?.getAttribute("lang")).toBe("en");
    expect(document.querySelector("address")?.getAttribute("lang")).toBe("en");
    const next = document.querySelector(".enquiry__next");
    expect(next?.querySelector("[lang=en]")?.textContent).toBe("The office calls you within two days.");
    expect(next?.textContent).toContain(NOTE_MR);
    expect(document.body.textContent?.split(NOTE_MR).length).toBe(3);
  });

  it("names a menu entry the school wrote by its own translation", () => {
    mount("mr", undefined, { "menu:Bus Routes": "बस मार्ग" });
    const entry = document.querySelector("#site-menu a[href='/mr/bus'], #site-menu a[href='/bus']");
    expect(entry?.textContent).toBe("बस मार्ग");
  });

  it("marks the phones' names, which have no translation, lang=en (and nothing on the English page)", () => {
    const phones = [{ label: "Admissions", number: "+91 20 0000 0001" }];
    expect(headerOf("mr", phones)?.querySelector("[lang=en]")?.textContent).toBe("Admissions");
    expect(headerOf("en", phones)?.textContent).toContain("Admissions");
    expect(document.querySelector(".site-header__phone [lang]")).toBeNull();
  });

  it("calls the number the office marked as the admissions line, whatever its name", () => {
    const phones = [
      { label: "Office", number: "+91 20 0000 0001" },
      { label: "प्रवेश", number: "+91 98000 00002", use: "admissions" as const },
      { label: "Admissions desk (old)", number: "+91 98000 00003" },
    ];
    expect(headerOf("en", phones)?.getAttribute("href")).toBe("tel:+919800000002");
    expect(headerOf("mr", phones)?.getAttribute("href")).toBe("tel:+919800000002");
  });

  it("without a marked line, calls the one named Admissions, as before, also when its name is translated", () => {
    const phones = [
      { label: "Office", number: "+91 20 0000 0001" },
      { label: "Admissions", number: "+91 98000 00002" },
    ];
    expect(headerOf("en", phones)?.getAttribute("href")).toBe("tel:+919800000002");
    expect(headerOf("mr", phones, { "phone.1": "प्रवेश" })?.getAttribute("href")).toBe("tel:+919800000002");
  });

  it("shows a phone's translated name in Marathi, not marked English; an untranslated one stays lang=en", () => {
    const phones = [{ label: "Admissions", number: "+91 98000 00002" }];
    const header = headerOf("mr", phones, { "phone.0": "प्रवेश" });
    expect(header?.textContent).toContain("प्रवेश");
    expect(header?.querySelector("[lang]")).toBeNull();
    const footer = (t?: TextTranslation) => {
      const school = { ...profile, phones: [...phones, { label: "Office", number: "+91 20 1" }] };
      return renderToString(
        <SchoolProvider value={viewIn("mr", school, t)}>
          <I18nProvider value={i18nOf("mr", translator)}>
            <ComingSoonContact />
          </I18nProvider>
        </SchoolProvider>,
      );
    };
    document.body.innerHTML = footer({ "phone.0": "प्रवेश" });
    const [admissions, office] = document.querySelectorAll(".coming-soon-contact__list a");
    expect(admissions?.textContent).toContain("प्रवेश");
    expect(admissions?.querySelector("[lang]")).toBeNull();
    expect(office?.querySelector("[lang=en]")?.textContent).toBe("Office");
  });

  it("leaves the English page as it was: nothing marked, no note", () => {
    mount("en", undefined);
    expect(document.querySelectorAll("[lang=en]")).toHaveLength(0);
    expect(document.body.textContent).not.toContain(NOTE_MR);
  });
});

describe("issue 29: the disclosure's free texts in the reader's language", () => {
  it("marks each text still in English lang=en, with the note after its table", () => {
    const profilePart = { name: "", affiliationNo: "", schoolCode: "", address: "", email: "", phones: "" };
    document.body.innerHTML = renderToString(
      <I18nProvider value={i18nOf("mr", translator)}>
        <DisclosurePage
          data={{
            today: "2026-11-27",
            settings: defaultSettings,
            profile: profilePart,
            values: {
              principal: { name: "Mrs. Asha Rao", qualification: "M.Sc., M.Ed." },
              smc: { rows: [{ name: "Mr. Rao", role: "अध्यक्ष" }] },
            },
            english: ["principal.qualification"],
          }}
        />
      </I18nProvider>,
    );
    expect([...document.querySelectorAll("[lang=en]")].map((e) => e.textContent)).toEqual(["M.Sc., M.Ed."]);
    expect(document.querySelector("#disclosure-a")?.parentElement?.textContent).toContain(NOTE_MR);
    expect(document.body.textContent?.split(NOTE_MR).length).toBe(2);
    expect(document.querySelector("[data-item=smc]")?.textContent).toContain("अध्यक्ष");
  });
});

describe("issue 29: the fee table in the reader's language", () => {
  const row = { perYear: 27500, tuition: "24000", other: "3500", notes: "" };
  const render = (lang: Lang, english?: string[]) => {
    const rows = [
      { ...row, className: "नर्सरी", instalments: "3: एप्रिल, ऑगस्ट आणि डिसेंबर" },
      { ...row, className: "Std XI", instalments: "Two", ...(english ? { english } : {}) },
    ];
    document.body.innerHTML = renderToString(
      <MemoryRouter>
        <I18nProvider value={i18nOf(lang, translator)}>
          <FeesPage rows={rows} file="" />
        </I18nProvider>
      </MemoryRouter>,
    );
  };

  it("marks each fee text still in English lang=en, with the note after the table", () => {
    render("mr", ["className", "instalments"]);
    expect([...document.querySelectorAll("[lang=en]")].map((e) => e.textContent)).toEqual(["Std XI", "Two"]);
    expect(document.querySelector(".table-wrap + .untranslated-note")?.textContent).toBe(NOTE_MR);
    expect(document.body.textContent?.split(NOTE_MR).length).toBe(2);
  });

  it("shows neither mark nor note when every fee text is translated", () => {
    render("mr");
    expect(document.querySelectorAll("[lang=en]")).toHaveLength(0);
    expect(document.body.textContent).not.toContain(NOTE_MR);
  });
});
