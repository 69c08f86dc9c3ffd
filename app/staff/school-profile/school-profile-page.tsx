import { type FormEvent, useId, useRef, useState } from "react";
import {
  boardLabels,
  colourProblem,
  type LabelledValue,
  type LinkKey,
  linkLabels,
  type SchoolProfile,
} from "../../../contract/school-profile-rules.ts";
import { ErrorSummary, FormAlert, SelectField, TextArea, TextField, useFormErrors } from "../kit/form-kit.tsx";
import { useAdmin } from "../shell/admin-shell.tsx";
import { ApiError, api, uploadFile } from "../shell/api.ts";
import "./school-profile.css";

const FORM = "profile";

/** Field names (paths of the profile) and their words on screen. */
const labels: Record<string, string> = {
  name: "School name",
  shortName: "Short name",
  tagline: "Line under the name",
  logo: "Logo",
  founded: "Year founded",
  board: "Board",
  cbseAffiliationNo: "CBSE affiliation number",
  cbseSchoolCode: "CBSE school code",
  "address.street": "Street and area",
  "address.city": "Town or city",
  "address.state": "State",
  "address.pin": "PIN code",
  "address.country": "Country",
  phones: "Phone numbers",
  email: "E-mail address",
  "map.link": "Link to the map",
  "map.embed": "Map to show on the page (embed address)",
  ...Object.fromEntries(Object.entries(linkLabels).map(([k, v]) => [`links.${k}`, v])),
  "colours.primary": "Main colour",
  "colours.accent": "Accent colour",
  "admission.academicYears": "Academic years offered",
  "admission.academicYearDefault": "Academic year chosen at first",
  "admission.boards": "Boards offered",
  "admission.boardDefault": "Board chosen at first",
  "admission.classes": "Classes offered",
  "admission.classDefault": "Class chosen at first",
  "admission.nextSteps": "What happens next",
};
const order = Object.keys(labels);

/** One choice per line; a line that matches an existing choice keeps its stored value. */
function linesToOptions(text: string, existing: LabelledValue[]): LabelledValue[] {
  return text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .map((label) => existing.find((o) => o.label === label) ?? { value: label, label });
}

/** Server messages for list items ("admission.classes.3.label") belong to the list's field. */
function fieldOf(path: string): string {
  const m = path.match(/^(admission\.(?:academicYears|boards|classes))\./);
  if (m) return m[1];
  return path;
}

export function SchoolProfilePage({ initial }: { initial: SchoolProfile }) {
  const { announce } = useAdmin();
  const [p, setP] = useState<SchoolProfile>(initial);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState("");
  const [logoNote, setLogoNote] = useState("");
  const { errors, setErrors, clear } = useFormErrors(FORM, order);
  // Lists typed as text: kept as typed until saved, so a half-typed line does not jump around.
  const [years, setYears] = useState(initial.admission.academicYears.join("\n"));
  const [boards, setBoards] = useState(initial.admission.boards.map((b) => b.label).join("\n"));
  const [classes, setClasses] = useState(initial.admission.classes.map((c) => c.label).join("\n"));
  const fileInput = useRef<HTMLInputElement>(null);
  const uid = useId();

  const set = (path: string, value: unknown) => {
    clear(path);
    setP((old) => {
      const next = structuredClone(old) as unknown as Record<string, unknown>;
      const keys = path.split(".");
      let at = next;
      for (const k of keys.slice(0, -1)) at = at[k] as Record<string, unknown>;
      at[keys[keys.length - 1]] = value;
      return next as unknown as SchoolProfile;
    });
  };

  const text = (path: string, extra: Record<string, unknown> = {}) => {
    const value = path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], p);
    return (
      <TextField
        form={FORM}
        name={path}
        label={labels[path]}
        value={String(value ?? "")}
        error={errors[path]}
        onChange={(e) => set(path, e.currentTarget.value)}
        {...extra}
      />
    );
  };

  const admission = {
    ...p.admission,
    academicYears: years
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean),
    boards: linesToOptions(boards, initial.admission.boards),
    classes: linesToOptions(classes, initial.admission.classes),
  };
  const pick = (list: string[], current: string) => (list.includes(current) ? current : (list[0] ?? ""));
  const withDefaults = {
    ...admission,
    academicYearDefault: pick(admission.academicYears, admission.academicYearDefault),
    boardDefault: pick(
      admission.boards.map((b) => b.value),
      admission.boardDefault,
    ),
    classDefault: pick(
      admission.classes.map((c) => c.value),
      admission.classDefault,
    ),
  };

  const primaryProblem = colourProblem("primary", p.colours.primary);
  const accentProblem = colourProblem("accent", p.colours.accent);

  const uploadLogo = async () => {
    const file = fileInput.current?.files?.[0];
    if (!file) return;
    clear("logo");
    if (!/^image\/(png|webp|jpeg)$/.test(file.type)) {
      setErrors({ ...errors, logo: "Choose a PNG, WebP or JPEG picture for the logo." });
      return;
    }
    setLogoNote("Uploading the logo…");
    try {
      const up = await uploadFile(file, () => {});
      set("logo", up.id);
      setLogoNote("Logo uploaded. Save to show it on the website.");
    } catch (err) {
      setLogoNote("");
      setErrors({ ...errors, logo: err instanceof Error ? err.message : "The upload failed." });
    } finally {
      if (fileInput.current) fileInput.current.value = "";
    }
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setAlert("");
    const body: SchoolProfile = { ...p, admission: withDefaults };
    setBusy(true);
    try {
      const answer = await api<{ profile: SchoolProfile }>("/api/admin/school-profile", { method: "PUT", body });
      setP(answer.profile);
      setErrors({});
      announce("School details saved. The website shows them now.");
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fieldErrors).length) {
        const mapped: Record<string, string> = {};
        for (const [k, v] of Object.entries(err.fieldErrors)) mapped[fieldOf(k)] ??= v;
        setErrors(mapped);
      } else setAlert(err instanceof Error ? err.message : "Saving did not work. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h1>School details</h1>
      <p className="admin-page__intro">
        Your school's name, contacts, links and colours appear on every page of the website, and the admission enquiry
        form offers the choices set here. Changes show on the website as soon as you save.
      </p>
      <form className="admin-form school-profile" noValidate onSubmit={save}>
        <ErrorSummary form={FORM} errors={errors} order={order} labels={labels} />
        <FormAlert message={alert} />

        <fieldset>
          <legend>Name and logo</legend>
          {text("name", { required: true, autoComplete: "organization" })}
          {text("shortName", { required: true, help: "For example the initials, used in headings." })}
          {text("tagline", { help: "Shown in the browser tab of the home page." })}
          <div className={`admin-field${errors.logo ? " admin-field--invalid" : ""}`}>
            <span className="school-profile__label" id={`${uid}-logo`}>
              {labels.logo}
            </span>
            <div className="school-profile__logo">
              <img
                src={p.logo ? `/api/image/${p.logo}` : "/logo.svg"}
                alt={p.logo ? "The school's logo" : "The built-in emblem (no logo uploaded)"}
                width="72"
                height="72"
              />
              <div>
                <label htmlFor="profile-logo">Upload a new logo (PNG, WebP or JPEG)</label>
                <input
                  id="profile-logo"
                  ref={fileInput}
                  type="file"
                  accept="image/png,image/webp,image/jpeg"
                  aria-describedby={errors.logo ? "profile-logo-error" : undefined}
                  aria-invalid={errors.logo ? true : undefined}
                  onChange={uploadLogo}
                />
                {p.logo ? (
                  <button type="button" className="button button--small button--ghost" onClick={() => set("logo", "")}>
                    Use the built-in emblem instead
                  </button>
                ) : null}
              </div>
            </div>
            <p className="admin-field__help" role="status">
              {logoNote}
            </p>
            {errors.logo ? (
              <p className="admin-field__error" id="profile-logo-error">
                {errors.logo}
              </p>
            ) : null}
          </div>
          <TextField
            form={FORM}
            name="founded"
            label={labels.founded}
            inputMode="numeric"
            value={p.founded === null ? "" : String(p.founded)}
            error={errors.founded}
            onChange={(e) => {
              const v = e.currentTarget.value.trim();
              set("founded", v === "" ? null : /^\d+$/.test(v) ? Number(v) : v);
            }}
          />
          <SelectField
            form={FORM}
            name="board"
            label={labels.board}
            options={Object.entries(boardLabels).map(([value, label]) => ({ value, label }))}
            value={p.board}
            error={errors.board}
            onChange={(e) => set("board", e.currentTarget.value)}
          />
          {text("cbseAffiliationNo", { help: "Only for CBSE schools." })}
          {text("cbseSchoolCode", { help: "Only for CBSE schools." })}
        </fieldset>

        <fieldset>
          <legend>Postal address</legend>
          <TextArea
            form={FORM}
            name="address.street"
            label={labels["address.street"]}
            rows={3}
            value={p.address.street}
            error={errors["address.street"]}
            onChange={(e) => set("address.street", e.currentTarget.value)}
          />
          {text("address.city")}
          {text("address.state")}
          {text("address.pin", { inputMode: "numeric", maxLength: 6, help: "6 digits." })}
          {text("address.country")}
        </fieldset>

        <fieldset>
          <legend>Phone numbers and e-mail</legend>
          {errors.phones ? <p className="admin-field__error">{errors.phones}</p> : null}
          <ul className="school-profile__rows">
            {p.phones.map((_phone, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity besides their place
              <li key={i} className="school-profile__row">
                {text(`phones.${i}.label`, { label: `What number ${i + 1} is for`, help: "For example Office." })}
                {text(`phones.${i}.number`, { label: `Phone number ${i + 1}`, type: "tel", autoComplete: "off" })}
                <button
                  type="button"
                  className="button button--small button--ghost"
                  onClick={() =>
                    set(
                      "phones",
                      p.phones.filter((_, j) => j !== i),
                    )
                  }
                >
                  Remove<span className="visually-hidden"> phone number {i + 1}</span>
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button button--small"
            onClick={() => set("phones", [...p.phones, { label: "", number: "" }])}
          >
            Add a phone number
          </button>
          {text("email", { type: "email", spellCheck: false, autoComplete: "off" })}
        </fieldset>

        <fieldset>
          <legend>Map</legend>
          {text("map.link", {
            type: "url",
            help: "The address of the school on a map website, starting with https://.",
          })}
          {text("map.embed", {
            type: "url",
            help: "The map's embed address (from the map website's Share, Embed option), starting with https://.",
          })}
        </fieldset>

        <fieldset>
          <legend>Links to portals and apps</legend>
          <p className="admin-field__help">Full addresses starting with https://. Leave a link empty to hide it.</p>
          {(Object.keys(linkLabels) as LinkKey[]).map((k) => (
            <div key={k}>{text(`links.${k}`, { type: "url" })}</div>
          ))}
        </fieldset>

        <fieldset>
          <legend>Social media</legend>
          <ul className="school-profile__rows">
            {p.social.map((_link, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity besides their place
              <li key={i} className="school-profile__row">
                {text(`social.${i}.label`, { label: `Name of social link ${i + 1}`, help: "For example Instagram." })}
                {text(`social.${i}.url`, { label: `Address of social link ${i + 1}`, type: "url" })}
                <button
                  type="button"
                  className="button button--small button--ghost"
                  onClick={() =>
                    set(
                      "social",
                      p.social.filter((_, j) => j !== i),
                    )
                  }
                >
                  Remove<span className="visually-hidden"> social link {i + 1}</span>
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button button--small"
            onClick={() => set("social", [...p.social, { label: "", url: "" }])}
          >
            Add a social link
          </button>
        </fieldset>

        <fieldset>
          <legend>Colours</legend>
          <p className="admin-field__help">
            The main colour is used for the header, buttons and links on white; the accent colour is used behind dark
            text. Both must be easy to read.
          </p>
          {(["primary", "accent"] as const).map((which) => {
            const path = `colours.${which}`;
            const problem = which === "primary" ? primaryProblem : accentProblem;
            return (
              <div key={which} className="admin-field school-profile__colour">
                <label htmlFor={`profile-${path}`}>{labels[path]}</label>
                <input
                  id={`profile-${path}`}
                  type="color"
                  value={p.colours[which]}
                  aria-describedby={`profile-${path}-check`}
                  aria-invalid={problem || errors[path] ? true : undefined}
                  onChange={(e) => set(path, e.currentTarget.value)}
                />
                <span className="school-profile__swatch" style={{ background: p.colours[which] }} aria-hidden="true">
                  {which === "primary" ? <span style={{ color: "#fff" }}>Aa</span> : <span>Aa</span>}
                </span>
                <p
                  id={`profile-${path}-check`}
                  className={problem || errors[path] ? "admin-field__error" : "admin-field__help"}
                  aria-live="polite"
                >
                  {errors[path] ?? problem ?? "Easy to read."}
                </p>
              </div>
            );
          })}
        </fieldset>

        <fieldset>
          <legend>Admission enquiry form</legend>
          <TextArea
            form={FORM}
            name="admission.academicYears"
            label={labels["admission.academicYears"]}
            help="One per line, for example 2026-27."
            rows={4}
            value={years}
            error={errors["admission.academicYears"]}
            onChange={(e) => {
              clear("admission.academicYears");
              setYears(e.currentTarget.value);
            }}
          />
          <SelectField
            form={FORM}
            name="admission.academicYearDefault"
            label={labels["admission.academicYearDefault"]}
            options={withDefaults.academicYears.map((y) => ({ value: y, label: y }))}
            value={withDefaults.academicYearDefault}
            error={errors["admission.academicYearDefault"]}
            onChange={(e) => set("admission.academicYearDefault", e.currentTarget.value)}
          />
          <TextArea
            form={FORM}
            name="admission.boards"
            label={labels["admission.boards"]}
            help="One per line, as parents should see it."
            rows={3}
            value={boards}
            error={errors["admission.boards"]}
            onChange={(e) => {
              clear("admission.boards");
              setBoards(e.currentTarget.value);
            }}
          />
          <SelectField
            form={FORM}
            name="admission.boardDefault"
            label={labels["admission.boardDefault"]}
            options={withDefaults.boards}
            value={withDefaults.boardDefault}
            error={errors["admission.boardDefault"]}
            onChange={(e) => set("admission.boardDefault", e.currentTarget.value)}
          />
          <TextArea
            form={FORM}
            name="admission.classes"
            label={labels["admission.classes"]}
            help="One per line, for example Nursery or Class 1."
            rows={8}
            value={classes}
            error={errors["admission.classes"]}
            onChange={(e) => {
              clear("admission.classes");
              setClasses(e.currentTarget.value);
            }}
          />
          <SelectField
            form={FORM}
            name="admission.classDefault"
            label={labels["admission.classDefault"]}
            options={withDefaults.classes}
            value={withDefaults.classDefault}
            error={errors["admission.classDefault"]}
            onChange={(e) => set("admission.classDefault", e.currentTarget.value)}
          />
          <TextArea
            form={FORM}
            name="admission.nextSteps"
            label={labels["admission.nextSteps"]}
            help="Shown with the enquiry form, so families know what to expect. Leave an empty line between paragraphs."
            rows={4}
            value={p.admission.nextSteps}
            error={errors["admission.nextSteps"]}
            onChange={(e) => set("admission.nextSteps", e.currentTarget.value)}
          />
        </fieldset>

        <button type="submit" className="button" disabled={busy}>
          {busy ? "Saving…" : "Save school details"}
        </button>
      </form>
    </>
  );
}
