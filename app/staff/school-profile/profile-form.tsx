import type { ReactNode } from "react";
import { type LabelledValue, linkLabels, type SchoolProfile } from "../../../contract/school-profile-rules.ts";
import { schoolProfileWords as sw } from "../../i18n/catalogues/staff/school-profile.ts";
import { type FieldErrors, TextField } from "../kit/form-kit.tsx";

export const FORM = "profile";

/** Field names (paths of the profile) and their words on screen. */
export const labels: Record<string, string> = {
  name: sw("schoolName"),
  shortName: sw("shortName"),
  tagline: sw("lineUnderTheName"),
  logo: sw("logo"),
  founded: sw("yearFounded"),
  board: sw("board"),
  cbseAffiliationNo: "CBSE affiliation number",
  cbseSchoolCode: "CBSE school code",
  "address.street": sw("streetAndArea"),
  "address.city": sw("townOrCity"),
  "address.state": sw("state"),
  "address.pin": "PIN code",
  "address.country": sw("country"),
  phones: sw("phoneNumbers"),
  email: "E-mail address",
  "map.link": sw("linkToTheMap"),
  "map.embed": sw("mapToShowOn"),
  ...Object.fromEntries(Object.entries(linkLabels).map(([k, v]) => [`links.${k}`, v])),
  "colours.primary": sw("mainColour"),
  "colours.accent": sw("accentColour"),
  "admission.academicYears": sw("academicYearsOffered"),
  "admission.academicYearDefault": sw("academicYearChosenAt"),
  "admission.boards": sw("boardsOffered"),
  "admission.boardDefault": sw("boardChosenAtFirst"),
  "admission.classes": sw("classesOffered"),
  "admission.classDefault": sw("classChosenAtFirst"),
  "admission.nextSteps": sw("whatHappensNext"),
};

/** Server messages for list items ("admission.classes.3.label") belong to the list's field. */
export function fieldOf(path: string): string {
  const m = path.match(/^(admission\.(?:academicYears|boards|classes))\./);
  if (m) return m[1];
  return path;
}

/** The profile being edited, as every part of the form reads and changes it. */
export interface ProfileForm {
  p: SchoolProfile;
  errors: FieldErrors;
  /** Sets the value at a path ("address.city", "phones.2.number") and clears its error. */
  set(path: string, value: unknown): void;
  clear(path: string): void;
  setErrors(errors: FieldErrors): void;
}

/** The profile with `value` at `path`, leaving the rest as it was. */
export function withValue(p: SchoolProfile, path: string, value: unknown): SchoolProfile {
  const next = structuredClone(p) as unknown as Record<string, unknown>;
  const keys = path.split(".");
  let at = next;
  for (const k of keys.slice(0, -1)) at = at[k] as Record<string, unknown>;
  at[keys[keys.length - 1]] = value;
  return next as unknown as SchoolProfile;
}

/** A text field bound to the profile at `path`; `extra` sets its label, help, type and the like. */
export function ProfileText({
  f,
  path,
  ...extra
}: { f: ProfileForm; path: string } & Record<string, unknown>): ReactNode {
  const value = path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], f.p);
  return (
    <TextField
      form={FORM}
      name={path}
      label={labels[path]}
      value={String(value ?? "")}
      error={f.errors[path]}
      onChange={(e) => f.set(path, e.currentTarget.value)}
      {...extra}
    />
  );
}

/** One choice per line; a line that matches an existing choice keeps its stored value. */
export function linesToOptions(text: string, existing: LabelledValue[]): LabelledValue[] {
  return text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .map((label) => existing.find((o) => o.label === label) ?? { value: label, label });
}
