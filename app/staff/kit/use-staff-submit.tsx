import { type ChangeEvent, type ReactNode, useMemo, useState } from "react";
import { useRevalidator } from "react-router";
import { kitUseStaffSubmitWords as sw } from "../../i18n/catalogues/staff/kit-use-staff-submit.ts";
import { useAnnounce } from "../shell/admin-shell.tsx";
import { ApiError } from "../shell/api.ts";
import { ErrorSummary, type FieldErrors, FormAlert, useFormErrors } from "./form-kit.tsx";

interface SubmitOptions {
  /** Problems found in the browser before sending (field → message); any stops the submit. */
  check?: FieldErrors;
  /** Reload the page's data after it worked (the list shows the change). */
  revalidate?: boolean;
  /** Shown when a failure brings no message of its own. */
  fallback: string;
  /**
   * Reads a failure first: field errors to show by their fields, a message for
   * the alert, or nothing for the usual reading (the answer's field errors,
   * else its message).
   */
  failed?: (err: unknown) => FieldErrors | string | undefined;
  /** Said in the alert as well when the answer marks fields. */
  fieldsAlert?: string;
  /** Stays busy after it worked, as the page is about to change (sign-in). */
  staysBusy?: boolean;
}

/**
 * One staff form's sending (`labels`: a constant, field → words, in the
 * form's order): busy while it runs, the alert and field errors
 * of a refusal (focus to the first, as the summary lists them), the result
 * read out in the live region, and the page's data reloaded.
 */
export function useStaffSubmit<F extends string>(form: string, labels: Record<F, string>, firstAlert = "") {
  // The fields in the order the form shows them (and the summary lists them): the labels' order.
  const order = useMemo(() => Object.keys(labels) as F[], [labels]);
  const announce = useAnnounce();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState(firstAlert);
  const { errors, setErrors, clear } = useFormErrors(form, order);

  /** Runs `work`; a text it answers is read out. True when it worked. */
  const submit = async (work: () => Promise<unknown>, opts: SubmitOptions): Promise<boolean> => {
    if (busy) return false;
    setAlert("");
    if (opts.check) {
      setErrors(opts.check);
      if (Object.keys(opts.check).length) return false;
    }
    setBusy(true);
    try {
      const said = await work();
      if (typeof said === "string" && said) announce(said);
      if (opts.revalidate) revalidator.revalidate();
      if (!opts.staysBusy) setBusy(false);
      return true;
    } catch (err) {
      const read = opts.failed?.(err);
      if (typeof read === "string") setAlert(read);
      else if (read) setErrors(read);
      else if (err instanceof ApiError && Object.keys(err.fieldErrors).length) {
        setErrors(err.fieldErrors);
        if (opts.fieldsAlert) setAlert(opts.fieldsAlert);
      } else setAlert(err instanceof Error ? err.message : opts.fallback);
      setBusy(false);
      return false;
    }
  };

  /** The props that tie a text field to this form: its label, value, error, and clearing the error on typing. */
  const field = (name: F, value: string, set: (value: string) => void) => ({
    form,
    name,
    label: labels[name],
    value,
    error: errors[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      set(e.currentTarget.value);
      clear(name);
    },
  });

  /** The error summary and the alert region, at the top of the form. */
  const problems: ReactNode = (
    <>
      <ErrorSummary form={form} errors={errors} order={order} labels={labels} />
      <FormAlert message={alert} />
    </>
  );

  return { busy, alert, setAlert, errors, setErrors, clear, submit, field, problems };
}

/**
 * A staff action without a form (a button in a list): its answer is read
 * out, the page's data reloaded when asked, and a failure read out as
 * "That did not work: …" (or the words given in `failed`).
 */
export function useStaffAction() {
  const announce = useAnnounce();
  const revalidator = useRevalidator();
  return async (work: () => Promise<unknown>, revalidate = false, failed = sw("thatDidNotWork")) => {
    try {
      const said = await work();
      if (typeof said === "string" && said) announce(said);
      if (revalidate) revalidator.revalidate();
    } catch (err) {
      announce(err instanceof Error ? `${failed}: ${err.message}` : `${failed}.`);
    }
  };
}
