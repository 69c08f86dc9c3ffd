import type {
  Completeness,
  DisclosureProfile,
  DisclosureSettings,
  DisclosureValues,
  DisclosureWarning,
} from "../../../contract/disclosure-items.ts";
import { disclosureWords as sw } from "../../i18n/catalogues/staff/disclosure.ts";

/** GET staffApiPaths.disclosure.page (contract/disclosure.ts); typed here to keep zod out of the staff bundle. */
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

export const staffDisclosureText = {
  title: sw("publicDisclosure"),
  intro: sw("everythingCbseAsksSchools"),
  meter: (done: number, total: number) => `${done} of ${total} items`,
  meterLabel: sw("itemsFilledInAnd"),
  viewPage: sw("seeThePublicPage"),
  fromProfile: sw("thisComesFromThe"),
  fromDemo: sw("fromTheDemoCheck"),
  fromDemoHelp: sw("thisCameWithThe"),
  fromDemoProfileHelp: sw("thisCameWithThe2"),
  changeInProfile: sw("changeItInSchool"),
  dateHelp: sw("writeTheDateAs"),
  pdfHelp: "A scanned, self-attested PDF.",
  currentFile: sw("openTheCurrentPdf"),
  noFile: sw("noPdfYet"),
  uploading: (pct: number) => sw("uploading", { pct }),
  uploaded: sw("pdfUploadedSaveTo"),
  addRow: sw("addARow"),
  removeRow: sw("removeThisRow"),
  saved: (label: string) => sw("saved", { label }),
  panelTitle: sw("publicDisclosure"),
  panelAllGood: sw("noCertificateIsAbout"),
  openDisclosure: sw("fillInThePublic"),
} as const;
