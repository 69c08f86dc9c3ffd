/**
 * One file of paths: every route of the route table (spec section 2) with its
 * page title and breadcrumb group, and the header menu built from them.
 */
interface SiteRoute {
  path: string;
  title: string;
  /** Menu group shown in the breadcrumb between Home and the page. */
  trail: string[];
  description: string;
}

const r = (path: string, title: string, group: string | null, description: string): SiteRoute => ({
  path,
  title,
  trail: group ? [group] : [],
  description,
});

/** The menu group named after the school's short name (spec section 2); build-time route data. */
const A = "TVMS";

export const siteRoutes: SiteRoute[] = [
  r("/", "Home", null, "kindergarten, primary and high school (State Board, SSC)."),
  r("/history", "History", "About Us", "How the school began in 1980 and grew."),
  r("/our-inspiration", "Our Inspiration", "About Us", "The people and ideas that inspire the school."),
  r("/president-philosophy", "President's Philosophy", "About Us", "The president's message to parents and students."),
  r("/principal-desk", "Principal's Desk", "About Us", "Messages from the primary and high school principals."),
  r("/director-desk", "Director's Desk", "About Us", "A message from the director."),
  r("/headmistress-desk", "Headmistress's Desk", "Kindergarten Zone", "A message from the kindergarten headmistress."),
  r("/achievements", "Achievements", "News & Events", "Competition results and prizes won by our students."),
  r("/eligibility-criteria", "Eligibility Criteria", "Admission", "Age rules and documents needed for admission."),
  r("/concert", "Concert", "Student Life", "Photos of the annual concerts."),
  r("/twinkle-hall", "Twinkle Hall", "Kindergarten Zone", "The kindergarten's activity hall."),
  r("/smart-board", "Smart Board", "School infrastructure", "Smart boards in our classrooms."),
  r("/smart-class", "Smart Class", "School infrastructure", "How smart classes help students learn."),
  r("/activity-room", "Activity Room", "Kindergarten Zone", "Photos of the kindergarten activity room."),
  r(
    "/technology-integration",
    "Technology Integration",
    "School infrastructure",
    "Technology in teaching and learning.",
  ),
  r("/safety-security", "Safety & Security", "School Policies", "How the school keeps children safe."),
  r("/cleanliness-discipline", "Cleanliness & Discipline", "School Policies", "Rules on cleanliness and discipline."),
  r("/code-conduct", "Code of Conduct", "School Policies", "The school's code of conduct."),
  r("/attendance-policy", "Attendance Policy", "School Policies", "Timings, attendance rules, holidays and meetings."),
  r("/SSC-Examination", "SSC Examination", "News & Events", "SSC results and top rankers."),
  r("/annual-sports", "Annual Sports", "Student Life", "The annual sports meet, held since 2007."),
  r("/faqs", "FAQs", "More Info", "Answers to questions parents often ask."),
  r("/RCNV", "Interact Club", "Student Life", "The school's Interact Club."),
  r(
    "/our-infrastructure",
    "Our Infrastructure",
    "School infrastructure",
    "Photos of classrooms, labs, library and more.",
  ),
  r("/admission-enquire", "Admission Enquiry", "Admission", "Send an admission enquiry to the school."),
  r("/contact", "Contact Us", null, "Address, phone numbers, e-mail and map."),
  r("/alumni", "Alumni", "More Info", "Former students of the school."),
  r(
    "/mandatory-public-disclosure",
    "Mandatory Public Disclosure",
    "More Info",
    "Affiliation details, certificates, fees, results, staff and infrastructure, as CBSE requires.",
  ),
  r("/tvmhs", `${A} Leadership`, A, "The school's leaders and their messages."),
  r("/testimonials", "Testimonials", "More Info", "What parents and students say about the school."),
  r("/admission-procedure", "Admission Procedure", "Admission", "How to apply, age rules and documents."),
  r("/fees", "Fees", "Admission", "Fees for each class: the amount a year, instalments and notes."),
  r("/vision", "Vision", "About Us", "The school's vision."),
  r("/mission", "Mission", "About Us", "The school's mission."),
  r("/coming-soon", "Coming Soon", null, "This page is being prepared."),
  r("/events", "Upcoming Events", "News & Events", "Events at the school, with dates, times and venues."),
  r("/video-gallery", "Video Gallery", "Gallery", "Videos of school events."),
  r("/activities", "Activities", "Student Life", "Sports, arts and hobbies at the school."),
  r("/student-council", "Student Council", "Student Life", "The student council, since 2012."),
  r("/photo-gallery", "Campus Life", "Gallery", "Photo albums of school events."),
  r("/sub-gallery", "Album", "Gallery", "Photos of one album."),
  r("/news", "Latest News", "News & Events", "News and announcements from the school."),
  r("/guest-lectures", "Guest Lectures", "Student Life", "Guest lectures for students, parents and teachers."),
  r("/erp-software", "ERP Software", A, "The school's ERP software for parents and staff."),
  r(
    "/co-curricular-activities",
    "Co-Curricular Activities",
    "Student Life",
    "Competitions, celebrations and workshops.",
  ),
  r("/kindergarten", "Kindergarten", "Kindergarten Zone", "Our kindergarten: rooms, classes and first days."),
  r("/primary-section", "Primary Section", A, "Curriculum for 1st to 7th standard."),
  r("/high-school", "High School", A, "8th to 10th standard and SSC preparation."),
  r("/conquer-thyself", "Conquer Thyself", A, "The school's motto and aim."),
  r("/tvms-faculty", `${A} Faculty`, A, "Our qualified teachers."),
  r("/tc", "Transfer Certificate", "Admission", "Download a transfer certificate."),
  r("/examination", "Examination", "News & Events", "Olympiads and competitive exams."),
  r("/shinning-stars", "Shinning Stars", "News & Events", "The bulletin board of our shining stars."),
  r("/toppers", "Toppers", "News & Events", "SSC 2023-24 toppers."),
  r("/general-guidelines", "General Guidelines", "School Policies", "Instructions to parents."),
  r("/newsletter", "Newsletter", "News & Events", "School newsletters by year."),
  r("/media-gallery", "Media Gallery", "Gallery", "The school in the media."),
];

// Marked pure so that a bundle importing this module for something else leaves the table out when unused.
export const routeByPath: Map<string, SiteRoute> = /* @__PURE__ */ (() =>
  new Map(siteRoutes.map((s) => [s.path, s])))();

export function routeInfo(path: string): SiteRoute {
  const found = routeByPath.get(path);
  if (!found) throw new Error(`No site route for ${path}`);
  return found;
}

interface MenuLink {
  label: string;
  href: string;
  external?: boolean;
}
export interface MenuGroup {
  label: string;
  links: MenuLink[];
}

const soon = (label: string): MenuLink => ({ label, href: "/coming-soon" });
const l = (label: string, href: string): MenuLink => ({ label, href });

/** Header menu groups of spec section 2, in order. */
export const menu: MenuGroup[] = [
  {
    label: "About Us",
    links: [
      l("History", "/history"),
      l("Our Inspiration", "/our-inspiration"),
      l("President's Philosophy", "/president-philosophy"),
      l("Director's Desk", "/director-desk"),
      l("Principal's Desk", "/principal-desk"),
      l("Vision", "/vision"),
      l("Mission", "/mission"),
      soon("Administration"),
    ],
  },
  {
    label: "Admission",
    links: [
      l("Admission Enquiry", "/admission-enquire"),
      l("Admission Procedure", "/admission-procedure"),
      l("Fees", "/fees"),
      l("Eligibility Criteria", "/eligibility-criteria"),
      l("Transfer Certificate", "/tc"),
      soon("School Brochure"),
      soon("Application Forms"),
    ],
  },
  {
    label: "Student Life",
    links: [
      l("Activities", "/activities"),
      l("Co-Curricular Activities", "/co-curricular-activities"),
      l("Annual Sports", "/annual-sports"),
      l("Concert", "/concert"),
      l("Student Council", "/student-council"),
      l("Interact Club", "/RCNV"),
      l("Guest Lectures", "/guest-lectures"),
      soon("Sports & Games"),
    ],
  },
  {
    label: "News & Events",
    links: [
      l("Latest News", "/news"),
      l("Upcoming Events", "/events"),
      l("Newsletter", "/newsletter"),
      l("Achievements", "/achievements"),
      l("Examination", "/examination"),
      l("SSC Examination", "/SSC-Examination"),
      l("Toppers", "/toppers"),
      l("Shinning Stars", "/shinning-stars"),
    ],
  },
  {
    label: "Gallery",
    links: [
      l("Campus Life", "/photo-gallery"),
      l("Video Gallery", "/video-gallery"),
      l("Media Gallery", "/media-gallery"),
      soon("Alumni News"),
    ],
  },
  {
    label: "Kindergarten Zone",
    links: [
      l("Kindergarten", "/kindergarten"),
      l("Headmistress's Desk", "/headmistress-desk"),
      l("Twinkle Hall", "/twinkle-hall"),
      l("Activity Room", "/activity-room"),
    ],
  },
  {
    label: "School infrastructure",
    links: [
      l("Our Infrastructure", "/our-infrastructure"),
      l("Smart Board", "/smart-board"),
      l("Smart Class", "/smart-class"),
      l("Technology Integration", "/technology-integration"),
      soon("Maths Lab"),
      soon("Virtual Tour"),
    ],
  },
  {
    label: A,
    links: [
      l(`${A} Leadership`, "/tvmhs"),
      l("Conquer Thyself", "/conquer-thyself"),
      l(`${A} Faculty`, "/tvms-faculty"),
      l("Primary Section", "/primary-section"),
      l("High School", "/high-school"),
      l("ERP Software", "/erp-software"),
      soon("Parental Involvement"),
    ],
  },
  {
    label: "School Policies",
    links: [
      l("Attendance Policy", "/attendance-policy"),
      l("General Guidelines", "/general-guidelines"),
      l("Code of Conduct", "/code-conduct"),
      l("Safety & Security", "/safety-security"),
      l("Cleanliness & Discipline", "/cleanliness-discipline"),
    ],
  },
  { label: "Contact Us", links: [l("Contact Us", "/contact")] },
  { label: "Teachers Recruitment", links: [soon("Teachers Recruitment")] },
  {
    label: "More Info",
    links: [
      l("FAQs", "/faqs"),
      l("Testimonials", "/testimonials"),
      l("Alumni", "/alumni"),
      l("Mandatory Public Disclosure", "/mandatory-public-disclosure"),
      soon("Blog"),
    ],
  },
];

/**
 * The built-in menu as a school sees it: the group named after the school's
 * short name (and its entries that start with it) carry the profile's short
 * name, so a school that has not stored its own menu never shows another's.
 */
export function menuFor(shortName: string): MenuGroup[] {
  const name = shortName.trim() || "Our School";
  const swap = (label: string) =>
    label === A ? name : label.startsWith(`${A} `) ? `${name}${label.slice(A.length)}` : label;
  return menu.map((g) => ({ label: swap(g.label), links: g.links.map((x) => ({ ...x, label: swap(x.label) })) }));
}
