import type { KeyboardEvent, ReactNode, SyntheticEvent } from "react";
import { ApiError } from "../shell/api.ts";
import { useStaffSubmit } from "./use-staff-submit.tsx";

// The box's one message shows by it, whatever the answer says.
const noFields = {};

/**
 * Saving a photo's description from its box (AltInput with the same `base`):
 * blank words are refused with `words.blank` and the focus goes back to the
 * box; else `send` gets the trimmed words, busy meanwhile, and a refusal
 * shows its message (`words.failed` when it brings none). `setError` is for
 * the photo's other messages, shown in the same place.
 */
export function useAltSave(
  base: string,
  alt: string,
  words: { blank: string; failed: string },
  send: (alt: string) => Promise<void>,
) {
  const { busy, alert: error, setAlert: setError, submit } = useStaffSubmit(base, noFields);
  const save = (e: SyntheticEvent) => {
    e.preventDefault();
    if (!alt.trim()) {
      setError(words.blank);
      document.getElementById(`${base}-alt`)?.focus();
      return;
    }
    void submit(() => send(alt.trim()), {
      fallback: words.failed,
      failed: (err) => (err instanceof ApiError ? err.message : words.failed),
    });
  };
  return { busy, error, setError, save };
}

/**
 * Enter in a text field of a small save group (a photo's description) saves
 * that group, as a form would, and nothing around it: the group is a <div>,
 * not a <form>, because the page editor's own form holds it.
 */
const enterSaves = (save: (e: SyntheticEvent) => void) => (e: KeyboardEvent) => {
  if (e.key !== "Enter") return;
  e.preventDefault();
  save(e);
};

/**
 * A photo's description box (id `${base}-alt`; its error, wherever the caller
 * shows it, has the id `${base}-error`). Enter saves it. `children` come
 * after the box inside its field.
 */
export function AltInput({
  base,
  label,
  value,
  onChange,
  save,
  error,
  required,
  children,
}: {
  base: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  save: (e: SyntheticEvent) => void;
  error: string;
  required?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="admin-field">
      <label htmlFor={`${base}-alt`}>{label}</label>
      <input
        id={`${base}-alt`}
        value={value}
        onKeyDown={enterSaves(save)}
        required={required}
        maxLength={300}
        onChange={(e) => onChange(e.currentTarget.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${base}-error` : undefined}
      />
      {children}
    </div>
  );
}
