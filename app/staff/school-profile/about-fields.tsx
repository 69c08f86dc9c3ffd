import type { ReactNode } from "react";
import { boardLabels, type LinkKey, linkLabels } from "../../../contract/school-profile-rules.ts";
import { schoolProfileWords as sw } from "../../i18n/catalogues/staff/school-profile.ts";
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
        <legend>{sw("nameAndLogo")}</legend>
        {text("name", { required: true, autoComplete: "organization" })}
        {text("shortName", { required: true, help: sw("forExampleTheInitials") })}
        {text("tagline", { help: sw("shownInTheBrowser") })}
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
        {text("cbseAffiliationNo", { help: sw("onlyForCbseSchools") })}
        {text("cbseSchoolCode", { help: sw("onlyForCbseSchools") })}
      </fieldset>

      <fieldset>
        <legend>{sw("postalAddress")}</legend>
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
        <legend>{sw("map")}</legend>
        {text("map.link", {
          type: "url",
          help: sw("theSchoolOnGoogle"),
        })}
        <TextArea
          form={FORM}
          name="map.embed"
          label={labels["map.embed"]}
          rows={3}
          spellCheck={false}
          help={sw("inGoogleMapsShare")}
          value={f.p.map.embed}
          error={f.errors["map.embed"]}
          onChange={(e) => f.set("map.embed", e.currentTarget.value)}
        />
      </fieldset>

      <fieldset>
        <legend>{sw("linksToPortalsAnd")}</legend>
        <p className="admin-field__help">{sw("fullAddressesStartingWith")}</p>
        {(Object.keys(linkLabels) as LinkKey[]).map((k) => (
          <div key={k}>
            {k === "messaging"
              ? text("links.messaging", {
                  inputMode: "tel",
                  help: sw("typeTheSchoolS"),
                })
              : text(`links.${k}`, { type: "url" })}
          </div>
        ))}
      </fieldset>
    </>
  );
}
