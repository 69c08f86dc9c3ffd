import type { SchoolView } from "../../../contract/school-profile-rules.ts";
import { routeInfo } from "../../../contract/site-map.ts";

/**
 * The home page's fixed words and links (spec section 2, Home). The school's
 * own texts (slides, welcome, why choose us, specials, facilities, sections,
 * mission and vision) are the stored page "home" (home-texts.ts); photos come
 * from the store (photo set "home" and the single photos of "pages"); the
 * lists from the content API. The school's name and links come from its
 * profile (useSchool()), so the texts that name it are functions of it.
 */

export interface HomeLink {
  label: string;
  href: string;
}

const page = (path: string): HomeLink => ({ label: routeInfo(path).title, href: path });

export const slideButtons: HomeLink[] = [
  { label: "Admission", href: "/admission-enquire" },
  { label: "Contact Us", href: "/contact" },
];

export const highlightsText = {
  heading: "Highlights",
  /** Spec section 4: the one item shown when there are none. */
  placeholder: { title: "Stay tuned", description: "Stay tuned for latest updates", date: "N/A" },
};

export const notificationText = {
  heading: "Notifications",
  reopen: "Notifications",
  close: "Close notifications",
  attachment: "Attachment",
  clickHere: "Click Here",
  /** Where the reader is among several notifications. */
  count: (n: number, of: number) => `${n} of ${of}`,
};

export const erpLink = (school: SchoolView) => ({
  label: "ERP Portal",
  text: "Fees, attendance, report cards and circulars for parents and staff.",
  href: school.links.erpPortal,
});

/** The row of quick-link circles under the highlights. */
export const circleLinks: (HomeLink & { icon: "form" | "certificate" | "camera" | "play" | "news" | "calendar" })[] = [
  { label: "Admission Enquiry", href: "/admission-enquire", icon: "form" },
  { label: "Transfer Certificate", href: "/tc", icon: "certificate" },
  { label: "Campus Life", href: "/photo-gallery", icon: "camera" },
  { label: "Video Gallery", href: "/video-gallery", icon: "play" },
  { label: "Newsletter", href: "/newsletter", icon: "news" },
  { label: "Upcoming Events", href: "/events", icon: "calendar" },
];

/** The words around the stored home texts (home-texts.ts) that are the site's, not the school's. */
export const aboutLink = { label: "Read our history", href: "/history" };

export const whyAlt = (school: SchoolView) => `Students and teachers at ${school.name}`;

export const facilitiesLink = { label: "See all our infrastructure", href: "/our-infrastructure" };

export const desk = { heading: "From the desk", linkLabel: "View more" };

export const sidebar = (school: SchoolView) => ({
  label: "Student's corner and links",
  studentsCorner: {
    label: "Student's corner",
    links: [page("/kindergarten"), page("/primary-section"), page("/high-school")],
  },
  parentPortal: { label: "Parent Portal", href: school.links.parentPortal },
  socialHeading: "Follow us",
  /** Empty addresses (the photo-sharing link) are left out. */
  social: [
    { label: "Video channel", href: school.links.videoChannel, icon: "video" as const },
    { label: "Message us", href: school.links.messaging, icon: "chat" as const },
    { label: "Photos", href: school.links.photoSharing, icon: "photo" as const },
  ].filter((s) => s.href !== ""),
});

/** Spec section 2: Quick links, in order. Entries with no page on the old site lead to /coming-soon. */
export const quickLinks: HomeLink[] = [
  { label: "Mandatory Disclosure", href: "/mandatory-public-disclosure" },
  page("/alumni"),
  page("/tvmhs"),
  page("/testimonials"),
  { label: "Student Login", href: "/coming-soon" },
  page("/admission-procedure"),
  page("/our-infrastructure"),
  page("/achievements"),
];

/** Spec section 2: Other links, in order. */
export const otherLinks: HomeLink[] = [
  page("/events"),
  page("/news"),
  page("/history"),
  page("/mission"),
  page("/vision"),
  page("/director-desk"),
  page("/president-philosophy"),
  page("/principal-desk"),
  page("/headmistress-desk"),
];

export const newsText = {
  heading: "Latest News",
  pause: "Pause scrolling",
  listLabel: "News, scrolling",
  /** The latest ones only, as the provider's news list (not the archive) gave; the page /news has them all. */
  limit: 20,
  all: { label: "All news", href: "/news" },
  /** Spec section 4: shown when there is no news. */
  placeholders: [
    { title: "News Title", description: "Stay tuned for latest updates" },
    { title: "News Title", description: "Stay tuned for latest updates" },
  ],
};

export const eventsText = {
  heading: "Upcoming Events",
  all: { label: "All events", href: "/events" },
  /** Spec section 4: fallbacks of a missing field. */
  missing: { title: "Untitled Event", description: "Description not available.", date: "Date not available" },
  /** Spec section 4: shown when there are no events. */
  samples: [
    {
      title: "Annual Sports Meet",
      description: "Track and field events, relays and house competitions for every standard. Dates will be announced.",
      time: "",
      venue: "School ground",
    },
    {
      title: "Annual Day",
      description: "Music, dance and drama by our students. Dates will be announced.",
      time: "",
      venue: "School auditorium",
    },
  ],
  /** At most this many events on the home page (spec section 9). */
  limit: 5,
};

export const registrationText = {
  heading: "Online Registration",
  empty: "No registrations are open at the moment.",
};
