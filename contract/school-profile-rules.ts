/**
 * The school profile without zod: its shape, limits, messages and the plain
 * checks (colour contrast; addresses in school-view.ts). The staff page and
 * the public pages import this module; contract/school-profile.ts builds the
 * zod schema from the same constants.
 */
import { HEX_COLOUR_PATTERN, type PhoneUse } from "./school-view.ts";

export * from "./school-view.ts";

export interface LabelledValue {
  value: string;
  label: string;
}

/** The school profile as stored (schools.profile, migration 005) and as the import file's `school` key holds it. */
export interface SchoolProfile {
  name: string;
  /** Short name (abbreviation), e.g. for "Why choose …?". */
  shortName: string;
  tagline: string;
  /** Stored file id of the logo (PNG, WebP or JPEG), or "" for the built-in emblem. */
  logo: string;
  /** The logo came on a white background: trimmed, and shown on a white plate on the dark header (issue 26). */
  logoPlate?: boolean;
  address: { street: string; city: string; state: string; pin: string; country: string };
  /** `use`: what the site does with the number (school-view.ts admissionsPhone); absent in older profiles. */
  phones: { label: string; number: string; use?: PhoneUse }[];
  email: string;
  map: { link: string; embed: string };
  links: {
    parentPortal: string;
    onlineFeePayment: string;
    erpPortal: string;
    appStore: string;
    playStore: string;
    videoChannel: string;
    messaging: string;
    photoSharing: string;
  };
  social: { label: string; url: string }[];
  founded: number | null;
  board: "cbse" | "state";
  cbseAffiliationNo: string;
  cbseSchoolCode: string;
  colours: { primary: string; accent: string };
  admission: {
    academicYears: string[];
    academicYearDefault: string;
    boards: LabelledValue[];
    boardDefault: string;
    classes: LabelledValue[];
    classDefault: string;
    /** "What happens next" shown with the enquiry form. */
    nextSteps: string;
  };
  /**
   * The languages the site is read in (contract/languages.ts): English
   * always, plus those switched on. Absent in older profiles: English only.
   */
  languages?: string[];
}

export type LinkKey = keyof SchoolProfile["links"];

/** The external links, in the order the staff page shows them, with their plain names. */
export const linkLabels: Record<LinkKey, string> = {
  parentPortal: "Parent portal",
  onlineFeePayment: "Online fee payment",
  erpPortal: "ERP portal",
  appStore: "App Store (iPhone app)",
  playStore: "Google Play (Android app)",
  videoChannel: "Video channel",
  messaging: "WhatsApp number or chat link",
  photoSharing: "Photo sharing",
};

export const boardLabels: Record<SchoolProfile["board"], string> = { cbse: "CBSE", state: "State board" };

export const PROFILE_TEXT_MAX = 200;
export const PROFILE_LONG_TEXT_MAX = 2000;
export const PROFILE_LIST_MAX = 30;
export const PIN_PATTERN = /^\d{6}$/;
export const PHONE_NUMBER_PATTERN = /^\+?[0-9 ()-]{6,20}$/;
export const PROFILE_EMAIL_PATTERN = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

/** The uses a phone may be marked with (the office ticks one number for each). */
export const PHONE_USES = ["admissions"] as const satisfies readonly PhoneUse[];

/** Each use marks one number at most: two "admissions" lines would leave the site guessing. */
export function phoneUseProblem(phones: readonly { use?: PhoneUse }[]): string | undefined {
  const used = phones.flatMap((p) => (p.use ? [p.use] : []));
  return new Set(used).size < used.length ? profileMessages.admissionsPhone : undefined;
}

/** Contrast WCAG AA asks of normal text. */
const MIN_CONTRAST = 4.5;

export const profileMessages = {
  name: "Enter the school's name",
  shortName: "Enter a short name (for example the initials)",
  tooLong: "Too long",
  pin: "Enter the 6-digit PIN code",
  phone: "Enter a phone number of digits, spaces and an optional + at the start",
  phoneLabel: "Say what this number is for (for example Office)",
  phones: "Enter at least one phone number",
  admissionsPhone: "Choose one number only as the admissions line",
  email: "Enter a valid e-mail address",
  url: "Enter a full web address starting with https:// (or leave it empty)",
  colour: "Choose a colour",
  contrastOnWhite: (which: string, ratio: number) =>
    `The ${which} is too light to read on white (contrast ${ratio.toFixed(1)} to 1; at least ${MIN_CONTRAST} is needed). Choose a darker shade.`,
  contrastUnderText: (which: string, ratio: number) =>
    `The ${which} is too dark for the site's dark text on it (contrast ${ratio.toFixed(1)} to 1; at least ${MIN_CONTRAST} is needed). Choose a lighter shade.`,
  founded: "Enter a year such as 1980, or leave it empty",
  board: "Choose CBSE or State board",
  options: "Enter at least one choice",
  duplicate: "Each choice must appear once",
  defaultOption: "The default must be one of the choices",
  socialLabel: "Name the social link (for example Instagram)",
  logo: "Upload the logo as a PNG, WebP or JPEG picture",
  languages: "Choose the languages from the list",
} as const;

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The site's text colour (--ink in site.css). */
const TEXT_COLOUR = "#1d2430";

/**
 * The main colour is used for text and buttons on white (and white text on
 * it); the accent is a background under the dark text. A colour below AA
 * contrast for its use gets a plain message.
 */
export function colourProblem(which: "primary" | "accent", hex: string): string | undefined {
  if (!HEX_COLOUR_PATTERN.test(hex)) return profileMessages.colour;
  if (which === "primary") {
    const ratio = contrastRatio(hex, "#ffffff");
    return ratio < MIN_CONTRAST ? profileMessages.contrastOnWhite("main colour", ratio) : undefined;
  }
  const ratio = contrastRatio(hex, TEXT_COLOUR);
  return ratio < MIN_CONTRAST ? profileMessages.contrastUnderText("accent colour", ratio) : undefined;
}

/**
 * One thing the site still shows from the demo (GET /api/admin/getting-started):
 * what it is, how many are left, and the staff page that fixes it.
 */
export interface DemoLeftover {
  id: string;
  label: string;
  /** How many are left (photos, pages), or null for a single thing. */
  count: number | null;
  /** Field names, pages or other detail, in plain words. */
  details: string[];
  href: string;
}

export interface GettingStartedAnswer {
  items: DemoLeftover[];
}
