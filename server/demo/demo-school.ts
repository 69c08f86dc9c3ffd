import type { SchoolProfile } from "../../contract/school-profile-rules.ts";
import { kolkataDate } from "./demo-dates.ts";

/** The demo's classes, written as its pages write them (issue 26: one set of class names). */
export const demoClassNames = [
  "Nursery",
  "KG-I",
  "KG-II",
  ...["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"].map((n) => `Std ${n}`),
];

const yearLabel = (start: number) => `${start}-${String((start + 1) % 100).padStart(2, "0")}`;

/**
 * The demo's admission choices on `today` (YYYY-MM-DD, Kolkata): the
 * academic year that starts in this calendar year's June is the one
 * admissions are open for (in November 2026, 2026-27), and the next one is
 * offered too; the school's own board (State, SSC) only; its own class names.
 */
export function demoAdmission(today: string): SchoolProfile["admission"] {
  const year = Number(today.slice(0, 4));
  return {
    academicYears: [yearLabel(year), yearLabel(year + 1)],
    academicYearDefault: yearLabel(year),
    boards: [{ value: "state", label: "State board (SSC)" }],
    boardDefault: "state",
    classes: demoClassNames.map((c) => ({ value: c, label: c })),
    classDefault: "Nursery",
    nextSteps: "The school office calls you within two working days to arrange a visit and answer your questions.",
  };
}

/**
 * The demo school's identity: every value is a clearly marked placeholder
 * (example.com addresses, 0000 numbers). It reaches the site only through
 * the import file's `school` key, like a real school's; nothing in app/ or
 * server/ names it (a test checks). The admission choices follow the calendar
 * (demoAdmission); a school without its own keeps spec section 9's.
 */
export const demoSchool: SchoolProfile = {
  name: "Tiny Vision Model School",
  shortName: "TVMS",
  tagline: "Kindergarten · Primary (1st–7th) · High School (8th–10th) · State Board (SSC)",
  logo: "",
  address: {
    street: "Plot 12, Demo Nagar, Near Placeholder Chowk",
    city: "Pune",
    state: "Maharashtra",
    pin: "411000",
    country: "India",
  },
  phones: [
    { label: "Office", number: "+91 20 0000 0001" },
    { label: "Admissions", number: "+91 98000 00002" },
  ],
  email: "office@example.com",
  map: {
    link: "https://www.google.com/maps/search/?api=1&query=18.5204,73.8567",
    embed: "https://www.google.com/maps?q=18.5204,73.8567&output=embed",
  },
  links: {
    parentPortal: "https://parents.example.com/",
    onlineFeePayment: "https://fees.example.com/",
    erpPortal: "https://erp.example.com/",
    appStore: "https://apps.apple.com/app/id0000000000",
    playStore: "https://play.google.com/store/apps/details?id=com.example.school",
    videoChannel: "https://www.youtube.com/@example-school",
    messaging: "https://wa.me/919800000002",
    // The old site had an empty photo-sharing link; left empty, it is not shown.
    photoSharing: "",
  },
  social: [],
  founded: 1980,
  board: "state",
  // Sample numbers: the demo's disclosure (section A) reads them from here.
  cbseAffiliationNo: "1199999",
  cbseSchoolCode: "99999",
  colours: { primary: "#0b3d6b", accent: "#f2b705" },
  admission: demoAdmission(kolkataDate(new Date())),
  // Issue 29: the demo is read in Marathi and Hindi too (server/demo/demo-translations.ts).
  languages: ["en", "mr", "hi"],
};

/** Identity fields and their plain names, for "still shows demo material" on the dashboard. */
export const identityFields = [
  ["name", "School name"],
  ["shortName", "Short name"],
  ["address", "Postal address"],
  ["phones", "Phone numbers"],
  ["email", "E-mail address"],
  ["map", "Map"],
  ["links", "Links to portals and apps"],
] as const satisfies readonly (readonly [keyof SchoolProfile, string])[];
