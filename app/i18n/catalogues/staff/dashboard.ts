import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for dashboard (English only for now: a staff language later is translation work only). */
export const dashboardWords = wordsFrom({
  "dashboard.dashboard": "Dashboard",
  "dashboard.welcome": "Welcome, {name}. You are signed in as {role}.",
  "dashboard.shortcuts": "Shortcuts",
  "dashboard.postAnAlert": "Post an alert",
  "dashboard.addNews": "Add news",
  "dashboard.addAnEvent": "Add an event",
  "dashboard.uploadAPhotoAlbum": "Upload a photo album",
  "dashboard.addANotification": "Add a notification",
  "dashboard.newEnquiries": "New enquiries",
  "dashboard.uploadACertificate": "Upload a certificate",
  "dashboard.addAStaffAccount": "Add a staff account",
  "dashboard.atAGlance": "At a glance",
  "dashboard.allEnquiries": "All enquiries",
  "dashboard.certificates": "Certificates",
  "dashboard.staffAccounts": "Staff accounts",
  "dashboard.content": "Content",
  "dashboard.itemsPerKindOf": "Items per kind of content",
  "dashboard.add": "Add",
  "dashboard.kind": "Kind",
  "dashboard.items": "Items",
} as const);
