/**
 * What every page reads of the school's profile (SchoolView: header, footer,
 * meta tags, forms, the brand colours) and the address checks behind it.
 * school-profile-rules.ts re-exports it; it is a module of its own because the
 * root loads it on every staff page, and the School details page's messages
 * and contrast checks need not come along (0.8 KB, npm run check:budget).
 */
import { isLang, type Lang } from "./languages.ts";
import type { SchoolProfile } from "./school-profile-rules.ts";

/** English first and always, then each shipped language a stored profile switched on (unknown codes skipped). */
function schoolLanguages(codes: readonly string[] | undefined): Lang[] {
  const out: Lang[] = ["en"];
  for (const code of codes ?? []) if (isLang(code) && !out.includes(code)) out.push(code);
  return out;
}

/** The footer's copyright range starts here (spec section 9); not a school setting. */
const COPYRIGHT_START = 2023;

export const PROFILE_URL_MAX = 1000;
export const HEX_COLOUR_PATTERN = /^#[0-9a-fA-F]{6}$/;

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

/** The digits of a phone number for tel: links (keeps a leading +). */
export function telOf(number: string): string {
  const trimmed = number.trim();
  return (trimmed.startsWith("+") ? "+" : "") + trimmed.replace(/\D/g, "");
}

/**
 * What a phone number is for, as the site acts on it (issue 29): a marker the
 * office ticks, not the number's name, which the office writes in any words
 * and translates. Kept to the one use the site acts on.
 */
export type PhoneUse = "admissions";

/**
 * The number parents call about admissions: the one marked so; where none is
 * marked (profiles saved before the marker), the first named like "Admissions",
 * else the first number, as the site always chose.
 */
export function admissionsPhone<P extends { label: string; use?: PhoneUse }>(phones: readonly P[]): P | undefined {
  return phones.find((p) => p.use === "admissions") ?? phones.find((p) => /admission/i.test(p.label)) ?? phones[0];
}

/** The parts of the school's details a page in another language marks when it shows them in English. */
export type SchoolPart = "name" | "tagline" | "address" | "nextSteps" | `phone.${number}`;

/** What header, footer, meta tags, the contact page, home and the forms read (close to the old `school` object). */
export interface SchoolView {
  name: string;
  abbreviation: string;
  tagline: string;
  founded: number | null;
  /** Address of the logo, or the built-in emblem. */
  logo: string;
  /** Show the logo on a white plate (it came on a white background). */
  logoPlate: boolean;
  address: { lines: string[]; pin: string };
  phones: { label: string; display: string; tel: string; use?: PhoneUse }[];
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
  /** English first, then the languages the school switched on (contract/languages.ts). */
  languages: Lang[];
  /** On a page in another language: the parts still shown in English (contract/text-translations.ts). */
  english?: SchoolPart[];
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
    logoPlate: p.logo !== "" && p.logoPlate === true,
    address: { lines, pin: p.address.pin },
    // The marker only where set, so a view without one is exactly as before.
    phones: p.phones.map((ph) => ({
      label: ph.label,
      display: ph.number,
      tel: telOf(ph.number),
      ...(ph.use ? { use: ph.use } : {}),
    })),
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
    languages: schoolLanguages(p.languages),
  };
}

/** The enquiry form's choices (spec section 9) until a school sets its own. */
const standardAdmission: SchoolProfile["admission"] = {
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
