import { boardLabels, type LinkKey, linkLabels } from "../../../contract/school-profile-rules.ts";
import { SelectField, TextArea, TextField } from "../kit/form-kit.tsx";
import { LogoField } from "./logo-field.tsx";
import { FORM, labels, type ProfileForm, ProfileText } from "./profile-form.tsx";

const boardOptions = Object.entries(boardLabels).map(([value, label]) => ({ value, label }));

/** The school's name, logo, board and postal address. */
export function AboutFields({ f }: { f: ProfileForm }) {
  const { p, errors, set } = f;
  const text = (path: string, extra: Record<string, unknown> = {}) => <ProfileText f={f} path={path} {...extra} />;
  return (
    <>
      <fieldset>
        <legend>Name and logo</legend>
        {text("name", { required: true, autoComplete: "organization" })}
        {text("shortName", { required: true, help: "For example the initials, used in headings." })}
        {text("tagline", { help: "Shown in the browser tab of the home page." })}
        <LogoField f={f} />
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
          options={boardOptions}
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
    </>
  );
}

/** The map and the links to the school's portals and apps. */
export function LinkFields({ f }: { f: ProfileForm }) {
  const text = (path: string, extra: Record<string, unknown> = {}) => <ProfileText f={f} path={path} {...extra} />;
  return (
    <>
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
    </>
  );
}
