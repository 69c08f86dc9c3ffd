import type { SchoolView } from "../../../contract/school-profile-rules.ts";
import { page as mission } from "../../content/pages/mission.ts";
import { page as leadership } from "../../content/pages/tvmhs.ts";
import { page as vision } from "../../content/pages/vision.ts";
import { routeInfo } from "../../content/site-map.ts";

/**
 * The home page's own words and links (spec section 2, Home). Photos come
 * from the store (photo set "home" and the single photos of "pages"); the
 * lists from the content API. The school's name and links come from its
 * profile (useSchool()), so the texts that name it are functions of it.
 */

export interface HomeLink {
  label: string;
  href: string;
}

const page = (path: string): HomeLink => ({ label: routeInfo(path).title, href: path });

/** Captions of the 10 fixed slides, in order; each slide also gets the two buttons below. */
export const slideCaptions = (school: SchoolView): string[] => [
  `Welcome to ${school.name}`,
  "Learning through play in our kindergarten",
  "Smart classrooms for curious minds",
  "Well-equipped science and computer laboratories",
  "A library that opens new worlds",
  "Sports and fitness every day",
  "Music, dance, art and drama",
  "A 100% SSC result, year after year",
  school.founded ? `Values, discipline and care since ${school.founded}` : "Values, discipline and care",
  "Admissions are open: come and visit us",
];

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

export const about = (school: SchoolView) => ({
  heading: `Welcome to ${school.name}`,
  paragraphs: [
    `Founded in ${school.founded ?? "the early years"} by a teaching couple, ${school.name} has grown from two rented rooms into a school that takes children from Nursery to the 10th standard on one campus, following the State Board (SSC) curriculum.`,
    "We believe every child can learn and grow with sound teaching, individual attention and a safe, disciplined and caring environment. Alongside studies, our students play sport, learn music, dance and art, and take part in competitions, clubs and celebrations all year round.",
  ],
  link: { label: "Read our history", href: "/history" },
});

export const why = (school: SchoolView) => ({
  heading: `Why choose ${school.abbreviation}?`,
  points: [
    "Experienced, caring teachers and small groups in the early years",
    "A 100% SSC result in 2023-24 and 2024-25",
    "Smart classrooms, laboratories and a well-stocked library",
    "CCTV, trained security staff and controlled entry",
    "Sports, arts, clubs and competitions for every student",
    "A parent portal and mobile app that keep families informed",
  ],
  alt: `Students and teachers at ${school.name}`,
});

/** Captions of the "special about us" photos (photo set home, tab Specials), in order. */
export const specials = {
  heading: "What's special about us",
  captions: [
    "Smart classes",
    "Skating rink",
    "Olympiads and scholarship exams",
    "Music and dance",
    "Safe and secure campus",
    "Parent portal and mobile app",
  ],
};

/** Captions of the facilities photos (photo set home, tab Facilities), in order. */
export const facilities = {
  heading: "Our facilities",
  captions: [
    "Library",
    "Science laboratory",
    "Computer laboratory",
    "English laboratory",
    "Audio visual room",
    "Assembly hall",
    "Twinkle Hall",
    "Activity room",
  ],
  link: { label: "See all our infrastructure", href: "/our-infrastructure" },
};

export interface LeaderCard {
  name: string;
  role: string;
  /** Tab of the single photos (page "pages") holding the leader's photo. */
  photo: string;
  href: string;
}

const peopleBlock = leadership.blocks.find((b) => b.type === "people");

/** The leader cards of the /tvmhs page, so names are kept in one place. */
export const desk = {
  heading: "From the desk",
  linkLabel: "View more",
  leaders: (peopleBlock?.type === "people" ? peopleBlock.people : []).flatMap((p): LeaderCard[] =>
    p.photo && p.href ? [{ name: p.name, role: p.role, photo: p.photo, href: p.href }] : [],
  ),
};

export const sections = {
  heading: "Our sections",
  cards: [
    {
      title: "Kindergarten",
      text: "Nursery, KG-I and KG-II: learning through play, rhymes, stories and art in bright, safe rooms.",
      href: "/kindergarten",
    },
    {
      title: "Primary Section",
      text: "1st to 7th standard: strong foundations in languages, mathematics and science.",
      href: "/primary-section",
    },
    {
      title: "High School",
      text: "8th to 10th standard: SSC preparation with a regular test series and a 100% result.",
      href: "/high-school",
    },
  ],
  linkLabel: "Learn more",
};

const firstParagraph = mission.blocks.find((b) => b.type === "paragraph");
const visionQuote = vision.blocks.find((b) => b.type === "quote");

export const missionVision = {
  mission: {
    heading: "Our Mission",
    text: firstParagraph?.type === "paragraph" ? firstParagraph.text : "",
    href: "/mission",
  },
  vision: {
    heading: "Our Vision",
    text: visionQuote?.type === "quote" ? visionQuote.text : "",
    href: "/vision",
  },
  linkLabel: "Read more",
};

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
