import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { kitConfirmDialogWords as sw } from "../../i18n/catalogues/staff/kit-confirm-dialog.ts";

interface Ask {
  title: string;
  body?: string;
  confirm: string;
  resolve: (yes: boolean) => void;
}

/**
 * A modal question before a destructive step. The native <dialog> keeps focus
 * inside, closes on Escape and gives focus back to the button that opened it.
 */
export function useConfirm(): [ReactNode, (q: { title: string; body?: string; confirm: string }) => Promise<boolean>] {
  const [ask, setAsk] = useState<Ask | null>(null);
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (ask && dialog && !dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
      // The safe answer gets the focus.
      dialog.querySelector<HTMLButtonElement>("button[data-cancel]")?.focus();
    }
  }, [ask]);

  const finish = useCallback(
    (yes: boolean) => {
      const dialog = ref.current;
      if (dialog?.open) {
        if (typeof dialog.close === "function") dialog.close();
        else dialog.removeAttribute("open");
      }
      ask?.resolve(yes);
      setAsk(null);
      opener.current?.focus();
    },
    [ask],
  );

  const confirm = useCallback(
    (q: { title: string; body?: string; confirm: string }) =>
      new Promise<boolean>((resolve) => {
        opener.current = document.activeElement as HTMLElement | null;
        setAsk({ ...q, resolve });
      }),
    [],
  );

  const element = ask ? (
    <dialog
      ref={ref}
      className="admin-dialog"
      aria-labelledby="confirm-title"
      aria-describedby={ask.body ? "confirm-body" : undefined}
      onCancel={(e) => {
        e.preventDefault();
        finish(false);
      }}
    >
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          finish(true);
        }}
      >
        <h2 id="confirm-title">{ask.title}</h2>
        {ask.body ? <p id="confirm-body">{ask.body}</p> : null}
        <div className="admin-actions">
          <button type="button" className="button button--ghost" onClick={() => finish(false)} data-cancel>
            {sw("cancel")}
          </button>
          <button type="submit" className="button admin-button--danger-solid">
            {ask.confirm}
          </button>
        </div>
      </form>
    </dialog>
  ) : null;

  return [element, confirm];
}
