import { useCallback, useEffect, useState } from "react";

// A module of its own: single-form pages (the content form) load useUnsavedChanges without it.
type ReportDirty = (part: string, dirty: boolean) => void;

/**
 * For a page of several small forms (one blocker per page is all React Router
 * allows): each form reports whether it holds unsaved changes, and the page
 * passes the answer to useUnsavedChanges.
 */
export function useDirtyParts(): [boolean, ReportDirty] {
  const [parts, setParts] = useState<Record<string, boolean>>({});
  const report = useCallback<ReportDirty>(
    (part, dirty) => setParts((all) => (all[part] === dirty ? all : { ...all, [part]: dirty })),
    [],
  );
  return [Object.values(parts).some(Boolean), report];
}

/** One form's report to useDirtyParts, withdrawn when the form goes away. */
export function useReportDirty(report: ReportDirty, part: string, dirty: boolean): void {
  useEffect(() => {
    report(part, dirty);
    return () => report(part, false);
  }, [report, part, dirty]);
}
