import { staffWords } from "../../i18n/staff-words.ts";
/** Words of the staff pages screens (plain: no "slug", no "block JSON"). */
export const pagesText = {
  listTitle: "Pages",
  newTitle: "Add a page",
  address: "Web address",
  addressHelp: "Lowercase letters, digits and dashes, e.g. bus-routes. The page will be at /bus-routes.",
  addressWillBe: (path: string) => `The page's address will be ${path}.`,
  addressFromTitle: "The page's address is made from its title.",
  changeAddress: "Change address",
  addressMissing: "Write the page's address: lowercase letters, digits and dashes, e.g. bus-routes.",
  title: "Title",
  description: "Short description",
  descriptionHelp: "One sentence that search engines show under the title.",
  menuGroup: "Menu group",
  noMenu: "Not in the menu",
  create: "Add page",
  edit: "Edit",
  saveDraft: "Save draft",
  publish: "Save and publish",
  preview: "Preview",
  saved: "Draft saved. Visitors still see the published page.",
  published: "Published. Visitors see the new version now.",
  restored: "The earlier version is back on the site.",
  blocks: "Content",
  addBlock: "Add a part",
  addBlockType: "Kind of part",
  remove: "Delete",
  history: "Earlier versions",
  restore: "Restore this version",
  loadingEditor: "Loading the page editor…",
  statusPublished: "Published",
  statusDraft: "Published, with unsaved-to-site changes",
  statusNew: "Not published yet",
  menuTitle: "Menu",
  // Issue 31: where the school wants an approver's yes for pages.
  sendForApproval: staffWords("pages.sendForApproval"),
  sentForApproval: staffWords("pages.sentForApproval"),
  timesUnread: staffWords("pages.timesUnread"),
  restoredForApproval: staffWords("pages.restoredForApproval"),
  waiting: staffWords("pages.waiting"),
  sentBack: staffWords("pages.sentBack"),
  approverWrote: staffWords("pages.approverWrote"),
  homeHelp:
    "This page holds the words of the home page, in named regions: Slides, Welcome, Why choose us, What's special, Facilities, Sections, Mission and vision, From the desk. Each region says what it holds; change the words where they stand. Moving a region or a part never changes what another region shows.",
} as const;

/** The stored page holding the home page's words is shown at the site's front door. */
export const siteAddress = (slug: string) => (slug === "home" ? "/" : `/${slug}`);

export const actionNames: Record<string, string> = {
  save: "Draft saved",
  publish: "Published",
  restore: "Earlier version restored",
  import: "Loaded from the content file",
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
