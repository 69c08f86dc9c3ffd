import { enStaffApprovals, type StaffApprovalsKey } from "./catalogues/en-staff-approvals.ts";
import { enStaffEditor, type StaffEditorKey } from "./catalogues/en-staff-editor.ts";
import { wordsFrom } from "./words-from.ts";

/** The page editor's words, the approval and alert screens' words. */
export const staffWords = wordsFrom<StaffEditorKey | StaffApprovalsKey>({ ...enStaffEditor, ...enStaffApprovals });
