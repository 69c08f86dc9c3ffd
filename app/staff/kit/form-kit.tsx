import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useCallback,
  useEffect,
  useState,
} from "react";
import { adminText } from "../shell/admin-text.ts";

/** Field name → message. */
export type FieldErrors = Record<string, string>;

export const fieldId = (form: string, name: string) => `${form}-${name}`;
export const errorId = (form: string, name: string) => `${form}-${name}-error`;
const helpId = (form: string, name: string) => `${form}-${name}-help`;

/**
 * Errors of one form: setting them moves focus to the first invalid field
 * (in the order given), as the error summary lists them.
 */
export function useFormErrors(form: string, order: readonly string[]) {
  const [errors, setErrorsState] = useState<FieldErrors>({});
  const [focusTick, setFocusTick] = useState(0);

  useEffect(() => {
    if (!focusTick) return;
    const first = order.find((f) => errors[f]);
    const el = first ? document.getElementById(fieldId(form, first)) : document.getElementById(`${form}-summary`);
    el?.focus();
  }, [focusTick, errors, form, order]);

  const setErrors = useCallback((next: FieldErrors) => {
    setErrorsState(next);
    if (Object.keys(next).length) setFocusTick((n) => n + 1);
  }, []);

  const clear = useCallback((name: string) => {
    setErrorsState((e) => {
      if (!e[name]) return e;
      const { [name]: _gone, ...rest } = e;
      return rest;
    });
  }, []);

  return { errors, setErrors, clear };
}

/** The list of problems above a form; each links to its field. */
export function ErrorSummary({
  form,
  errors,
  order,
  labels,
}: {
  form: string;
  errors: FieldErrors;
  order: readonly string[];
  labels: Record<string, string>;
}) {
  const names = [...order.filter((f) => errors[f]), ...Object.keys(errors).filter((f) => !order.includes(f))];
  if (!names.length) return null;
  return (
    <section className="admin-summary" aria-labelledby={`${form}-summary-title`} id={`${form}-summary`} tabIndex={-1}>
      <h2 id={`${form}-summary-title`}>{adminText.errorSummary}</h2>
      <ul>
        {names.map((f) => (
          <li key={f}>
            {order.includes(f) ? (
              <a href={`#${fieldId(form, f)}`}>{withLabel(labels[f], errors[f])}</a>
            ) : (
              withLabel(labels[f], errors[f])
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Server messages such as "is required" read better with the field's label in front. */
function withLabel(label: string | undefined, message: string): string {
  return label && /^[a-z]/.test(message) ? `${label} ${message}` : message;
}

interface FieldShellProps {
  form: string;
  name: string;
  label: string;
  error?: string;
  help?: ReactNode;
  required?: boolean;
  children: (aria: {
    id: string;
    name: string;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
    required?: boolean;
  }) => ReactNode;
}

/** Label, help text, the control and its error, wired together for assistive technology. */
export function FieldShell({ form, name, label, error, help, required, children }: FieldShellProps) {
  const described = [error ? errorId(form, name) : null, help ? helpId(form, name) : null].filter(Boolean).join(" ");
  return (
    <div className={`admin-field${error ? " admin-field--invalid" : ""}`}>
      <label htmlFor={fieldId(form, name)}>
        {label}
        {required ? <span className="admin-field__required"> ({adminText.required})</span> : null}
      </label>
      {help ? (
        <p className="admin-field__help" id={helpId(form, name)}>
          {help}
        </p>
      ) : null}
      {children({
        id: fieldId(form, name),
        name,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": described || undefined,
        required: required || undefined,
      })}
      <FieldError form={form} name={name} label={label} error={error} />
    </div>
  );
}

/** A field's error under it, with its label in front (the control points at it with aria-describedby). */
export function FieldError({
  form,
  name,
  label,
  error,
}: {
  form: string;
  name: string;
  label: string;
  error?: string;
}) {
  return error ? (
    <p className="admin-field__error" id={errorId(form, name)}>
      {withLabel(label, error)}
    </p>
  ) : null;
}

/** The options of a list box. */
export function Options({ list }: { list: readonly { value: string; label: string }[] }) {
  return list.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));
}

type Common = Omit<FieldShellProps, "children">;

/** A field's props: those of its shell (label, help, error) and those of its control. */
function split<T extends Common>({ form, name, label, error, help, required, ...control }: T) {
  return [{ form, name, label, error, help, required }, control] as const;
}

export function TextField(props: Common & Omit<InputHTMLAttributes<HTMLInputElement>, "form" | "name">) {
  const [shell, input] = split(props);
  return <FieldShell {...shell}>{(aria) => <input {...aria} {...input} />}</FieldShell>;
}

export function TextArea(props: Common & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "form" | "name">) {
  const [shell, input] = split(props);
  return <FieldShell {...shell}>{(aria) => <textarea rows={6} {...aria} {...input} />}</FieldShell>;
}

export function SelectField({
  options,
  ...props
}: Common & {
  options: readonly { value: string; label: string }[];
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "form" | "name">) {
  const [shell, input] = split(props);
  return (
    <FieldShell {...shell}>
      {(aria) => (
        <select {...aria} {...input}>
          <Options list={options} />
        </select>
      )}
    </FieldShell>
  );
}

/** A form-wide failure (network, refused): read out at once. */
export function FormAlert({ message }: { message: string }) {
  return (
    <div role="alert" className="admin-alert-region">
      {message ? <p className="admin-alert">{message}</p> : null}
    </div>
  );
}
