import { pagesWords as sw } from "../../i18n/catalogues/staff/pages.ts";
import { staffWords as w } from "../../i18n/staff-words.ts";

/** Words of the staff pages screens (plain: no "slug", no "block JSON"), from the staff catalogue. */
export const pagesText = {
  listTitle: w("pages.listTitle"),
  newTitle: w("pages.newTitle"),
  address: w("pages.address"),
  addressHelp: w("pages.addressHelp"),
  addressWillBe: (path: string) => w("pages.addressWillBe", { path }),
  addressFromTitle: w("pages.addressFromTitle"),
  changeAddress: w("pages.changeAddress"),
  addressMissing: w("pages.addressMissing"),
  title: w("pages.title"),
  description: w("pages.description"),
  descriptionHelp: w("pages.descriptionHelp"),
  menuGroup: w("pages.menuGroup"),
  noMenu: w("pages.noMenu"),
  create: w("pages.create"),
  edit: w("pages.edit"),
  saveDraft: w("pages.saveDraft"),
  publish: w("pages.publish"),
  preview: w("pages.preview"),
  saved: w("pages.saved"),
  published: w("pages.published"),
  restored: w("pages.restored"),
  blocks: w("pages.blocks"),
  addBlock: w("pages.addBlock"),
  addBlockType: w("pages.addBlockType"),
  remove: w("pages.remove"),
  history: w("pages.history"),
  restore: w("pages.restore"),
  loadingEditor: w("pages.loadingEditor"),
  statusPublished: w("pages.statusPublished"),
  statusDraft: w("pages.statusDraft"),
  statusNew: w("pages.statusNew"),
  menuTitle: w("pages.menuTitle"),
  menuLink: w("pages.menuLink"),
  sendForApproval: w("pages.sendForApproval"),
  sentForApproval: w("pages.sentForApproval"),
  timesUnread: w("pages.timesUnread"),
  restoredForApproval: w("pages.restoredForApproval"),
  waiting: w("pages.waiting"),
  sentBack: w("pages.sentBack"),
  approverWrote: w("pages.approverWrote"),
  homeHelp: w("pages.homeHelp"),
} as const;

/** The stored page holding the home page's words is shown at the site's front door. */
export const siteAddress = (slug: string) => (slug === "home" ? "/" : `/${slug}`);

export const actionNames: Record<string, string> = {
  save: sw("draftSaved"),
  publish: sw("published"),
  restore: sw("earlierVersionRestored"),
  import: sw("loadedFromTheContent"),
};

/** dd/mm/yyyy, hh:mm in India time. */
export function whenIst(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Asia/Kolkata",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  }).formatToParts(d);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? "";
  return `${get("day")}/${get("month")}/${get("year")} ${get("hour")}:${get("minute")} IST`;
}
