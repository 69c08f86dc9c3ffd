import type { SchoolView } from "../../../contract/school-profile-rules.ts";
import { routeInfo } from "../../../contract/site-map.ts";
import type { MessageKey } from "../../i18n/i18n-context.tsx";

/**
 * The home page's fixed links and the catalogue keys of its words (spec
 * section 2, Home; the words themselves are in app/i18n/catalogues, in each
 * language). The school's own texts (slides, welcome, why choose us,
 * specials, facilities, sections, mission and vision) are the stored page
 * "home" (home-texts.ts); photos come from the store; the lists from the
 * content API; the school's name and links from its profile (useSchool()).
 */

/** A link of the home page: its words are a catalogue key, or a built-in page's name (translated by siteLabel). */
export interface HomeLink {
  href: string;
  key?: MessageKey;
  /** A built-in page's English name (contract/site-map.ts). */
  name?: string;
}

const page = (path: string): HomeLink => ({ name: routeInfo(path).title, href: path });

export const slideButtons: HomeLink[] = [
  { key: "home.slide.admission", href: "/admission-enquire" },
  { key: "home.slide.contact", href: "/contact" },
];

/** The row of quick-link circles under the highlights. */
export const circleLinks: (HomeLink & { icon: "form" | "certificate" | "camera" | "play" | "news" | "calendar" })[] = [
  { ...page("/admission-enquire"), icon: "form" },
  { ...page("/tc"), icon: "certificate" },
  { ...page("/photo-gallery"), icon: "camera" },
  { ...page("/video-gallery"), icon: "play" },
  { ...page("/newsletter"), icon: "news" },
  { ...page("/events"), icon: "calendar" },
];

export const aboutLink: HomeLink = { key: "home.aboutLink", href: "/history" };
export const facilitiesLink: HomeLink = { key: "home.facilitiesLink", href: "/our-infrastructure" };

export const sidebarLinks = (school: SchoolView) => ({
  studentsCorner: [page("/kindergarten"), page("/primary-section"), page("/high-school")],
  parentPortal: school.links.parentPortal,
  /** Empty addresses (the photo-sharing link) are left out. */
  social: [
    { key: "home.sidebar.video" as const, href: school.links.videoChannel, icon: "video" as const },
    { key: "home.sidebar.message" as const, href: school.links.messaging, icon: "chat" as const },
    { key: "home.sidebar.photos" as const, href: school.links.photoSharing, icon: "photo" as const },
  ].filter((s) => s.href !== ""),
});

/** Spec section 2: Quick links, in order. Entries with no page on the old site lead to /coming-soon. */
export const quickLinks: HomeLink[] = [
  { key: "home.quick.disclosure", href: "/mandatory-public-disclosure" },
  page("/alumni"),
  page("/tvmhs"),
  page("/testimonials"),
  { key: "home.quick.studentLogin", href: "/coming-soon" },
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

/** The latest ones only, as the provider's news list (not the archive) gave; the page /news has them all. */
export const NEWS_LIMIT = 20;
/** At most this many events on the home page (spec section 9). */
export const EVENTS_LIMIT = 5;

/** Spec section 4: the two events shown when there are none. */
export const sampleEvents = [
  { title: "home.events.sample1", description: "home.events.sample1Text", venue: "home.events.sample1Venue" },
  { title: "home.events.sample2", description: "home.events.sample2Text", venue: "home.events.sample2Venue" },
] as const satisfies { title: MessageKey; description: MessageKey; venue: MessageKey }[];
