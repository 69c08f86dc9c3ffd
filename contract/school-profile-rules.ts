/**
 * The school profile without zod: its shape, the view pages read, limits,
 * messages and the plain checks (addresses, colour contrast). The staff page
 * and the public pages import this module; contract/school-profile.ts builds
 * the zod schema from the same constants.
 */

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
  address: { street: string; city: string; state: string; pin: string; country: string };
  phones: { label: string; number: string }[];
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
  messaging: "Messaging (e.g. WhatsApp)",
  photoSharing: "Photo sharing",
};

export const boardLabels: Record<SchoolProfile["board"], string> = { cbse: "CBSE", state: "State board" };

/** The footer's copyright range starts here (spec section 9); not a school setting. */
const COPYRIGHT_START = 2023;

export const PROFILE_TEXT_MAX = 200;
export const PROFILE_LONG_TEXT_MAX = 2000;
export const PROFILE_URL_MAX = 1000;
export const PROFILE_LIST_MAX = 30;
export const PIN_PATTERN = /^\d{6}$/;
export const HEX_COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;
export const PHONE_NUMBER_PATTERN = /^\+?[0-9 ()-]{6,20}$/;
export const PROFILE_EMAIL_PATTERN = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;

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
  email: "Enter a valid e-mail address",
  url: "Enter a full web address starting with https:// (or leave it empty)",
  mapEmbed: "Enter the map's embed address starting with https:// (or leave it empty)",
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
} as const;

/**
 * Addresses a visitor may be sent to: http(s) only for links (no
 * javascript:, data: or relative tricks). tel: and mailto: addresses are
 * built by the pages from the checked phone numbers and e-mail.
 */
export function isWebAddress(value: string): boolean {
  if (value.length > PROFILE_URL_MAX) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** A link safe to put into href: web, tel: or mailto: addresses; anything else becomes "". */
export function safeHref(value: string | null | undefined): string {
  if (!value) return "";
  const v = value.trim();
  if (/^tel:\+?[0-9]{3,20}$/.test(v)) return v;
  if (/^mailto:[^\s@<>"]+@[^\s@<>"]+$/.test(v)) return v;
  return isWebAddress(v) ? v : "";
}

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

/** The digits of a phone number for tel: links (keeps a leading +). */
export function telOf(number: string): string {
  const trimmed = number.trim();
  return (trimmed.startsWith("+") ? "+" : "") + trimmed.replace(/\D/g, "");
}

/** What header, footer, meta tags, the contact page, home and the forms read (close to the old `school` object). */
export interface SchoolView {
  name: string;
  abbreviation: string;
  tagline: string;
  founded: number | null;
  /** Address of the logo, or the built-in emblem. */
  logo: string;
  address: { lines: string[]; pin: string };
  phones: { label: string; display: string; tel: string }[];
  email: string;
  map: { label: string; link: string; embed: string };
  links: SchoolProfile["links"];
  social: { label: string; url: string }[];
  board: SchoolProfile["board"];
  cbseAffiliationNo: string;
  cbseSchoolCode: string;
  colours: SchoolProfile["colours"];
  admission: SchoolProfile["admission"];
  copyrightStart: number;
}

const BUILT_IN_LOGO = "/logo.svg";

/** The view of a stored profile; every address is checked again, so a bad row can never become a script link. */
export function toSchoolView(p: SchoolProfile): SchoolView {
  const links = Object.fromEntries(Object.entries(p.links).map(([k, v]) => [k, safeHref(v)])) as SchoolProfile["links"];
  const cityLine = [p.address.city, p.address.state].filter(Boolean).join(", ");
  const lines = [
    ...p.address.street
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean),
    [cityLine, p.address.pin].filter(Boolean).join(" "),
    p.address.country,
  ].filter(Boolean);
  return {
    name: p.name,
    abbreviation: p.shortName,
    tagline: p.tagline,
    founded: p.founded,
    logo: p.logo ? `/api/image/${p.logo}` : BUILT_IN_LOGO,
    address: { lines, pin: p.address.pin },
    phones: p.phones.map((ph) => ({ label: ph.label, display: ph.number, tel: telOf(ph.number) })),
    email: p.email,
    map: { label: `${p.name} on the map`, link: safeHref(p.map.link), embed: safeHref(p.map.embed) },
    links,
    social: p.social.map((s) => ({ label: s.label, url: safeHref(s.url) })).filter((s) => s.url !== ""),
    board: p.board,
    cbseAffiliationNo: p.cbseAffiliationNo,
    cbseSchoolCode: p.cbseSchoolCode,
    colours: p.colours,
    admission: p.admission,
    copyrightStart: COPYRIGHT_START,
  };
}

/** The enquiry form's choices (spec section 9) until a school sets its own. */
export const standardAdmission: SchoolProfile["admission"] = {
  academicYears: ["2024-25", "2025-26", "2026-27"],
  academicYearDefault: "2025-26",
  boards: [
    { value: "cbse", label: "CBSE" },
    { value: "state", label: "State" },
  ],
  boardDefault: "cbse",
  classes: [
    { value: "Nursery", label: "Nursery" },
    { value: "KG", label: "KG" },
    ...Array.from({ length: 10 }, (_, i) => ({ value: `Class ${i + 1}`, label: `Class ${i + 1}` })),
  ],
  classDefault: "Nursery",
  nextSteps: "",
};

/**
 * A profile with nothing school-specific in it, for a school that has not
 * entered its details yet (the demo content sets the demo school's).
 */
export function blankProfile(name = "Our School"): SchoolProfile {
  return {
    name,
    shortName: name
      .split(/\s+/)
      .map((w) => w[0] ?? "")
      .join("")
      .toUpperCase()
      .slice(0, 10),
    tagline: "",
    logo: "",
    address: { street: "", city: "", state: "", pin: "", country: "India" },
    phones: [],
    email: "",
    map: { link: "", embed: "" },
    links: {
      parentPortal: "",
      onlineFeePayment: "",
      erpPortal: "",
      appStore: "",
      playStore: "",
      videoChannel: "",
      messaging: "",
      photoSharing: "",
    },
    social: [],
    founded: null,
    board: "state",
    cbseAffiliationNo: "",
    cbseSchoolCode: "",
    colours: { primary: "#0b3d6b", accent: "#f2b705" },
    admission: standardAdmission,
  };
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
