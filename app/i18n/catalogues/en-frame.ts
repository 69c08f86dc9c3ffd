/**
 * The English words of the frame (skip link, header, footer, error screens): the part of
 * the catalogue the staff area's browser bundle carries, since it renders the same root
 * and error screen when it hydrates (app/i18n/i18n-context.tsx). The rest of en.ts is read
 * on the server only, so a longer catalogue costs the staff bundle nothing.
 */
export const enFrame = {
  // The frame of every public page.
  "layout.skipLink": "Skip to content",
  "layout.menu": "Menu",
  "layout.close": "Close",
  "layout.closeMenu": "Close menu",
  "layout.mainNav": "Main",
  "layout.breadcrumb": "Breadcrumb",
  "layout.home": "Home",
  "layout.enquire": "Enquire for admission",
  "layout.enquireShort": "Enquire",
  "layout.call": "Call",
  "layout.whatsapp": "WhatsApp",
  "layout.whatsappText": "Hello, I would like to enquire about admission at {school}.",
  "layout.quickContact": "Quick contact",
  "layout.newTab": "(opens in a new tab)",
  "layout.otherSite": "(another website)",
  "layout.languages": "Languages",
  "layout.offer": "Read this page in English",
  "layout.untranslated": "This part has not been translated yet; it is shown in English.",
  "footer.about": "About the school",
  "footer.logo": "{school} logo",
  "footer.quickLinks": "Quick Links",
  "footer.aboutUs": "About Us",
  "footer.contactUs": "Contact Us",
  "footer.erp": "ERP Software",
  "footer.parentPortal": "Parent Portal",
  "footer.feePayment": "Online Fee Payment",
  "footer.getInTouch": "Get In Touch",
  "footer.app": "Download Mobile App",
  "footer.appText": "Fees, attendance, homework and circulars on your phone with the parents' app.",
  "footer.googlePlay": "Get it on Google Play",
  "footer.appStore": "Download on the App Store",
  "footer.copyright": "© {start}–{year} {school}. All rights reserved.",
  // The error screen (spec section 2) and the 404's ways on.
  "error.title": "Unexpected Application Error!",
  "error.generic": "Something went wrong. Please try again later.",
  "error.notFound": "Sorry, there is no page at this address.",
  "error.notFoundTitle": "Page not found",
  "error.failedTitle": "Something went wrong",
  "error.code": "(error {status})",
  "error.goHome": "Go to the home page",
  "notFound.heading": "We could not find that page",
  "notFound.intro": "It may have moved, or the address may have a typing mistake. These pages can help:",
  "notFound.home": "Home page",
  "notFound.admission": "Admission enquiry",
  "notFound.contact": "Contact the school",
  "notFound.sections": "Main sections of the website",
  // A photo staff have not described yet, by its tab and place: plain placeholders, since the
  // staff's page previews draw photos in the browser too.
  "photo.undescribed": "{tab}, photo {n}",
  "photo.undescribedNoTab": "Photo, photo {n}",
  // A person card's link when staff wrote no words for it, and a block of figures without a title.
  "content.viewMore": "VIEW MORE",
  "content.figures": "Figures",
} as const satisfies Record<string, string>;
