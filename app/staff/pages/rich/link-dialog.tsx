import { type RefObject, useEffect, useId, useRef, useState } from "react";
import { isSafeHref } from "../../../../contract/page-blocks.ts";
import { staffWords as w } from "../../../i18n/staff-words.ts";

/**
 * What staff type as a link's address, as it is meant: "www.cbse.gov.in" is
 * a web address, "office@school.in" an e-mail, "98220 12345" a phone number.
 */
export function linkAddress(typed: string): string {
  const v = typed.trim();
  if (!v) return "";
  if (/^(https?:|mailto:|tel:|\/|#)/i.test(v)) return v;
  if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(v)) return `mailto:${v}`;
  if (/^\+?[\d\s-]{8,}$/.test(v)) return `tel:${v.replace(/[\s-]/g, "")}`;
  if (/^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)+([/?#].*)?$/i.test(v)) return `https://${v}`;
  return v;
}

/**
 * The Link button's question: a modal dialog (the native <dialog>: focus
 * stays inside, Escape closes it, focus goes back where it was) with the
 * address field and a plain message when the address cannot be a link. It
 * holds no <form>: the page editor's own form is around it, and Enter here
 * must make the link, not save the page.
 */
export function LinkDialog({
  open,
  current,
  onDone,
}: {
  open: boolean;
  /** The link's address when the selected words are a link already. */
  current: string;
  /** The address to link to, "" to take the link away, or null when cancelled. */
  onDone: (href: string | null) => void;
}) {
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(current);
  const [error, setError] = useState("");

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      setValue(current);
      setError("");
      dialog.showModal();
      input.current?.focus();
      input.current?.select();
    } else if (!open && dialog.open) dialog.close();
  }, [open, current]);

  // Closed here, before the editor takes the focus back (closing gives it to the opener).
  const finish = (href: string | null) => {
    if (ref.current?.open) ref.current.close();
    onDone(href);
  };
  const apply = () => {
    const href = linkAddress(value);
    if (!href) {
      setError(w("editor.linkMissing"));
      input.current?.focus();
      return;
    }
    if (!isSafeHref(href)) {
      setError(w("editor.linkRefused"));
      input.current?.focus();
      return;
    }
    finish(href);
  };

  return (
    <dialog
      ref={ref}
      className="admin-dialog link-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(e) => {
        e.preventDefault();
        finish(null);
      }}
    >
      <h2 id={`${id}-title`}>{current ? w("editor.linkChangeTitle") : w("editor.linkTitle")}</h2>
      <AddressField
        id={id}
        input={input}
        value={value}
        error={error}
        onValue={(v) => {
          setValue(v);
          setError("");
        }}
        onEnter={apply}
      />
      <LinkActions current={current} onApply={apply} onFinish={finish} />
    </dialog>
  );
}

/** Make the link, take it away (when the words are a link already), or cancel. */
function LinkActions({
  current,
  onApply,
  onFinish,
}: {
  current: string;
  onApply: () => void;
  onFinish: (href: string | null) => void;
}) {
  return (
    <div className="admin-actions">
      <button type="button" className="button" onClick={onApply}>
        {w("editor.linkApply")}
      </button>
      {current ? (
        <button type="button" className="button button--ghost" onClick={() => onFinish("")}>
          {w("editor.linkRemove")}
        </button>
      ) : null}
      <button type="button" className="button button--ghost" onClick={() => onFinish(null)}>
        {w("editor.cancel")}
      </button>
    </div>
  );
}

/** The address field, with its help and the message when the address cannot be a link; Enter makes the link. */
function AddressField({
  id,
  input,
  value,
  error,
  onValue,
  onEnter,
}: {
  id: string;
  input: RefObject<HTMLInputElement | null>;
  value: string;
  error: string;
  onValue: (value: string) => void;
  onEnter: () => void;
}) {
  return (
    <div className="admin-field">
      <label htmlFor={`${id}-href`}>{w("editor.linkAddress")}</label>
      <p className="admin-field__help" id={`${id}-help`}>
        {w("editor.linkHelp")}
      </p>
      <input
        ref={input}
        id={`${id}-href`}
        value={value}
        inputMode="url"
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-help ${id}-error` : `${id}-help`}
        onChange={(e) => onValue(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key !== "Enter") return;
          e.preventDefault();
          onEnter();
        }}
      />
      {error ? (
        <p className="admin-field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
