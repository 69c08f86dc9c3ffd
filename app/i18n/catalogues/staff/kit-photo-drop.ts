import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for kit-photo-drop (English only for now: a staff language later is translation work only). */
export const kitPhotoDropWords = wordsFrom({
  files: "Files",
  choose: "Choose photos for {name}",
  help: "Drop photos here from your computer, or choose many at once (on a phone, from the gallery). JPEG, PNG or WebP; large photos are made smaller for the website. You can describe them after they are added.",
  notPhoto: "{file} is not a photo this site can show: choose JPEG, PNG or WebP pictures.",
  uploadingOne: "Uploading {file}…",
  uploadingMany: "Uploading {count} photos…",
  addedOne: "1 photo added to {name}. Describe it below for people who cannot see it.",
  addedMany: "{count} photos added to {name}. Describe them below for people who cannot see them.",
  addFailed: "Adding the photos failed. Please try again.",
  someFailed: "{count} could not be added: see the messages below.",
} as const);
