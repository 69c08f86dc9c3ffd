import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for dashboard (English only for now: a staff language later is translation work only). */
export const dashboardWords = wordsFrom({
  dashboard: "Dashboard",
  welcome: "Welcome, {name}. You are signed in as {role}.",
  shortcuts: "Shortcuts",
  postAnAlert: "Post an alert",
  addNews: "Add news",
  addAnEvent: "Add an event",
  uploadAPhotoAlbum: "Upload a photo album",
  addANotification: "Add a notification",
  newEnquiries: "New enquiries",
  uploadACertificate: "Upload a certificate",
  addAStaffAccount: "Add a staff account",
  atAGlance: "At a glance",
  allEnquiries: "All enquiries",
  certificates: "Certificates",
  staffAccounts: "Staff accounts",
  content: "Content",
  itemsPerKindOf: "Items per kind of content",
  add: "Add",
  kind: "Kind",
  items: "Items",
} as const);
