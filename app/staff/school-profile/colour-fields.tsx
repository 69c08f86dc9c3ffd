import { colourProblem } from "../../../contract/school-profile-rules.ts";
import { schoolProfileWords as sw } from "../../i18n/catalogues/staff/school-profile.ts";
import { labels, type ProfileForm } from "./profile-form.tsx";

/** The two brand colours, each with a sample and whether text on it is easy to read. */
export function ColourFields({ f }: { f: ProfileForm }) {
  const { p, errors } = f;
  return (
    <fieldset>
      <legend>{sw("colours")}</legend>
      <p className="admin-field__help">{sw("theMainColourIs")}</p>
      {(["primary", "accent"] as const).map((which) => {
        const path = `colours.${which}`;
        const problem = colourProblem(which, p.colours[which]);
        return (
          <div key={which} className="admin-field school-profile__colour">
            <label htmlFor={`profile-${path}`}>{labels[path]}</label>
            <input
              id={`profile-${path}`}
              type="color"
              value={p.colours[which]}
              aria-describedby={`profile-${path}-check`}
              aria-invalid={problem || errors[path] ? true : undefined}
              onChange={(e) => f.set(path, e.currentTarget.value)}
            />
            <span className="school-profile__swatch" style={{ background: p.colours[which] }} aria-hidden="true">
              {which === "primary" ? <span style={{ color: "#fff" }}>{sw("aa")}</span> : <span>{sw("aa")}</span>}
            </span>
            <p
              id={`profile-${path}-check`}
              className={problem || errors[path] ? "admin-field__error" : "admin-field__help"}
              aria-live="polite"
            >
              {errors[path] ?? problem ?? sw("easyToRead")}
            </p>
          </div>
        );
      })}
    </fieldset>
  );
}
