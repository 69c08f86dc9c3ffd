import type { InputHTMLAttributes, ReactNode } from "react";
import { type EnquiryField, enquiryFieldOrder } from "../../../contract/enquiry-rules.ts";
import { schoolLangOf } from "../../../contract/text-translations.ts";
import { useSchool } from "../../components/layout/school-context.tsx";
import { UntranslatedNote } from "../../components/ui/in-english.tsx";
import { type Translate, useI18n, withElement } from "../../i18n/i18n-context.tsx";
import type { EnquiryActionData } from "./enquiry-action.ts";
import { enquiryLabels, localMessage, scriptMessages } from "./enquiry-text.ts";
import { defaultValues, type EnquiryErrors, type EnquiryValues } from "./enquiry-values.ts";
import "./enquiry.css";

const fieldId = (f: EnquiryField) => `enquiry-${f}`;
const errorId = (f: EnquiryField) => `enquiry-${f}-error`;

/**
 * The admission enquiry form (spec sections 4, 5, 7 and 9) as server markup.
 * Without JavaScript it posts to the page, whose action answers with
 * `initial`; app/features/enquiry/enquiry-form.enhance.ts adds validation in the browser and
 * sends JSON to the API, using the error slots and the live region below.
 */
export function EnquiryForm({
  school,
  idempotencyKey,
  initial,
}: {
  school: string;
  idempotencyKey: string;
  initial?: EnquiryActionData;
}) {
  const school$ = useSchool();
  const admission = school$.admission;
  const { t, lang, href } = useI18n();
  const defaults = {
    academicYear: admission.academicYearDefault,
    school: admission.boardDefault,
    class: admission.classDefault,
  };
  const values = initial && initial.status !== "success" ? initial.values : { ...defaultValues, ...defaults };
  // The server's messages are the spec's English ones: each is shown in the form's language.
  const errors: EnquiryErrors = {};
  if (initial?.status === "invalid") {
    for (const f of enquiryFieldOrder) {
      const message = initial.errors[f];
      if (message) errors[f] = localMessage(t, message);
    }
  }
  const errorList = enquiryFieldOrder.filter((f) => errors[f]);
  const { text, select, fieldError, described } = fieldParts(t, values, errors, defaults);

  return (
    <form
      className="enquiry"
      method="post"
      action={href("/admission-enquire")}
      noValidate
      data-enquiry-form=""
      data-messages={lang === "en" ? undefined : JSON.stringify(scriptMessages(t))}
      // The form of a page in another language says so, so the office sees the enquiry's language.
      data-endpoint={`/api/form/${encodeURIComponent(school)}/AdmissionEnquire${lang === "en" ? "" : `?lang=${lang}`}`}
    >
      <p>{t("enquiry.intro")}</p>
      <p>{withElement(t, "enquiry.fees", "link", <a href={href("/fees")}>{t("enquiry.feesLink")}</a>)}</p>
      <NextSteps steps={admission.nextSteps} lang={schoolLangOf(school$, "nextSteps")} />
      <p className="enquiry__required">{t("enquiry.requiredNote")}</p>

      <ErrorSummary fields={errorList} errors={errors} />

      <input type="hidden" name="idempotencyKey" defaultValue={idempotencyKey} />
      <div className="enquiry__grid">
        {select(
          "academicYear",
          admission.academicYears.map((y) => ({ value: y, label: y })),
        )}
        {text("name", { autoComplete: "off" })}
        {text("fatherName", { autoComplete: "name" })}
        {text("phone", { type: "tel", inputMode: "tel", autoComplete: "tel", maxLength: 20 })}
        {text("email", { type: "email", autoComplete: "email", spellCheck: false })}
        {select("school", admission.boards)}
        {select("class", admission.classes)}
      </div>

      <Privacy consent={values.consent} described={described("consent")} error={fieldError("consent")} />

      <button type="submit" className="button">
        {t("enquiry.submit")}
      </button>

      <FormStatus initial={initial} />
    </form>
  );
}

/** What happens after an enquiry, in the school's words (paragraphs split at blank lines); nothing when it has none. */
function NextSteps({ steps, lang }: { steps: string; lang: "en" | undefined }) {
  const { t } = useI18n();
  // Shown in English (lang="en", with the note) on a page in another language until the school translates it.
  return steps ? (
    <section className="enquiry__next" aria-labelledby="enquiry-next-title">
      <h2 id="enquiry-next-title">{t("enquiry.whatNext")}</h2>
      <div lang={lang}>
        {steps
          .split(/\n\s*\n/)
          .filter((p) => p.trim())
          .map((p) => (
            <p key={p}>{p}</p>
          ))}
      </div>
      {lang ? <UntranslatedNote /> : null}
    </section>
  ) : null;
}

/** The errors as links to their fields; always present (hidden while empty), so the script fills the same place. */
function ErrorSummary({ fields, errors }: { fields: EnquiryField[]; errors: EnquiryErrors }) {
  const { t } = useI18n();
  return (
    <section
      className="enquiry__summary"
      aria-labelledby="enquiry-summary-title"
      data-error-summary=""
      hidden={fields.length === 0}
    >
      <h2 id="enquiry-summary-title">{t("enquiry.errorSummary")}</h2>
      <ul>
        {fields.map((f) => (
          <li key={f}>
            <a href={`#${fieldId(f)}`}>{errors[f]}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The live region: the server's answer without JavaScript, the script's with it. */
function FormStatus({ initial }: { initial?: EnquiryActionData }) {
  const { t } = useI18n();
  return (
    <div className="enquiry__status" role="status" aria-live="polite" data-form-status="">
      {initial?.status === "success" ? (
        <div className="enquiry__done" tabIndex={-1}>
          <p className="enquiry__result enquiry__result--ok">{t("enquiry.success")}</p>
          <p className="enquiry__next">{t("enquiry.next")}</p>
        </div>
      ) : null}
      {initial?.status === "failure" ? (
        <p className="enquiry__result enquiry__result--bad">
          {t("enquiry.failure")}
          {initial.note ? <span className="enquiry__note"> {localMessage(t, initial.note)}</span> : null}
        </p>
      ) : null}
    </div>
  );
}

/**
 * How one field is drawn: its label, input, hint and error slot, the error
 * slot always present (hidden while empty) so the script fills the same place
 * the server does.
 */
function fieldParts(
  t: Translate,
  values: EnquiryValues,
  errors: EnquiryErrors,
  defaults: Pick<EnquiryValues, "academicYear" | "school" | "class">,
) {
  const described = (f: EnquiryField, hint?: string) =>
    [errors[f] ? errorId(f) : null, hint ?? null].filter(Boolean).join(" ") || undefined;
  // Always present (hidden while empty), so the script fills the same place the server does.
  const fieldError = (f: EnquiryField) => (
    <p className="enquiry__error" id={errorId(f)} data-error-for={f} hidden={!errors[f]}>
      {errors[f] ?? ""}
    </p>
  );

  const text = (f: "name" | "fatherName" | "phone" | "email", props: InputHTMLAttributes<HTMLInputElement>) => (
    <div className="enquiry__field">
      <label htmlFor={fieldId(f)}>{t(enquiryLabels[f])}</label>
      {f === "phone" ? (
        <p className="enquiry__hint" id="enquiry-phone-hint">
          {t("enquiry.hint.phone")}
        </p>
      ) : null}
      <input
        id={fieldId(f)}
        name={f}
        defaultValue={values[f]}
        required
        aria-invalid={errors[f] ? true : undefined}
        aria-describedby={described(f, f === "phone" ? "enquiry-phone-hint" : undefined)}
        {...props}
      />
      {fieldError(f)}
    </div>
  );

  const select = (f: "academicYear" | "school" | "class", options: readonly { value: string; label: string }[]) => (
    <div className="enquiry__field">
      <label htmlFor={fieldId(f)}>{t(enquiryLabels[f])}</label>
      <select
        id={fieldId(f)}
        name={f}
        defaultValue={values[f]}
        data-default={defaults[f]}
        required
        aria-invalid={errors[f] ? true : undefined}
        aria-describedby={described(f)}
      >
        {/* A required select starts with an empty choice (HTML's rule): chosen, it is "Choose …". */}
        <option value="">{t("enquiry.choose")}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {fieldError(f)}
    </div>
  );
  return { text, select, fieldError, described };
}

/** What the school does with the enquiry, and the consent it needs. */
function Privacy({ consent, described, error }: { consent: boolean; described: string | undefined; error: ReactNode }) {
  const { t, href } = useI18n();
  return (
    <section className="enquiry__privacy" aria-labelledby="enquiry-privacy-title">
      <h2 id="enquiry-privacy-title">{t("enquiry.privacy.heading")}</h2>
      <p>{t("enquiry.privacy.1")}</p>
      <p>{t("enquiry.privacy.2")}</p>
      <p>
        <a href={href("/contact")}>{t("enquiry.privacy.contact")}</a>
      </p>
      <div className="enquiry__consent">
        <input
          type="checkbox"
          id={fieldId("consent")}
          name="consent"
          value="yes"
          defaultChecked={consent}
          required
          aria-invalid={described ? true : undefined}
          aria-describedby={described}
        />
        <label htmlFor={fieldId("consent")}>{t(enquiryLabels.consent)}</label>
      </div>
      {error}
    </section>
  );
}
