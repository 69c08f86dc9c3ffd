/**
 * The page editor's own words (issue 26: toolbar, link dialog, photo drop),
 * in the staff area's one language, English. The staff area is English only
 * (app/i18n/no-english.test.ts); keeping these words here, keyed as the
 * public catalogues are, makes a staff language later translation work only.
 * The staff bundle carries them (small) and formats them with staffWords
 * (app/i18n/staff-words.ts): plain {name} placeholders, no ICU forms.
 */
export const enStaffEditor = {
  "editor.toolbar": "Text style: {part}",
  "editor.bold": "Bold",
  "editor.italic": "Italic",
  "editor.link": "Link",
  "editor.heading": "Heading",
  "editor.bulleted": "Bulleted list",
  "editor.numbered": "Numbered list",
  "editor.undo": "Undo",
  "editor.selectFirst": "Select the words that should become a link first.",
  "editor.linkTitle": "Make a link",
  "editor.linkChangeTitle": "Change the link",
  "editor.linkAddress": "Link address",
  "editor.linkHelp":
    "A web address (www.cbse.gov.in), an e-mail address, a phone number, or a page of this site such as /history.",
  "editor.linkApply": "Make the link",
  "editor.linkRemove": "Take the link away",
  "editor.linkMissing": "Write the address the words should lead to.",
  "editor.linkRefused":
    "This cannot be a link: write a web address (https://…), an e-mail address, a phone number or a page of this site (/…).",
  "editor.cancel": "Cancel",
  "editor.dragPart": "Drag to move this part",
  "photos.choose": "Choose photos for {name}",
  "photos.help":
    "Drop photos here from your computer, or choose many at once (on a phone, from the gallery). JPEG, PNG or WebP; large photos are made smaller for the website. You can describe them after they are added.",
  "photos.notPhoto": "{file} is not a photo this site can show: choose JPEG, PNG or WebP pictures.",
  "photos.uploadingOne": "Uploading {file}…",
  "photos.uploadingMany": "Uploading {count} photos…",
  "photos.addedOne": "1 photo added to {name}. Describe it below for people who cannot see it.",
  "photos.addedMany": "{count} photos added to {name}. Describe them below for people who cannot see them.",
  "photos.addFailed": "Adding the photos failed. Please try again.",
  "photos.someFailed": "{count} could not be added: see the messages below.",
  "photos.count": "{name}: {count} photos",
  "photos.countOne": "{name}: 1 photo",
  "photos.all": "Describe, replace, reorder or remove the photos of {name} ({count})",
  "photos.loading": "Loading the photos…",
} as const;

export type StaffEditorKey = keyof typeof enStaffEditor;
