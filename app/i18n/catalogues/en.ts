/**
 * The site's own words in English: the source catalogue (issue 29). Every
 * other language ships the same keys (catalogues.test.ts fails when one
 * lacks a key or a placeholder). Messages are ICU MessageFormat, read on
 * the server by intl-messageformat (docs/decisions/006). The spec's texts
 * are here exactly as the spec writes them.
 */
export const en = {
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
  // The admission enquiry form (spec sections 4, 5 and 7).
  "enquiry.intro":
    "Tell us about your child and the class you are looking for. Our admissions office will call or e-mail you about the next steps.",
  "enquiry.whatNext": "What happens next",
  "enquiry.requiredNote": "All fields are required.",
  "enquiry.label.academicYear": "Academic Year",
  "enquiry.label.name": "Student Name",
  "enquiry.label.fatherName": "Parent Name",
  "enquiry.label.phone": "Mobile Number",
  "enquiry.label.email": "Email",
  "enquiry.label.school": "School Board",
  "enquiry.label.class": "Class",
  "enquiry.label.consent":
    "I am the child's parent or guardian, and I agree that the school may use these details to answer this admission enquiry.",
  "enquiry.hint.phone": "10 digits; spaces, dashes, +91 or a leading 0 are fine.",
  "enquiry.privacy.heading": "Your privacy",
  "enquiry.privacy.1":
    "We ask for the student's name, a parent's name, a mobile number, an e-mail address, the class and the board only to reply to this admission enquiry. The school's admissions office alone reads them; they are not shared or used for anything else.",
  "enquiry.privacy.2":
    "Under India's Digital Personal Data Protection Act, 2023, we need your consent to process your child's details. You can ask the school office at any time to see, correct or delete them, or to withdraw your consent.",
  "enquiry.privacy.contact": "Contact the school office",
  "enquiry.errorSummary": "Please correct the following:",
  "enquiry.submit": "Submit",
  "enquiry.submitting": "Submitting...",
  "enquiry.error.name": "Please enter the student name",
  "enquiry.error.fatherName": "Please enter the parent name",
  "enquiry.error.phoneBlank": "Please enter mobile number",
  "enquiry.error.phoneInvalid": "Enter a valid 10-digit mobile number",
  "enquiry.error.emailBlank": "Please enter email",
  "enquiry.error.emailInvalid": "Enter a valid email address",
  "enquiry.error.consent": "Please confirm your consent to send this enquiry",
  "enquiry.error.academicYear": "Choose an academic year",
  "enquiry.error.school": "Choose a school board",
  "enquiry.error.class": "Choose a class",
  "enquiry.error.tooLong": "Too long",
  "enquiry.error.badCharacters": "Please remove the unusual characters from this field",
  "enquiry.success": "✅ Your form was submitted successfully.",
  "enquiry.next":
    "What happens next: the admissions office will call you on the mobile number you gave within two working days to answer your questions and invite you to visit the school. Please keep your phone handy.",
  "enquiry.failure": "❌ There was an error submitting the form. Please try again.",
  // "Get school alerts on this phone" (issue 30: Web Push), in the footer of every page.
  "push.heading": "School alerts on this phone",
  "push.intro": "Get a notification when the school posts an urgent alert, news or an event. No app needed.",
  "push.topics": "Send me",
  "push.topic.urgent": "Urgent alerts",
  "push.topic.news": "News and circulars",
  "push.topic.events": "Events",
  "push.subscribe": "Get school alerts on this phone",
  "push.unsubscribe": "Stop school alerts on this phone",
  "push.on": "Alerts are on for this phone.",
  "push.off": "Alerts are off for this phone.",
  "push.chooseTopic": "Choose at least one kind of alert.",
  "push.denied": "Notifications are blocked for this site. Allow them in your browser's site settings, then try again.",
  "push.failed": "Alerts could not be turned on. Please try again.",
  "push.ios":
    "On an iPhone, first add this site to your Home Screen (Share, then Add to Home Screen), open it from there and tap the button.",
  "push.privacy":
    "We keep only the address your browser gives for notifications and the kinds you choose: no name, number or email.",
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof en;
/** A language's catalogue: every key of the English one (the compiler and catalogues.test.ts both check). */
export type Catalogue = Record<MessageKey, string>;
