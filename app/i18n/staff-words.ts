import { enStaffApprovals, type StaffApprovalsKey } from "./catalogues/en-staff-approvals.ts";
import { enStaffEditor, type StaffEditorKey } from "./catalogues/en-staff-editor.ts";
import { enStaffTranslate, type StaffTranslateKey } from "./catalogues/en-staff-translate.ts";

/** A key of the staff area's catalogues. */
export type StaffKey = StaffEditorKey | StaffApprovalsKey | StaffTranslateKey;

/** The staff area's catalogues: the page editor's words, the approval and alert screens', the translation screens'. */
const staffCatalogue: Record<StaffKey, string> = { ...enStaffEditor, ...enStaffApprovals, ...enStaffTranslate };

/**
 * A staff message from its catalogue, with its {placeholders} filled. The
 * staff area's browser bundle carries no message formatter (issue 29 keeps
 * intl-messageformat on the server), so staff messages use plain
 * placeholders and a key each for one and many.
 */
export function staffWords(key: StaffKey, values: Record<string, string | number> = {}): string {
  return staffCatalogue[key].replace(/\{(\w+)\}/g, (all, name: string) =>
    name in values ? String(values[name]) : all,
  );
}
