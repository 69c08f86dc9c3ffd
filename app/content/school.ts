/**
 * The school's identity, in one place. Every value below is a clearly marked
 * demo placeholder: a school replaces them here (name, contacts, links) and
 * the header, footer, contact page and meta tags follow.
 */
export const school = {
  name: "Tiny Vision Model School",
  /** Used for the header menu group and pages such as /tvmhs. */
  abbreviation: "TVMS",
  tagline: "Kindergarten · Primary (1st–7th) · High School (8th–10th) · State Board (SSC)",
  founded: 1980,
  address: {
    lines: ["Plot 12, Demo Nagar, Near Placeholder Chowk", "Pune, Maharashtra 411000", "India"],
  },
  phones: [
    { label: "Office", display: "+91 20 0000 0001", tel: "+912000000001" },
    { label: "Admissions", display: "+91 98000 00002", tel: "+919800000002" },
  ],
  email: "office@example.com",
  map: {
    /** Shown as a link; the embedded frame loads only when a visitor asks. */
    label: "Tiny Vision Model School on the map",
    link: "https://www.google.com/maps/search/?api=1&query=18.5204,73.8567",
    embed: "https://www.google.com/maps?q=18.5204,73.8567&output=embed",
  },
  links: {
    parentPortal: "https://parents.example.com/",
    onlineFeePayment: "https://fees.example.com/",
    erpPortal: "https://erp.example.com/",
    appStore: "https://apps.apple.com/app/id0000000000",
    playStore: "https://play.google.com/store/apps/details?id=com.example.school",
    videoChannel: "https://www.youtube.com/@example-school",
    messaging: "https://wa.me/919800000002",
    /** The old site had an empty photo-sharing link; left empty, it is not shown. */
    photoSharing: "",
  },
  copyrightStart: 2023,
} as const;

export type School = typeof school;
