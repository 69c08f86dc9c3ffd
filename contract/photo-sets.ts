/**
 * Photo sets of the static and tabbed pages (spec section 2): page route,
 * tab names in order, and how many photos each tab shows. The photos
 * themselves are files in the store (page_photos table), which staff replace;
 * these counts are what the demo content generates and what tests check.
 */
interface PhotoTab {
  /** Tab name as shown; also the key of its photos in the store. */
  name: string;
  count: number;
  /** URL-safe id used in ?tab= and element ids. */
  slug: string;
}

export interface PhotoSet {
  page: string;
  tabs: PhotoTab[];
}

const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const set = (page: string, tabs: [string, number][]): PhotoSet => ({
  page,
  tabs: tabs.map(([name, count]) => ({ name, count, slug: slugify(name) })),
});

export const photoSets = {
  ourInfrastructure: set("our-infrastructure", [
    ["Assembly", 12],
    ["Computer Lab", 5],
    ["Library", 12],
    ["Science Lab", 23],
    ["Staff Room", 2],
    ["English Lab", 12],
    ["Interactive classroom learning", 12],
    ["Audio Visual Room", 3],
    ["Interactive Classroom", 12],
  ]),
  activities: set("activities", [
    ["Badminton", 12],
    ["Kabbadi", 8],
    ["Skating Rink", 10],
    ["Volley Ball Ground", 12],
    ["Table Tennis", 9],
    ["Art And Craft", 4],
    ["Drawing", 6],
    ["Chess", 3],
    ["Dance", 10],
    ["Drawing Activity", 5],
    ["Karate", 9],
    ["Music", 5],
    ["Synthesizer", 1],
    ["Tabla", 4],
    ["Yoga", 5],
  ]),
  coCurricular: set("co-curricular-activities", [
    ["Debate Competition", 5],
    ["Drawing Competition", 6],
    ["Elocution Competition", 8],
    ["Reflective Thursday", 9],
    ["School Song Details", 2],
    ["Story Telling", 8],
    ["Math's Activity", 4],
    ["Map Activity", 6],
    ["Interhouse Competition", 11],
    ["Bhartiya Sanskriti G. Pariwar", 1],
    ["Christmas", 2],
    ["Independence Day", 8],
    ["Workshop", 1],
    ["Physical Education", 4],
  ]),
  kindergarten: set("kindergarten", [
    ["School Premises", 12],
    ["Class Overview", 20],
    ["Students Entry - First Day Snapshots", 10],
    ["Recreational Rooms", 10],
  ]),
  examination: set("examination", [
    ["English Olympiad", 3],
    ["Hindi Rashtrabhasha", 4],
    ["Math's Concept Exam", 4],
    ["Math's Olympiad", 5],
    ["Olympiad Exam", 5],
    ["Scholarship Exam", 5],
    ["Science Olympiad", 4],
    ["Vidyarthi Vigyaaan Manthan", 4],
  ]),
  shinningStars: set("shinning-stars", [["Bulletin Board", 6]]),
  achievements: set("achievements", [
    ["Aakashwani Event", 6],
    ["Science Competition", 6],
    ["Inter School Quiz", 6],
  ]),
  concert: set("concert", [
    ["Concert 2024", 40],
    ["Concert 2023", 44],
  ]),
  activityRoom: set("activity-room", [["Activity Room", 12]]),
  guestLectures: set("guest-lectures", [["Guest Lectures", 4]]),
  home: set("home", [
    ["Slides", 10],
    ["Specials", 6],
    ["Facilities", 8],
  ]),
  // Single photos of text pages; staff can replace each one.
  singles: set("pages", [
    ["mission", 1],
    ["smart-class", 1],
    ["RCNV", 1],
    ["conquer-thyself", 1],
    ["toppers", 1],
    ["coming-soon", 1],
    ["why-choose-us", 1],
    ["history", 1],
    ["director-desk", 1],
    ["headmistress-desk", 1],
    ["principal-desk-primary", 1],
    ["principal-desk-high", 1],
    ["president", 1],
    ["erp-software", 2],
    ["twinkle-hall", 1],
    ["alumni", 3],
  ]),
} satisfies Record<string, PhotoSet>;

export const allPhotoSets: PhotoSet[] = Object.values(photoSets);
