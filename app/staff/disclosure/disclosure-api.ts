import type {
  Completeness,
  DisclosureProfile,
  DisclosureSettings,
  DisclosureValues,
  DisclosureWarning,
} from "../../../contract/disclosure-items.ts";

/** GET /api/admin/disclosure (contract/disclosure.ts); typed here to keep zod out of the staff bundle. */
export interface DisclosureStaffData {
  values: DisclosureValues;
  settings: DisclosureSettings;
  updated: Record<string, { at: string; by: string | null }>;
  profile: DisclosureProfile;
  today: string;
  /** Items still holding the demo's values: to do until staff check them (issue 26). */
  fromDemo: string[];
  completeness: Completeness;
  warnings: DisclosureWarning[];
}

export const DISCLOSURE_API = "/api/admin/disclosure";

export const staffDisclosureText = {
  title: "Public disclosure",
  intro:
    "Everything CBSE asks schools to publish (Appendix IX of the affiliation bye-laws). Fill each item and save it; it shows on the website at once.",
  meter: (done: number, total: number) => `${done} of ${total} items`,
  meterLabel: "Items filled in and current",
  viewPage: "See the public page",
  fromProfile: "This comes from the school's details.",
  fromDemo: "From the demo: check this",
  fromDemoHelp: "This came with the demo. Check it, change what is not right, and save: then it counts as done.",
  fromDemoProfileHelp: "This came with the demo. Check it in School details and confirm it there.",
  changeInProfile: "Change it in School details",
  dateHelp: "Write the date as dd/mm/yyyy, for example 24/11/2026.",
  pdfHelp: "A scanned, self-attested PDF.",
  currentFile: "Open the current PDF",
  noFile: "No PDF yet.",
  uploading: (pct: number) => `Uploading… ${pct}%`,
  uploaded: "PDF uploaded. Save to publish it.",
  addRow: "Add a row",
  removeRow: "Remove this row",
  saved: (label: string) => `Saved: ${label}.`,
  panelTitle: "Public disclosure",
  panelAllGood: "No certificate is about to expire and no deadline is near.",
  openDisclosure: "Fill in the public disclosure",
} as const;
