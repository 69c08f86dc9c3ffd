import type { ReactNode } from "react";
import { boardLabels, type LinkKey, linkLabels } from "../../../contract/school-profile-rules.ts";
import { SelectField, TextArea, TextField } from "../kit/form-kit.tsx";
import { LogoField } from "./logo-field.tsx";
import { FORM, labels, type ProfileForm, ProfileText } from "./profile-form.tsx";

const boardOptions = Object.entries(boardLabels).map(([value, label]) => ({ value, label }));

/** The school's name, logo, board and postal address. */
export function AboutFields({ f, demoNote }: { f: ProfileForm; demoNote?: ReactNode }) {
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
        {demoNote}
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
          help: "The school on Google Maps: Share, then Copy link, and paste it here.",
        })}
        <TextArea
          form={FORM}
          name="map.embed"
          label={labels["map.embed"]}
          rows={3}
          spellCheck={false}
          help="In Google Maps: Share, then Embed a map, then Copy HTML. Paste all of it here; the site keeps the map's address."
          value={f.p.map.embed}
          error={f.errors["map.embed"]}
          onChange={(e) => f.set("map.embed", e.currentTarget.value)}
        />
      </fieldset>

      <fieldset>
        <legend>Links to portals and apps</legend>
        <p className="admin-field__help">Full addresses starting with https://. Leave a link empty to hide it.</p>
        {(Object.keys(linkLabels) as LinkKey[]).map((k) => (
          <div key={k}>
            {k === "messaging"
              ? text("links.messaging", {
                  inputMode: "tel",
                  help: "Type the school's WhatsApp number as you write it (for example 98220 12345); the site makes the chat link.",
                })
              : text(`links.${k}`, { type: "url" })}
          </div>
        ))}
      </fieldset>
    </>
  );
}
