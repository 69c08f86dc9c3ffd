import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for page-photos (English only for now: a staff language later is translation work only). */
export const pagePhotosWords = wordsFrom({
  "pagePhotos.singlePhotosOfText": "Single photos of text pages",
  "pagePhotos.choosePageAndTab": "Choose page and tab",
  "pagePhotos.thePhotosBelowChange": "The photos below change as soon as you choose a page or a tab.",
  "pagePhotos.page": "Page",
  "pagePhotos.showPhotos": "Show photos",
  "pagePhotos.pagePhotos": "Page photos",
  "pagePhotos.thePhotosOfThe":
    "The photos of the school's pages and their tabs. Add many at once; then give each a short description for people who cannot see it.",
  "pagePhotos.addPhotosTo": "Add photos to",
  "pagePhotos.picturesMarkedDemoPicture":
    "Pictures marked “Demo picture” came with the demo. Replace them with the school's own, or",
  "pagePhotos.removeAllDemoPictures": "Remove all demo pictures",
  "pagePhotos.noPhotosInThis": "No photos in this tab yet.",
  "pagePhotos.photoOne": "{count} photo",
  "pagePhotos.photoMany": "{count} photos",
  "pagePhotos.seeThePageOpens": "See the page (opens in a new tab)",
  "pagePhotos.countingTheDemoPictures": "Counting the demo pictures failed: {message}",
  "pagePhotos.noDemoPicturesAre": "No demo pictures are left.",
  "pagePhotos.theThatCameWith":
    "The {pictures} that came with the demo disappear from the school's pages, in every page and tab. Your own photos stay.",
  "pagePhotos.noDemoPicturesWere": "No demo pictures were left.",
  "pagePhotos.countingFailed": "Counting failed.",
  "pagePhotos.removeAll": "Remove all {pictures}?",
  "pagePhotos.remove": "Remove {pictures}",
  "pagePhotos.removingFailed": "Removing failed",
  "pagePhotos.photoRemoved": "Photo removed.",
  "pagePhotos.homePage": "Home page",
  "pagePhotos.photo2": "Photo",
  "pagePhotos.tab": "Tab",
} as const);
