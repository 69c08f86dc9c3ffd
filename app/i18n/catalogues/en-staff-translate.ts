/**
 * The translation screens' words (issue 29: a page, an item, the school's
 * details, the disclosure's texts, the menu's names), in the staff area's one
 * language, English, keyed as the page editor's words are (en-staff-editor.ts):
 * plain {name} placeholders, formatted by staffWords.
 */
export const enStaffTranslate = {
  "translate.heading": "Translate",
  "translate.into": "into",
  "translate.english": "English",
  "translate.translation": "Translation",
  "translate.changed": "English changed since this was translated",
  "translate.save": "Save translation",
  "translate.reviewed": "Mark as reviewed",
  "translate.saved": "Translation saved. Visitors see it now.",
  "translate.markedReviewed": "Marked as reviewed.",
  "translate.fallback": "A part you leave empty is shown to visitors in English, with a note in their language.",
  "translate.intro": "The English is on the left, your translation on the right.",
  "translate.emptyEnglish": "(empty in English)",
  "translate.inLanguage": "{label} ({language})",
  "translate.englishOf": "{label}, English",
  "translate.seeSite": "See the website in",
  "translate.nothing": "There is nothing to translate here yet.",
  "translate.schoolTitle": "the school's details",
  "translate.schoolBack": "Back to School details",
  "translate.schoolLinks": "Translate the school's details",
  "translate.schoolNothing": "Fill in the school's details first: there is nothing to translate yet.",
  "translate.disclosureTitle": "the public disclosure's texts",
  "translate.disclosureBack": "Back to Public disclosure",
  "translate.disclosureLinks": "Translate the disclosure's texts",
  "translate.disclosureNothing":
    "The disclosure has no texts to translate yet: qualifications, designations, fee notes and remarks appear here once they are filled in. Names and years stay as they are.",
  "translate.pageIntro":
    "The English is on the left, your translation on the right, part by part. A part you leave untranslated is shown to visitors in English, with a note in their language.",
  "translate.pagePart": "Part {n}",
  "translate.pageNotTranslated": "Not translated: visitors read the English.",
  "translate.pageStart": "Translate this part",
  "translate.pageLeave": "Leave in English",
  "translate.pageWordless": "Nothing to translate: photos and messages show as they are.",
  "translate.pageBack": "Back to the page",
  "translate.pageTitle": "Title",
  "translate.pageDescription": "Short description",
  "translate.pageLoading": "Loading the translation editor…",
  "translate.itemBack": "Back to the {singular}",
  "translate.itemSee": "See it on the website",
  "translate.menuTitle": "the menu's own names",
  "translate.menuBack": "Back to the website menu",
  "translate.menuLinks": "Translate the menu's own names",
  "translate.menuNothing":
    "Every name in the menu is one the website already shows in this language (or the title of a page you translate). Names you write yourself appear here.",
} as const;

export type StaffTranslateKey = keyof typeof enStaffTranslate;
