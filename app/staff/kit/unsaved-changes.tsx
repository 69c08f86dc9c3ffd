import { type ReactNode, useCallback, useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { kitUnsavedChangesWords as sw } from "../../i18n/catalogues/staff/kit-unsaved-changes.ts";
import { useConfirm } from "./confirm-dialog.tsx";

const unsavedText = {
  title: sw("leaveWithoutSaving"),
  body: sw("whatYouChangedOn"),
  leave: sw("leaveWithoutSaving2"),
} as const;

/**
 * Asks before a staff member leaves a form with unsaved changes: a link or
 * Back inside the staff area opens a question (React Router's blocker), and
 * closing or reloading the tab gets the browser's own warning
 * (beforeunload). Returns the question's dialog, to render with the form,
 * and `release`, to call just before a successful save moves on.
 */
export function useUnsavedChanges(dirty: boolean): [ReactNode, () => void] {
  // The blocker reads refs, so a save can release it in the same tick as its navigate().
  const state = useRef({ dirty, released: false });
  state.current.dirty = dirty;
  const [dialog, confirm] = useConfirm();

  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) =>
        state.current.dirty &&
        !state.current.released &&
        (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
      [],
    ),
  );

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    let live = true;
    confirm({ title: unsavedText.title, body: unsavedText.body, confirm: unsavedText.leave }).then((leave) => {
      if (!live) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      live = false;
    };
  }, [blocker, confirm]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      if (state.current.released) return;
      e.preventDefault();
      // Older browsers show the warning only when returnValue is set.
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const release = useCallback(() => {
    state.current.released = true;
  }, []);
  return [dialog, release];
}

/** Whether a form's values differ from those it started with (plain data: text, numbers, lists). */
export function changedFrom(initial: unknown, current: unknown): boolean {
  return JSON.stringify(initial) !== JSON.stringify(current);
}
