import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for page-photos (English only for now: a staff language later is translation work only). */
export const pagePhotosWords = wordsFrom({
  singlePhotosOfText: "Single photos of text pages",
  choosePageAndTab: "Choose page and tab",
  thePhotosBelowChange: "The photos below change as soon as you choose a page or a tab.",
  page: "Page",
  showPhotos: "Show photos",
  pagePhotos: "Page photos",
  thePhotosOfThe:
    "The photos of the school's pages and their tabs. Add many at once; then give each a short description for people who cannot see it.",
  addPhotosTo: "Add photos to {tab}",
  picturesMarkedDemoPicture:
    "Pictures marked “Demo picture” came with the demo. Replace them with the school's own, or",
  removeAllDemoPictures: "Remove all demo pictures",
  noPhotosInThis: "No photos in this tab yet.",
  photoOne: "{count} photo",
  photoMany: "{count} photos",
  seeThePageOpens: "See the page (opens in a new tab)",
  countingTheDemoPictures: "Counting the demo pictures failed: {message}",
  noDemoPicturesAre: "No demo pictures are left.",
  theThatCameWith:
    "The {pictures} that came with the demo disappear from the school's pages, in every page and tab. Your own photos stay.",
  noDemoPicturesWere: "No demo pictures were left.",
  countingFailed: "Counting failed.",
  removeAll: "Remove all {pictures}?",
  remove: "Remove {pictures}",
  removingFailed: "Removing failed",
  photoRemoved: "Photo removed.",
  homePage: "Home page",
  photo2: "Photo",
  tab: "Tab",
} as const);
