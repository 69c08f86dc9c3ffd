/**
 * The school's own words that are neither a page nor an item (issue 29): the
 * profile's texts (name, address, "what happens next", the enquiry form's
 * choices), the disclosure's free texts and the menu's names. Each is a set of
 * named texts, translated text by text like an item's parts and stored in the
 * same `translations` table (kind: the set). Zod-free: the public pages and
 * the staff screen import it.
 */
import type { DisclosureItem, DisclosurePageData, ItemValue, TableValue } from "./disclosure-items.ts";
import type { SchoolProfile } from "./school-profile-rules.ts";
import { admissionsPhone, type SchoolPart, type SchoolView } from "./school-view.ts";

export const TEXT_SETS = ["school", "disclosure", "menu"] as const;
export type TextSet = (typeof TEXT_SETS)[number];

/** The one row of each set in the translations table (its itemId). */
export const TEXT_SET_ROW = "texts";

/** One text staff translate: its key in the stored translation, a plain label, its English now. */
export interface TextPart {
  key: string;
  label: string;
  english: string;
  /** A paragraph rather than a line (the screen gives it a larger box). */
  long?: boolean;
}

/** A set's translation: its translated texts by key (a text left out shows its English). */
export type TextTranslation = Partial<Record<string, string>>;

/** Longest translated text accepted (as an item's part). */
export const TEXT_MAX = 20_000;

const has = (t: TextTranslation | undefined, key: string) => Boolean(t?.[key]?.trim());

// ── The school profile ────────────────────────────────────────────────────

/** The profile's texts visitors read, in the order School details shows them (empty ones left out). */
export function profileParts(p: SchoolProfile): TextPart[] {
  const parts: TextPart[] = [
    { key: "name", label: "School name", english: p.name },
    { key: "shortName", label: "Short name", english: p.shortName },
    { key: "tagline", label: "Line under the name", english: p.tagline },
    { key: "street", label: "Street and area", english: p.address.street, long: true },
    { key: "city", label: "Town or city", english: p.address.city },
    { key: "state", label: "State", english: p.address.state },
    { key: "country", label: "Country", english: p.address.country },
    {
      key: "nextSteps",
      label: "What happens next (with the enquiry form)",
      english: p.admission.nextSteps,
      long: true,
    },
    ...p.admission.boards.map((b) => ({
      key: `board.${b.value}`,
      label: `Board offered: ${b.label}`,
      english: b.label,
    })),
    ...p.admission.classes.map((c) => ({
      key: `class.${c.value}`,
      label: `Class offered: ${c.label}`,
      english: c.label,
    })),
    // Keyed by place: a phone has no value of its own to key by, and keyed by its
    // name a renamed number would lose its translation without a word, where by
    // place the screen says "the English changed" (also when numbers are reordered).
    ...p.phones.map((ph, i) => ({
      key: phoneKey(i),
      label: `Name of the phone number ${ph.number}`,
      english: ph.label,
    })),
  ];
  return parts.filter((part) => part.english.trim() !== "");
}

/** A phone's name's key in the translation, and the part a page marks when it shows it in English. */
const phoneKey = (index: number) => `phone.${index}` as const;
const ADDRESS_KEYS = ["street", "city", "state", "country"];

/**
 * The profile as read in another language: each translated text in place of
 * its English (addresses, numbers and choices' values stay), and the parts
 * still shown in English (`english`, for `lang="en"` and the note).
 */
export function translatedProfile(
  p: SchoolProfile,
  t: TextTranslation | undefined,
): { profile: SchoolProfile; english: SchoolPart[] } {
  const pick = (key: string, english: string) => (has(t, key) ? (t?.[key] ?? "").trim() : english);
  // The admissions line is found by the English names (today's rule where none is marked), never the translated ones.
  const admissions = admissionsPhone(p.phones);
  const profile: SchoolProfile = {
    ...p,
    phones: p.phones.map((ph, i) => ({
      ...ph,
      label: pick(phoneKey(i), ph.label),
      ...(ph === admissions ? { use: "admissions" as const } : {}),
    })),
    name: pick("name", p.name),
    shortName: pick("shortName", p.shortName),
    tagline: pick("tagline", p.tagline),
    address: {
      ...p.address,
      street: pick("street", p.address.street),
      city: pick("city", p.address.city),
      state: pick("state", p.address.state),
      country: pick("country", p.address.country),
    },
    admission: {
      ...p.admission,
      nextSteps: pick("nextSteps", p.admission.nextSteps),
      boards: p.admission.boards.map((b) => ({ ...b, label: pick(`board.${b.value}`, b.label) })),
      classes: p.admission.classes.map((c) => ({ ...c, label: pick(`class.${c.value}`, c.label) })),
    },
  };
  const untranslated = new Set(profileParts(p).flatMap((part) => (has(t, part.key) ? [] : [part.key])));
  const english: SchoolPart[] = [];
  if (untranslated.has("name")) english.push("name");
  if (untranslated.has("tagline")) english.push("tagline");
  if (ADDRESS_KEYS.some((k) => untranslated.has(k))) english.push("address");
  if (untranslated.has("nextSteps")) english.push("nextSteps");
  for (const i of p.phones.keys()) if (untranslated.has(phoneKey(i))) english.push(phoneKey(i));
  return { profile, english };
}

/** `lang="en"` for a part of the school's details shown in English on a page in another language. */
export const schoolLangOf = (school: Pick<SchoolView, "english">, part: SchoolPart): "en" | undefined =>
  school.english?.includes(part) ? "en" : undefined;

// ── The disclosure ────────────────────────────────────────────────────────

/** Texts that stay as written in every language: people's names and school years. */
const KEPT = new Set(["name", "year"]);
/** A text with words in it (a ratio such as "1.5 : 1" has nothing to translate). */
const worded = (text: string) => /\p{L}/u.test(text);

/** The disclosure's free texts (qualifications, designations, fee notes, remarks…), empty ones left out. */
export function disclosureParts(items: readonly DisclosureItem[], values: Partial<Record<string, ItemValue>>) {
  const parts: TextPart[] = [];
  for (const item of items) {
    const value = values[item.key];
    if (!value) continue;
    if (item.kind === "fields") {
      for (const f of item.fields) {
        const english = (value as Record<string, string>)[f.name] ?? "";
        if (f.type === "text" && !KEPT.has(f.name) && worded(english))
          parts.push({ key: `${item.key}.${f.name}`, label: `${item.label}: ${f.label}`, english });
      }
    } else if (item.kind === "table") {
      for (const [i, row] of ((value as TableValue).rows ?? []).entries())
        for (const c of item.columns) {
          const english = row[c.name] ?? "";
          if (c.type === "text" && !KEPT.has(c.name) && worded(english))
            parts.push({
              key: `${item.key}.${i}.${c.name}`,
              label: `${item.label}, row ${i + 1}: ${c.label}`,
              english,
            });
        }
    }
  }
  return parts;
}

/**
 * The disclosure's values as read in another language: each translated free
 * text in place of its English, and under `english` the keys of those still
 * shown in English (the page marks them `lang="en"`).
 */
export function translatedDisclosure(
  data: Pick<DisclosurePageData, "values">,
  items: readonly DisclosureItem[],
  t: TextTranslation | undefined,
): { values: DisclosurePageData["values"]; english: string[] } {
  const values: Partial<Record<string, ItemValue>> = { ...data.values };
  const english: string[] = [];
  for (const part of disclosureParts(items, data.values)) {
    if (!has(t, part.key)) {
      english.push(part.key);
      continue;
    }
    const text = (t?.[part.key] ?? "").trim();
    const [key, a, b] = part.key.split(".");
    const value = values[key];
    if (b === undefined) values[key] = { ...(value as Record<string, string>), [a]: text };
    else {
      const table = value as TableValue;
      const rows = table.rows.map((row, i) => (i === Number(a) ? { ...row, [b]: text } : row));
      values[key] = { ...table, rows };
    }
  }
  return { values, english };
}

// ── The menu ──────────────────────────────────────────────────────────────

/** A menu as stored (pages as data): groups of links. */
type Menu = readonly { label: string; links: readonly { label: string; href: string }[] }[];

/**
 * The menu's names staff wrote themselves (the built-in names ship translated),
 * each once, in menu order; keyed by the English name, so a name staff change
 * is a new text to translate.
 */
export function menuParts(menu: Menu, builtIn: ReadonlySet<string>): TextPart[] {
  const seen = new Set<string>();
  const parts: TextPart[] = [];
  const add = (label: string, what: string) => {
    if (seen.has(label) || builtIn.has(label) || !label.trim()) return;
    seen.add(label);
    parts.push({ key: label, label: what, english: label });
  };
  for (const group of menu) {
    add(group.label, "Menu group");
    for (const link of group.links) add(link.label, `Menu entry under “${group.label}”`);
  }
  return parts;
}

/** The key under which a translated menu name travels with the page titles (SiteData.pageTitles). */
export const menuTitleKey = (label: string) => `menu:${label}`;
