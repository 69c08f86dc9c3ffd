import { useId, useRef, useState } from "react";
import { schoolProfileWords as sw } from "../../i18n/catalogues/staff/school-profile.ts";
import { uploadFile } from "../shell/api.ts";
import { labels, type ProfileForm } from "./profile-form.tsx";

/** The logo: what shows now, uploading a new one, or going back to the built-in emblem. */
export function LogoField({ f }: { f: ProfileForm }) {
  const { p, errors } = f;
  const [note, setNote] = useState("");
  const fileInput = useRef<HTMLInputElement>(null);
  const uid = useId();

  const upload = async () => {
    const file = fileInput.current?.files?.[0];
    if (!file) return;
    f.clear("logo");
    if (!/^image\/(png|webp|jpeg)$/.test(file.type)) {
      f.setErrors({ ...errors, logo: sw("chooseAPngWebp") });
      return;
    }
    setNote(sw("uploadingTheLogo"));
    try {
      const up = await uploadFile(file, () => {});
      f.set("logo", up.id);
      setNote(sw("logoUploadedSaveTo"));
    } catch (err) {
      setNote("");
      f.setErrors({ ...errors, logo: err instanceof Error ? err.message : sw("theUploadFailed") });
    } finally {
      if (fileInput.current) fileInput.current.value = "";
    }
  };

  return (
    <div className={`admin-field${errors.logo ? " admin-field--invalid" : ""}`}>
      <span className="school-profile__label" id={`${uid}-logo`}>
        {labels.logo}
      </span>
      <div className="school-profile__logo">
        <img
          src={p.logo ? `/api/image/${p.logo}` : "/logo.svg"}
          alt={p.logo ? sw("theSchoolSLogo") : sw("theBuiltInEmblem")}
          width="72"
          height="72"
        />
        <div>
          <label htmlFor="profile-logo">{sw("uploadANewLogo")}</label>
          <input
            id="profile-logo"
            ref={fileInput}
            type="file"
            accept="image/png,image/webp,image/jpeg"
            aria-describedby={errors.logo ? "profile-logo-error" : undefined}
            aria-invalid={errors.logo ? true : undefined}
            onChange={upload}
          />
          {p.logo ? (
            <button type="button" className="button button--small button--ghost" onClick={() => f.set("logo", "")}>
              {sw("useTheBuiltIn")}
            </button>
          ) : null}
        </div>
      </div>
      <p className="admin-field__help" role="status">
        {note}
      </p>
      {errors.logo ? (
        <p className="admin-field__error" id="profile-logo-error">
          {errors.logo}
        </p>
      ) : null}
    </div>
  );
}
