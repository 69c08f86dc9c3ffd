import type {
  Completeness,
  DisclosureProfile,
  DisclosureSettings,
  DisclosureValues,
  DisclosureWarning,
} from "../../../contract/disclosure-items.ts";
import { disclosureWords as sw } from "../../i18n/catalogues/staff/disclosure.ts";

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
  title: sw("disclosure.publicDisclosure"),
  intro: sw("disclosure.everythingCbseAsksSchools"),
  meter: (done: number, total: number) => `${done} of ${total} items`,
  meterLabel: sw("disclosure.itemsFilledInAnd"),
  viewPage: sw("disclosure.seeThePublicPage"),
  fromProfile: sw("disclosure.thisComesFromThe"),
  fromDemo: sw("disclosure.fromTheDemoCheck"),
  fromDemoHelp: sw("disclosure.thisCameWithThe"),
  fromDemoProfileHelp: sw("disclosure.thisCameWithThe2"),
  changeInProfile: sw("disclosure.changeItInSchool"),
  dateHelp: sw("disclosure.writeTheDateAs"),
  pdfHelp: "A scanned, self-attested PDF.",
  currentFile: sw("disclosure.openTheCurrentPdf"),
  noFile: sw("disclosure.noPdfYet"),
  uploading: (pct: number) => sw("disclosure.uploading", { pct }),
  uploaded: sw("disclosure.pdfUploadedSaveTo"),
  addRow: sw("disclosure.addARow"),
  removeRow: sw("disclosure.removeThisRow"),
  saved: (label: string) => sw("disclosure.saved", { label }),
  panelTitle: sw("disclosure.publicDisclosure"),
  panelAllGood: sw("disclosure.noCertificateIsAbout"),
  openDisclosure: sw("disclosure.fillInThePublic"),
} as const;
