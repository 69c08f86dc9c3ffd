import { type ChangeEvent, type FormEvent, type InputHTMLAttributes, useEffect, useRef, useState } from "react";
import {
  AdmissionEnquiry,
  academicYearOptions,
  classOptions,
  type EnquiryField,
  enquiryFieldOrder,
  enquiryMessages,
  fieldErrors,
  IDEMPOTENCY_HEADER,
  schoolOptions,
} from "../../../contract/enquiry.ts";
import type { EnquiryActionData } from "./enquiry-action.ts";
import { enquiryText } from "./enquiry-text.ts";
import { defaultValues, type EnquiryErrors, type EnquiryValues, newIdempotencyKey } from "./enquiry-values.ts";
import "./enquiry.css";

type Phase = "idle" | "submitting" | "success" | "failure";

const fieldId = (f: EnquiryField) => `enquiry-${f}`;
const errorId = (f: EnquiryField) => `enquiry-${f}-error`;
/** A slow connection gets this long before the parent is told to try again. */
const SEND_TIMEOUT_MS = 30_000;

function pickErrors(all: Record<string, string>): EnquiryErrors {
  const out: EnquiryErrors = {};
  for (const f of enquiryFieldOrder) if (all[f]) out[f] = all[f];
  return out;
}

/**
 * The admission enquiry form (spec sections 4, 5, 7 and 9). With JavaScript
 * it validates with the shared schema and sends JSON to the API; without, it
 * posts to the page, whose action answers with `initial`.
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
  const [values, setValues] = useState<EnquiryValues>(
    initial && initial.status !== "success" ? initial.values : defaultValues,
  );
  const [errors, setErrors] = useState<EnquiryErrors>(initial?.status === "invalid" ? initial.errors : {});
  const [phase, setPhase] = useState<Phase>(
    initial?.status === "success" ? "success" : initial?.status === "failure" ? "failure" : "idle",
  );
  const [note, setNote] = useState(initial?.status === "failure" ? (initial.note ?? "") : "");
  const [key, setKey] = useState(idempotencyKey);
  // True once the current key went out: a change after that is a new enquiry and needs a new key.
  const keySent = useRef(false);
  const [focusFirstError, setFocusFirstError] = useState(0);

  // The page's HTML may come from a shared cache, so the browser makes its own key when it shows the form.
  useEffect(() => {
    if (!keySent.current) setKey(newIdempotencyKey());
  }, []);

  useEffect(() => {
    if (!focusFirstError) return;
    const first = enquiryFieldOrder.find((f) => errors[f]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }, [focusFirstError, errors]);

  const update = (field: keyof EnquiryValues) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const target = e.currentTarget;
    const value = target instanceof HTMLInputElement && target.type === "checkbox" ? target.checked : target.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (keySent.current) {
      keySent.current = false;
      setKey(newIdempotencyKey());
    }
  };

  const showErrors = (found: EnquiryErrors) => {
    setErrors(found);
    setFocusFirstError((n) => n + 1);
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (phase === "submitting") return;
    const parsed = AdmissionEnquiry.safeParse(values);
    if (!parsed.success) {
      setPhase("idle");
      showErrors(pickErrors(fieldErrors(parsed.error)));
      return;
    }
    setErrors({});
    setNote("");
    setPhase("submitting");
    keySent.current = true;
    try {
      const res = await fetch(`/api/form/${encodeURIComponent(school)}/AdmissionEnquire`, {
        method: "POST",
        headers: { "content-type": "application/json", [IDEMPOTENCY_HEADER]: key },
        body: JSON.stringify({ ...parsed.data, idempotencyKey: key }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      if (res.status === 201) {
        setValues(defaultValues);
        keySent.current = false;
        setKey(newIdempotencyKey());
        setPhase("success");
        return;
      }
      const body = (await res.json().catch(() => null)) as { message?: string; errors?: Record<string, string> } | null;
      const serverErrors = pickErrors(body?.errors ?? {});
      if (res.status === 400 && Object.keys(serverErrors).length) {
        setPhase("idle");
        showErrors(serverErrors);
        return;
      }
      if (res.status === 422) {
        keySent.current = false;
        setKey(newIdempotencyKey());
      }
      if (res.status === 429 && body?.message) setNote(body.message);
      throw new Error(`The enquiry API answered ${res.status}`);
    } catch (err) {
      console.error("Admission enquiry failed", err);
      setPhase("failure");
    }
  };

  const errorList = enquiryFieldOrder.filter((f) => errors[f]);
  const described = (f: EnquiryField, hint?: string) =>
    [errors[f] ? errorId(f) : null, hint ?? null].filter(Boolean).join(" ") || undefined;
  const fieldError = (f: EnquiryField) =>
    errors[f] ? (
      <p className="enquiry__error" id={errorId(f)}>
        {errors[f]}
      </p>
    ) : null;

  const text = (f: "name" | "fatherName" | "phone" | "email", props: InputHTMLAttributes<HTMLInputElement>) => (
    <div className="enquiry__field">
      <label htmlFor={fieldId(f)}>{enquiryText.labels[f]}</label>
      {f === "phone" ? (
        <p className="enquiry__hint" id="enquiry-phone-hint">
          {enquiryText.hints.phone}
        </p>
      ) : null}
      <input
        id={fieldId(f)}
        name={f}
        value={values[f]}
        onChange={update(f)}
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
      <label htmlFor={fieldId(f)}>{enquiryText.labels[f]}</label>
      <select
        id={fieldId(f)}
        name={f}
        value={values[f]}
        onChange={update(f)}
        required
        aria-invalid={errors[f] ? true : undefined}
        aria-describedby={described(f)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {fieldError(f)}
    </div>
  );

  return (
    <form className="enquiry" method="post" action="/admission-enquire" noValidate onSubmit={onSubmit}>
      <p>{enquiryText.intro}</p>
      <p className="enquiry__required">{enquiryText.requiredNote}</p>

      {errorList.length > 0 ? (
        <section className="enquiry__summary" aria-labelledby="enquiry-summary-title">
          <h2 id="enquiry-summary-title">{enquiryText.errorSummary}</h2>
          <ul>
            {errorList.map((f) => (
              <li key={f}>
                <a href={`#${fieldId(f)}`}>{errors[f]}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <input type="hidden" name="idempotencyKey" value={key} />
      <div className="enquiry__grid">
        {select(
          "academicYear",
          academicYearOptions.map((y) => ({ value: y, label: y })),
        )}
        {text("name", { autoComplete: "off" })}
        {text("fatherName", { autoComplete: "name" })}
        {text("phone", { type: "tel", inputMode: "numeric", autoComplete: "tel-national", maxLength: 15 })}
        {text("email", { type: "email", autoComplete: "email", spellCheck: false })}
        {select("school", schoolOptions)}
        {select("class", classOptions)}
      </div>

      <section className="enquiry__privacy" aria-labelledby="enquiry-privacy-title">
        <h2 id="enquiry-privacy-title">{enquiryText.privacy.heading}</h2>
        {enquiryText.privacy.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        <p>
          <a href={enquiryText.privacy.contactLink.href}>{enquiryText.privacy.contactLink.label}</a>
        </p>
        <div className="enquiry__consent">
          <input
            type="checkbox"
            id={fieldId("consent")}
            name="consent"
            value="yes"
            checked={values.consent}
            onChange={update("consent")}
            required
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={described("consent")}
          />
          <label htmlFor={fieldId("consent")}>{enquiryText.labels.consent}</label>
        </div>
        {fieldError("consent")}
      </section>

      <button type="submit" className="button" disabled={phase === "submitting"}>
        {phase === "submitting" ? enquiryText.submitting : enquiryText.submit}
      </button>

      <div className="enquiry__status" role="status" aria-live="polite">
        {phase === "success" ? <p className="enquiry__result enquiry__result--ok">{enquiryMessages.success}</p> : null}
        {phase === "failure" ? (
          <p className="enquiry__result enquiry__result--bad">
            {enquiryMessages.failure}
            {note ? <span className="enquiry__note"> {note}</span> : null}
          </p>
        ) : null}
      </div>
    </form>
  );
}
