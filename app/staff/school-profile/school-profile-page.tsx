import { type FormEvent, useState } from "react";
import { admissionsPhone, type SchoolProfile } from "../../../contract/school-profile-rules.ts";
import { staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { translateStaffWords as staffWords } from "../../i18n/staff-translate-words.ts";
import { TranslateLinks } from "../kit/translate-links.tsx";
import { useStaffSubmit } from "../kit/use-staff-submit.tsx";
import { useAnnounce } from "../shell/admin-shell.tsx";
import { ApiError, api } from "../shell/api.ts";
import { AboutFields, LinkFields } from "./about-fields.tsx";
import { AdmissionFields, useAdmissionLists } from "./admission-fields.tsx";
import { ApprovalSettingsForm } from "./approval-settings.tsx";
import { ColourFields } from "./colour-fields.tsx";
import { DemoCheck } from "./demo-check.tsx";
import { ListEditor } from "./list-editor.tsx";
import { FORM, fieldOf, labels, type ProfileForm, ProfileText, withValue } from "./profile-form.tsx";
import "./school-profile.css";
import { schoolProfileWords as sw } from "../../i18n/catalogues/staff/school-profile.ts";

const phoneList = {
  list: "phones",
  noun: "phone number",
  blank: { label: "", number: "" },
  fields: [
    {
      name: "label",
      label: (n: number) => sw("whatNumberIsFor", { n }),
      help: sw("forExampleOffice"),
    },
    { name: "number", label: (n: number) => sw("phoneNumber", { n }), type: "tel", autoComplete: "off" },
  ],
} as const;
const socialList = {
  list: "social",
  noun: "social link",
  blank: { label: "", url: "" },
  fields: [
    {
      name: "label",
      label: (n: number) => sw("nameOfSocialLink", { n }),
      help: sw("forExampleInstagram"),
    },
    { name: "url", label: (n: number) => sw("addressOfSocialLink", { n }), type: "url" },
  ],
} as const;

export function SchoolProfilePage({
  data: { profile: initial, fromDemo: initialDemo, approvalKinds },
}: {
  data: { profile: SchoolProfile; fromDemo?: string[]; approvalKinds?: string[] };
}) {
  const [p, setP] = useState<SchoolProfile>(initial);
  const [fromDemo, setFromDemo] = useState<string[]>(initialDemo ?? []);
  const announce = useAnnounce();
  const demoCheck = (parts: readonly string[], what: string) => (
    <DemoCheck
      parts={parts}
      what={what}
      fromDemo={fromDemo}
      onConfirmed={(left, message) => {
        setFromDemo(left);
        announce(message);
      }}
    />
  );
  const { busy, errors, setErrors, clear, submit, problems } = useStaffSubmit(FORM, labels);
  const lists = useAdmissionLists(initial.admission, p.admission);
  const set = (path: string, value: unknown) => {
    clear(path);
    setP((old) => withValue(old, path, value));
  };
  const f: ProfileForm = { p, errors, set, clear, setErrors };

  const save = (e: FormEvent) => {
    e.preventDefault();
    void submit(
      () =>
        saveProfile({ ...p, admission: lists.admission }, (answer) => {
          setP(answer.profile);
          setFromDemo(answer.fromDemo ?? []);
          setErrors({});
        }),
      saveOptions,
    );
  };

  return (
    <>
      <h1>{sw("schoolDetails")}</h1>
      <p className="admin-page__intro">{sw("yourSchoolSName")}</p>
      <TranslateLinks label={staffWords("translate.schoolLinks")} to={(lang) => `/admin/translate/school/${lang}`} />
      <form className="admin-form school-profile" noValidate onSubmit={save}>
        {problems}
        <AboutFields
          f={f}
          demoNote={demoCheck(["cbseAffiliationNo", "cbseSchoolCode"], "CBSE affiliation number and school code")}
        />
        <ContactFields f={f} />

        <ColourFields f={f} />
        <AdmissionFields
          f={f}
          lists={lists}
          demoNote={demoCheck(["admission"], "admission settings (academic years, boards and classes)")}
        />

        <button type="submit" className="button" disabled={busy}>
          {busy ? sw("saving") : sw("saveSchoolDetails")}
        </button>
      </form>
      {approvalKinds ? <ApprovalSettingsForm initial={approvalKinds} /> : null}
    </>
  );
}

type Saved = { profile: SchoolProfile; fromDemo?: string[] };

/** Sends the details; the stored ones (tidied by the server) come back into the form. */
async function saveProfile(body: SchoolProfile, saved: (answer: Saved) => void) {
  saved(await api<Saved>(staffApiPaths.schoolProfile.profile, { method: "PUT", body }));
  return sw("schoolDetailsSavedThe");
}

const saveOptions = {
  fallback: sw("savingDidNotWork"),
  /** The server's problems, each on the field it is about. */
  failed: (err: unknown) => {
    if (!(err instanceof ApiError && Object.keys(err.fieldErrors).length)) return undefined;
    const mapped: Record<string, string> = {};
    for (const [k, v] of Object.entries(err.fieldErrors)) mapped[fieldOf(k)] ??= v;
    return mapped;
  },
};

/**
 * The number parents call about admissions (header and phone bar), ticked by
 * the office rather than guessed from its name, which may be in any words
 * (issue 29). Until ticked, the one the site picks today shows as ticked.
 */
function AdmissionsLine({ f, i }: { f: ProfileForm; i: number }) {
  const phones = f.p.phones;
  const pick = () =>
    f.set(
      "phones",
      phones.map(({ use: _use, ...phone }, j) => (j === i ? { ...phone, use: "admissions" } : phone)),
    );
  return (
    <label className="admin-check">
      <input type="radio" name="admissionsPhone" checked={admissionsPhone(phones) === phones[i]} onChange={pick} />{" "}
      {sw("parentsCallThisNumber")}
      <span className="visually-hidden"> ({sw("numberN", { n: i + 1 })})</span>
    </label>
  );
}

/** Phones, e-mail, the school's links and its social media. */
function ContactFields({ f }: { f: ProfileForm }) {
  return (
    <>
      <fieldset>
        <legend>{sw("phoneNumbersAndE")}</legend>
        {f.errors.phones ? <p className="admin-field__error">{f.errors.phones}</p> : null}
        <ListEditor f={f} {...phoneList} more={(i) => <AdmissionsLine f={f} i={i} />} />
        <ProfileText f={f} path="email" type="email" spellCheck={false} autoComplete="off" />
      </fieldset>
      <LinkFields f={f} />
      <fieldset>
        <legend>{sw("socialMedia")}</legend>
        <ListEditor f={f} {...socialList} />
      </fieldset>
    </>
  );
}
