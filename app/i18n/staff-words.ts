import { enStaffApprovals, type StaffApprovalsKey } from "./catalogues/en-staff-approvals.ts";
import { enStaffEditor, type StaffEditorKey } from "./catalogues/en-staff-editor.ts";

/** The staff area's catalogues: the page editor's words, the approval and alert screens' words. */
const staffCatalogue: Record<StaffEditorKey | StaffApprovalsKey, string> = { ...enStaffEditor, ...enStaffApprovals };

/**
 * A staff message from its catalogue, with its {placeholders} filled. The
 * staff area's browser bundle carries no message formatter (issue 29 keeps
 * intl-messageformat on the server), so staff messages use plain
 * placeholders and a key each for one and many.
 */
export function staffWords(
  key: StaffEditorKey | StaffApprovalsKey,
  values: Record<string, string | number> = {},
): string {
  return staffCatalogue[key].replace(/\{(\w+)\}/g, (all, name: string) =>
    name in values ? String(values[name]) : all,
  );
}
