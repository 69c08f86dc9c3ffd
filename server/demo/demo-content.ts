/**
 * The records of the demo content: a believable State Board (SSC) private
 * school in Maharashtra, kindergarten to 10th standard. Dates are computed
 * from the calendar so the content always spans the current year and the
 * two before it; files are registered with the DemoFiles sink, which returns
 * the path (relative to demo.json) to put in the record.
 */

import type { ContentInput } from "../../contract/content.ts";
import type { SchoolProfile } from "../../contract/school-profile-rules.ts";
import type { DemoCalendar, When } from "./demo-dates.ts";
import { addDays, isoDate, kolkataInstant } from "./demo-dates.ts";
import { demoAdmission, demoSchool } from "./demo-school.ts";
import { demoSchoolTexts } from "./demo-translations.ts";
import { type ImageSpec, illustrationAlt } from "./placeholders.ts";

export interface DemoFiles {
  image(path: string, spec: ImageSpec): string;
  pdf(path: string, title: string, paragraphs: string[]): string;
}

interface DemoTransferCertificate {
  admissionNo: string;
  studentName: string;
  file: string;
}

interface DemoPagePhoto {
  page: string;
  tab: string;
  file: string;
  alt: string;
}

export interface DemoContent {
  schoolCode: string;
  /** The demo school's profile (import key `school`). */
  /** With its texts in Marathi and Hindi (issue 29), as an import file's `school` carries them. */
  school: SchoolProfile & { translations?: Record<string, Record<string, string>> };
  highlights: ContentInput<"highlight">[];
  notifications: ContentInput<"notification">[];
  onlineRegistrations: ContentInput<"onlineRegistration">[];
  news: ContentInput<"news">[];
  events: ContentInput<"event">[];
  messages: ContentInput<"message">[];
  galleries: ContentInput<"gallery">[];
  videos: ContentInput<"video">[];
  testimonials: ContentInput<"testimonial">[];
  circulars: ContentInput<"circular">[];
  media: ContentInput<"media">[];
  transferCertificates: DemoTransferCertificate[];
  pagePhotos: DemoPagePhoto[];
}

const slugify = (s: string): string =>
  s
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const pad2 = (n: number) => String(n).padStart(2, "0");

/** A labelled photo placeholder (960 x 640): `${base}.jpg`, or `${base}/NN.jpg` when numbered. */
function photo(files: DemoFiles, base: string, heading: string, title: string, n?: number): string {
  return files.image(n === undefined ? `${base}.jpg` : `${base}/${pad2(n)}.jpg`, {
    kind: "image",
    heading,
    title,
    number: n === undefined ? undefined : String(n),
    colorKey: `${heading}|${title}`,
  });
}

/** A labelled portrait placeholder (640 x 640, person icon). */
function portrait(files: DemoFiles, folder: string, heading: string, name: string): string {
  return files.image(`${folder}/${slugify(name)}.jpg`, {
    kind: "image",
    heading,
    title: name,
    colorKey: `portrait|${heading}`,
    icon: "person",
    width: 640,
    height: 640,
  });
}

/** A labelled document-page placeholder image (A4-ish portrait). */
function documentImage(files: DemoFiles, folder: string, heading: string, title: string): string {
  return files.image(`${folder}/${slugify(title)}.jpg`, {
    kind: "image",
    heading,
    title,
    colorKey: `document|${heading}`,
    icon: "document",
    width: 640,
    height: 900,
  });
}

// ---------------------------------------------------------------------------

interface HighlightSeed {
  when: When;
  title: string;
  description: string;
}

const HIGHLIGHTS: HighlightSeed[] = [
  {
    when: { days: -12 },
    title: "Admissions open for {ay}",
    description:
      "Admissions are open for Nursery, KG-I, KG-II and Std I to IX. Visit the school office between 9 am and 1 pm or fill in the online enquiry form.",
  },
  {
    when: [0, 5, 27],
    title: "100% result in SSC Board Examination {year}",
    description:
      "All our students passed the SSC examination; 58 scored 90% and above and 151 secured distinction. Congratulations to students, parents and teachers!",
  },
  {
    when: [0, 1, 26],
    title: "Republic Day celebrated with a grand parade",
    description:
      "The school band, scouts and guides led the march past followed by a cultural programme on the theme 'Unity in Diversity'.",
  },
  {
    when: [1, 12, 20],
    title: "Annual Day {year}: 'Rhythms of India'",
    description: "Over 600 students performed folk dances, a musical and a Marathi natak on the school's annual day.",
  },
  {
    when: [1, 11, 14],
    title: "District level science exhibition winners",
    description:
      "Our Std IX team won first prize at the district science exhibition for their rainwater harvesting model.",
  },
  {
    when: [1, 8, 15],
    title: "Independence Day {year}",
    description:
      "Flag hoisting by our chief guest, patriotic songs by the school choir and a drill display by the primary section.",
  },
  {
    when: [2, 12, 8],
    title: "Annual Sports Meet {year}",
    description:
      "Four days of athletics, kabaddi, kho-kho and relay races. Shivaji House lifted the overall championship trophy.",
  },
  {
    when: [2, 6, 21],
    title: "International Yoga Day",
    description: "Students and staff performed surya namaskar and pranayam together on the school ground.",
  },
];

const NEWS: { when: When; title: string; description: string; attach?: "pdf" | "image" }[] = [
  {
    when: [0, 1, 1],
    title: "Happy New Year {year}!",
    description:
      "The management, principal and staff wish all students and parents a happy and healthy new year. Classes resume as per the regular timetable.",
  },
  {
    when: { days: -3 },
    title: "Parent-teacher meeting on the fourth Saturday",
    description:
      "Parents of Std I to X are requested to meet the class teachers between 8:30 and 10:30 am to discuss the unit test results.",
    attach: "pdf",
  },
  {
    when: { days: -18 },
    title: "Admission enquiries for {ay} now open",
    description:
      "Forms are available at the school office and online. Please bring the birth certificate and passport size photographs of the child and both parents.",
    attach: "image",
  },
  {
    when: [0, 1, 12],
    title: "Swami Vivekananda Jayanti and National Youth Day",
    description: "Students of Std VIII presented speeches on the life and teachings of Swami Vivekananda.",
  },
  {
    when: [0, 2, 27],
    title: "Marathi Bhasha Gaurav Din celebrated",
    description:
      "Poetry recitation of Kusumagraj's poems, a book exhibition and a Marathi essay competition were held.",
    attach: "image",
  },
  {
    when: [0, 2, 28],
    title: "National Science Day: students present experiments",
    description: "Young scientists of Std V to IX explained over forty working models to parents and visitors.",
  },
  {
    when: [0, 3, 15],
    title: "Annual examination timetable for Std I to IX",
    description: "The annual examinations begin in the first week of April. The detailed timetable is attached.",
    attach: "pdf",
  },
  {
    when: [0, 5, 27],
    title: "SSC result {year}: 100% once again",
    description: "Our top scorer secured 97.80%. 58 students scored above 90% and 151 passed with distinction.",
    attach: "image",
  },
  {
    when: [0, 6, 15],
    title: "School reopens for the new academic year {ay}",
    description:
      "Students were welcomed with flowers and chocolates. Textbooks and notebooks were distributed on the first day.",
  },
  {
    when: [1, 7, 21],
    title: "Guru Purnima: students honour their teachers",
    description: "Students expressed their gratitude through handmade cards, songs and short speeches.",
  },
  {
    when: [1, 8, 15],
    title: "Independence Day flag hoisting",
    description:
      "The chief guest unfurled the national flag, followed by march past, patriotic songs and a skit on freedom fighters.",
    attach: "image",
  },
  {
    when: [1, 9, 5],
    title: "Teachers' Day: students take charge of the classes",
    description: "Students of Std X conducted classes for the day and organised a programme to thank their teachers.",
  },
  {
    when: [1, 9, 14],
    title: "Hindi Diwas celebration",
    description: "A Hindi elocution competition and kavi sammelan were organised for the secondary section.",
  },
  {
    when: [1, 10, 2],
    title: "Gandhi Jayanti and cleanliness drive",
    description:
      "Students and staff cleaned the school campus and the nearby garden as part of the Swachh Bharat campaign.",
  },
  {
    when: [1, 10, 20],
    title: "Diwali vacation notice",
    description: "The school remains closed for Diwali vacation. Classes resume as per the circular sent to parents.",
    attach: "pdf",
  },
  {
    when: [1, 11, 14],
    title: "Children's Day fun fair",
    description: "Teachers performed a special programme for the children followed by games and food stalls.",
  },
  {
    when: [1, 12, 20],
    title: "Annual Day {year} - thank you parents!",
    description:
      "Thank you to all parents for attending the annual day in such large numbers. Photos are in the gallery.",
  },
  {
    when: [1, 4, 10],
    title: "Summer vacation homework and reading list",
    description: "Class-wise holiday homework and a suggested reading list for the summer vacation are attached.",
    attach: "pdf",
  },
  {
    when: [2, 6, 15],
    title: "Welcome back for {ay}",
    description: "A warm welcome to all students, and especially to our new kindergarten students and their parents.",
  },
  {
    when: [2, 8, 29],
    title: "National Sports Day: inter-house kabaddi finals",
    description: "Tilak House won the inter-house kabaddi tournament held on National Sports Day.",
    attach: "image",
  },
  {
    when: [2, 10, 15],
    title: "Vachan Prerana Din: reading inspiration day",
    description:
      "The library organised a book exhibition and a storytelling session on Dr. A. P. J. Abdul Kalam's birth anniversary.",
  },
  {
    when: [2, 11, 26],
    title: "Constitution Day: reading of the Preamble",
    description: "All students read the Preamble together during the morning assembly.",
  },
  {
    when: [2, 12, 25],
    title: "Christmas celebration in the kindergarten",
    description:
      "Santa Claus visited our little ones with gifts; the children sang carols and decorated a Christmas tree.",
    attach: "image",
  },
  {
    when: [2, 3, 8],
    title: "Women's Day: felicitation of mothers",
    description: "Mothers of our students were felicitated for their achievements in various fields.",
    attach: "pdf",
  },
];

const EVENTS: {
  when: When;
  title: string;
  description: string;
  time: string;
  venue: string;
  attach?: boolean;
}[] = [
  {
    when: { days: 6 },
    title: "Parent-teacher meeting",
    description: "Meet the class teachers to discuss your ward's progress and the unit test results.",
    time: "8:30 AM - 10:30 AM",
    venue: "Respective classrooms",
  },
  {
    when: { days: 15 },
    title: "Inter-house drawing competition",
    description: "Theme: 'My dream city'. Students of Std I to VII should bring their own colours.",
    time: "9:00 AM - 11:00 AM",
    venue: "Art Room",
    attach: true,
  },
  {
    when: { days: 28 },
    title: "Science exhibition {year}",
    description: "Working models and projects by students of Std V to IX. Parents are cordially invited.",
    time: "10:00 AM - 4:00 PM",
    venue: "School Auditorium",
    attach: true,
  },
  {
    when: { days: 45 },
    title: "Kindergarten Fun Day",
    description: "Games, puppet show and a fancy dress parade for Nursery, KG-I and KG-II.",
    time: "9:00 AM - 12:00 PM",
    venue: "Kindergarten Wing",
  },
  {
    when: { days: -9 },
    title: "Unit test I for Std I to X",
    description: "Unit tests are conducted as per the timetable shared with parents.",
    time: "8:30 AM - 10:30 AM",
    venue: "Respective classrooms",
    attach: true,
  },
  {
    when: [0, 1, 26],
    title: "Republic Day celebration",
    description:
      "Flag hoisting, march past and cultural programme. Students must be present in full uniform by 7:30 am.",
    time: "7:45 AM - 10:00 AM",
    venue: "School Ground",
  },
  {
    when: [0, 2, 19],
    title: "Shivaji Maharaj Jayanti",
    description: "Powada singing and a skit on the life of Chhatrapati Shivaji Maharaj by the students of Std VI.",
    time: "9:00 AM - 11:00 AM",
    venue: "School Auditorium",
  },
  {
    when: [0, 6, 21],
    title: "International Yoga Day",
    description: "Common yoga protocol for students and teachers, led by our yoga instructor.",
    time: "7:30 AM - 8:30 AM",
    venue: "School Ground",
  },
  {
    when: [0, 8, 15],
    title: "Independence Day {year}",
    description: "Flag hoisting followed by patriotic songs, speeches and a drill display.",
    time: "7:45 AM - 10:00 AM",
    venue: "School Ground",
  },
  {
    when: [0, 12, 19],
    title: "Annual Day {year}",
    description: "Our annual cultural programme with performances by every class. Entry with invitation passes only.",
    time: "5:00 PM - 9:00 PM",
    venue: "School Auditorium",
    attach: true,
  },
  {
    when: [1, 9, 7],
    title: "Ganesh Utsav in school",
    description: "Ganpati sthapana, aarti and an eco-friendly Ganesh idol making workshop.",
    time: "9:00 AM - 12:00 PM",
    venue: "Twinkle Hall",
  },
  {
    when: [1, 10, 10],
    title: "Navratri Garba and Dandiya",
    description: "Students of Std V to X come in traditional dress for garba and dandiya.",
    time: "11:00 AM - 1:00 PM",
    venue: "School Ground",
  },
  {
    when: [1, 12, 5],
    title: "Annual Sports Meet {year}",
    description: "Track events, relay races and the inter-house march past. Parents are welcome to cheer.",
    time: "8:00 AM - 1:00 PM",
    venue: "School Ground",
    attach: true,
  },
  {
    when: [1, 12, 20],
    title: "Annual Day {year}",
    description: "Theme: 'Rhythms of India' - folk dances, a musical and a Marathi natak.",
    time: "5:00 PM - 9:00 PM",
    venue: "School Auditorium",
  },
  {
    when: [1, 3, 1],
    title: "Kindergarten graduation ceremony",
    description: "KG-II students receive their graduation certificates in caps and gowns.",
    time: "10:00 AM - 12:00 PM",
    venue: "Twinkle Hall",
  },
  {
    when: [2, 11, 14],
    title: "Children's Day celebration",
    description: "A special programme by the teachers, games and a movie show for the students.",
    time: "9:00 AM - 12:30 PM",
    venue: "Audio Visual Room",
  },
  {
    when: [2, 12, 22],
    title: "Christmas carnival",
    description: "Carol singing, a nativity play and a fun fair with food and game stalls.",
    time: "10:00 AM - 2:00 PM",
    venue: "School Ground",
  },
  {
    when: [2, 7, 29],
    title: "Van Mahotsav tree plantation drive",
    description: "Every class plants and adopts a sapling on the campus.",
    time: "8:30 AM - 10:00 AM",
    venue: "School Garden",
  },
];

const GALLERIES: { when: When; title: string; description: string; photos: number; category?: string }[] = [
  {
    when: [0, 1, 26],
    title: "Republic Day {year}",
    description: "Flag hoisting, march past and the cultural programme.",
    photos: 9,
  },
  {
    when: [0, 2, 28],
    title: "Science Day Exhibition {year}",
    description: "Working models by our young scientists.",
    photos: 7,
  },
  {
    when: [1, 12, 20],
    title: "Annual Day {year}",
    description: "Glimpses of 'Rhythms of India', our annual day.",
    photos: 12,
  },
  {
    when: [1, 12, 6],
    title: "Annual Sports Meet {year}",
    description: "Races, relays and the prize distribution.",
    photos: 10,
  },
  {
    when: [1, 11, 14],
    title: "Children's Day {year}",
    description: "Fun, games and a special programme by the teachers.",
    photos: 6,
  },
  {
    when: [1, 9, 8],
    title: "Ganesh Utsav {year}",
    description: "Eco-friendly Ganpati and aarti in the school.",
    photos: 8,
  },
  {
    when: [1, 8, 15],
    title: "Independence Day {year}",
    description: "Patriotic songs, speeches and the drill display.",
    photos: 8,
  },
  {
    when: [1, 6, 21],
    title: "Yoga Day {year}",
    description: "Students and teachers performing yoga together.",
    photos: 5,
  },
  {
    when: [2, 12, 22],
    title: "Christmas Celebration {year}",
    description: "Carols, Santa Claus and the nativity play.",
    photos: 6,
  },
  {
    when: [2, 11, 22],
    title: "Field Trip to Sinhagad Fort",
    description: "Std VI and VII explore the history of the fort.",
    photos: 11,
  },
  {
    when: [2, 10, 28],
    title: "Diwali Rangoli Competition {year}",
    description: "Colourful rangolis made by students of every house.",
    photos: 7,
  },
  {
    when: [2, 3, 4],
    title: "KG Graduation Day {year}",
    description: "Our little graduates in their caps and gowns.",
    photos: 4,
  },
  {
    when: [1, 5, 10],
    title: "Campus Views",
    description: "Our classrooms, labs, library and playground.",
    photos: 6,
    category: "Other",
  },
  {
    when: [2, 5, 2],
    title: "Teachers' Training Workshop",
    description: "Workshop on activity-based learning for our teachers.",
    photos: 4,
    category: "Other",
  },
];

const VIDEOS: { when: When; title: string }[] = [
  { when: [0, 1, 26], title: "Republic Day {year} - March Past" },
  { when: { days: -25 }, title: "Principal's message to parents" },
  { when: [1, 12, 20], title: "Annual Day {year} - Folk Dance Medley" },
  { when: [1, 12, 6], title: "Annual Sports Meet {year} Highlights" },
  { when: [1, 9, 8], title: "Ganesh Utsav {year} in School" },
  { when: [1, 8, 15], title: "Independence Day {year} - School Choir" },
  { when: [1, 6, 21], title: "Yoga Day {year}" },
  { when: [2, 12, 20], title: "Annual Day {year} - Marathi Natak" },
  { when: [2, 11, 14], title: "Children's Day {year} - Teachers' Performance" },
  { when: [2, 2, 28], title: "Science Exhibition {year} Walkthrough" },
];

const TESTIMONIALS: { when: When; name: string; description: string; rating?: number; photo?: boolean }[] = [
  {
    when: { days: -20 },
    name: "Sunita Deshmukh",
    description:
      "My son joined in KG-I and is now in Std VI. The teachers know every child by name and the regular tests have really improved his confidence.",
    rating: 5,
    photo: true,
  },
  {
    when: [0, 2, 10],
    name: "Rajesh Kulkarni",
    description:
      "Excellent SSC results every year and very disciplined environment. The parent portal keeps us informed about homework and fees.",
    rating: 5,
  },
  {
    when: [1, 11, 3],
    name: "Farhana Shaikh",
    description: "The kindergarten is bright and safe. My daughter loves the activity room and the music classes.",
    rating: 4,
    photo: true,
  },
  {
    when: [1, 7, 18],
    name: "Prakash Jadhav",
    description: "Good balance of studies and sports. My daughter represented the school in district level kabaddi.",
  },
  {
    when: [1, 1, 22],
    name: "Anita Menon",
    description: "We moved from Kerala and the teachers helped our son settle down and pick up Marathi very quickly.",
    rating: 5,
    photo: true,
  },
  {
    when: [2, 9, 30],
    name: "Vikram Patil (alumnus, 2015 batch)",
    description:
      "The values and the discipline I learnt here helped me through engineering college. Proud to be an alumnus!",
  },
  {
    when: [2, 6, 25],
    name: "Meenal Joshi",
    description:
      "Teachers are approachable and the parents' meetings are well organised. The transport service could start a little later in the morning.",
    rating: 4,
  },
  {
    when: [2, 4, 12],
    name: "Harpreet Kaur",
    description: "Olympiad and scholarship exam preparation is very good. Both my children have won medals.",
    rating: 5,
    photo: true,
  },
];

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** Newsletters: end of every second month, going back from last month; some as images. */
const NEWSLETTER_COUNT = 10;
const NEWSLETTER_AS_IMAGE = new Set([1, 5]);

const MEDIA: { when: When; title: string; noFile?: boolean }[] = [
  { when: { days: -30 }, title: "Lokmat: School bags district science award" },
  { when: [0, 5, 28], title: "Sakal: 100% SSC result for the school" },
  { when: [0, 1, 27], title: "Maharashtra Times: Republic Day parade" },
  { when: [1, 12, 21], title: "Lokmat: Annual day 'Rhythms of India'" },
  { when: [1, 12, 7], title: "Pudhari: Sports meet winners felicitated" },
  { when: [1, 11, 15], title: "Times of India: Students build rainwater model" },
  { when: [1, 9, 10], title: "Sakal: Eco-friendly Ganpati workshop" },
  { when: [1, 6, 22], title: "Lokmat: Yoga Day in schools", noFile: true },
  { when: [1, 5, 29], title: "Loksatta: SSC toppers of the city" },
  { when: [2, 12, 23], title: "Sakal: Christmas carnival for a cause" },
  { when: [2, 11, 23], title: "Lokmat: Heritage walk at Sinhagad" },
  { when: [2, 8, 30], title: "Pudhari: Kabaddi champions" },
  { when: [2, 6, 16], title: "Maharashtra Times: New session begins", noFile: true },
  { when: [2, 2, 20], title: "Times of India: Olympiad medal winners" },
];

// ---------------------------------------------------------------------------

interface PhotoSetLike {
  page: string;
  tabs: { name: string; count: number; slug: string }[];
}

export function buildDemoContent(cal: DemoCalendar, files: DemoFiles, photoSets: PhotoSetLike[]): DemoContent {
  const highlights = HIGHLIGHTS.map((h, i): ContentInput<"highlight"> => {
    const date = cal.date(h.when);
    const title = cal.fill(h.title, date);
    return {
      _id: `demo-highlight-${pad2(i + 1)}`,
      title,
      description: cal.fill(h.description, date),
      fromDate: date,
      attachments: [photo(files, `highlights/${pad2(i + 1)}-${slugify(title)}`, "Highlight", title)],
    };
  });

  const admissionDate = cal.date({ days: -12 });
  const ay = cal.fill("{ay}", admissionDate);
  const notifications: ContentInput<"notification">[] = [
    {
      title: `Admissions open for ${ay}`,
      description:
        "Admissions are open for Nursery, KG-I, KG-II and Std I to IX. Seats are limited; fill in the enquiry form and our office will call you.",
      image: [photo(files, "notifications/admissions", "Notification", `Admissions open ${ay}`)],
      attachments: [
        files.pdf("notifications/admission-brochure.pdf", `Admissions ${ay}`, [
          "Classes: Nursery, KG-I, KG-II and Std I to IX (State Board).",
          "Documents required: birth certificate, passport size photographs of the mother, father and ward, phone or electricity bill, medical certificate and vaccination record.",
          "Age on 30 September: Nursery 3 years, KG-I 4 years, KG-II 5 years.",
          "Office hours: Monday to Saturday, 9 am to 1 pm.",
        ]),
      ],
      url: "https://example.com/admission-enquire",
    },
    {
      title: "Summer camp registrations",
      description: "Skating, chess, art and craft, dance and karate for Std I to VII. Two weeks in May, 8 am to 11 am.",
      image: [photo(files, "notifications/summer-camp", "Notification", "Summer camp")],
      attachments: [],
      url: "https://example.com/summer-camp",
    },
  ];

  const onlineRegistrations: ContentInput<"onlineRegistration">[] = [
    {
      title: `Admission enquiry ${ay}`,
      url: "https://example.com/admission-enquire",
      attachments: [
        files.pdf("registrations/admission-procedure.pdf", "Admission procedure", [
          "Fill in the online enquiry form. The school office will call you to fix an interaction with the child and the parents.",
          "Submit the admission form with the required documents and pay the fees at the accounts office.",
        ]),
      ],
    },
    {
      title: "Olympiad exam registration (Std I to IX)",
      url: "https://example.com/register/olympiad",
      attachments: [
        files.pdf("registrations/olympiad-schedule.pdf", "Olympiad schedule", [
          "English, Maths and Science Olympiads are held in the school premises in November and December.",
          "Registration fees are collected through the parent portal.",
        ]),
      ],
    },
    {
      title: "Alumni meet registration",
      url: "https://example.com/register/alumni-meet",
      attachments: [],
    },
  ];

  const news = NEWS.map((n): ContentInput<"news"> => {
    const date = cal.date(n.when);
    const title = cal.fill(n.title, date);
    const description = cal.fill(n.description, date);
    const base = `news/${date}-${slugify(title)}`.slice(0, 120);
    const attachments =
      n.attach === "pdf"
        ? [files.pdf(`${base}.pdf`, title, [description, `Date: ${date}`])]
        : n.attach === "image"
          ? [photo(files, base, "News", title)]
          : [];
    return { title, description, fromDate: date, attachments };
  });

  const events = EVENTS.map((e): ContentInput<"event"> => {
    const date = cal.date(e.when, true);
    const title = cal.fill(e.title, date);
    const description = cal.fill(e.description, date);
    const base = `events/${date}-${slugify(title)}`;
    return {
      title,
      description,
      date,
      time: e.time,
      venue: e.venue,
      images: [photo(files, base, "Event", title)],
      attachments: e.attach
        ? [files.pdf(`${base}.pdf`, title, [description, `Date: ${date}`, `Time: ${e.time}`, `Venue: ${e.venue}`])]
        : [],
    };
  });

  const messages: ContentInput<"message">[] = [
    {
      category: "President",
      name: "Shri Vasant R. Kulkarni",
      message:
        "<p>Dear parents and students,</p><p>When my wife and I founded this school in 1980, our dream was simple: <strong>quality education with values</strong>, within the reach of every family in our city.</p><p>Today, with over 1,500 students from kindergarten to Std X, that dream lives on in every classroom. We believe every child is unique and deserves the care to discover his or her talents.</p><p><em>Vidya vinayena shobhate</em> - knowledge shines with humility.</p>",
      attachments: [portrait(files, "messages", "President", "Shri Vasant R. Kulkarni")],
    },
    {
      category: "President",
      name: "Smt. Shobha V. Kulkarni",
      message:
        "Education is not only about marks. It is about character, curiosity and compassion. Our teachers work with parents as partners so that every child grows into a confident and responsible citizen.",
      attachments: [portrait(files, "messages", "President", "Smt. Shobha V. Kulkarni")],
    },
    {
      category: "Director",
      name: "Dr. Meera A. Kulkarni",
      message:
        "Our focus is on concept-based learning, regular assessment and holistic development. Smart classrooms, well equipped labs and a rich library support our students, while sports, arts and clubs help them discover their passions.",
      attachments: [portrait(files, "messages", "Director", "Dr. Meera A. Kulkarni")],
    },
    {
      category: "Principal",
      name: "Mrs. Anjali S. Joshi",
      message:
        "In the primary section we build strong foundations in languages and mathematics through activities, projects and play. Every child is encouraged to ask questions and think independently.",
      attachments: [portrait(files, "messages", "Principal", "Mrs. Anjali S. Joshi")],
    },
    {
      category: "Principal",
      name: "Mr. Sanjay D. Pawar",
      message:
        "Our high school students have achieved a 100% result in the SSC examination year after year. Regular test series, remedial classes and personal guidance prepare them for the board examination and beyond.",
      attachments: [portrait(files, "messages", "Principal", "Mr. Sanjay D. Pawar")],
    },
  ];

  const galleries = GALLERIES.map((g, i): ContentInput<"gallery"> => {
    const date = cal.date(g.when);
    const title = cal.fill(g.title, date);
    const folder = `gallery/${slugify(title)}`;
    const attachments: string[] = [];
    for (let n = 1; n <= g.photos; n++) attachments.push(photo(files, folder, "Photo Gallery", title, n));
    return {
      _id: `demo-album-${pad2(i + 1)}`,
      category: g.category ?? "PhotoGallery",
      title,
      description: g.description,
      date,
      attachments,
    };
  });

  const videos = VIDEOS.map((v, i): ContentInput<"video"> => {
    const date = cal.date(v.when);
    return {
      title: cal.fill(v.title, date),
      date,
      // Placeholder ids: 11 characters like real ones, but not real videos.
      videoUrl: `https://www.youtube.com/watch?v=demoVideo${pad2(i + 1)}`,
    };
  });

  const testimonials = TESTIMONIALS.map((t): ContentInput<"testimonial"> => {
    const date = cal.date(t.when);
    return {
      name: t.name,
      description: t.description,
      ...(t.rating === undefined ? {} : { rating: t.rating }),
      createdAt: kolkataInstant(date, 10, 30),
      attachments: t.photo ? [portrait(files, "testimonials", "Testimonial", t.name)] : [],
    };
  });

  const circulars: ContentInput<"circular">[] = [];
  for (let k = 0; k < NEWSLETTER_COUNT; k++) {
    // Last day of the month (1 + 2k) months before the current one.
    const [y, m] = cal.today.split("-").map(Number);
    const monthIndex = y * 12 + (m - 1) - 1 - 2 * k;
    const date = addDays(isoDate(Math.floor((monthIndex + 1) / 12), ((monthIndex + 1) % 12) + 1, 1), -1);
    const month = MONTHS[Number(date.slice(5, 7)) - 1];
    const title = `Newsletter - ${month} ${date.slice(0, 4)}`;
    const base = `newsletters/${date.slice(0, 7)}`;
    const file = NEWSLETTER_AS_IMAGE.has(k)
      ? documentImage(files, "newsletters", "Newsletter", title)
      : files.pdf(`${base}.pdf`, title, [
          `Highlights of ${month}: celebrations, competitions and achievements of our students.`,
          "Principal's note: Please ensure regular attendance (85% is mandatory for promotion) and check the parent portal daily for homework.",
          "Upcoming: unit tests, parent-teacher meeting on the fourth Saturday, inter-house competitions.",
        ]);
    circulars.push({ category: "Newsletter", date, title, attachments: [file] });
  }
  {
    const d1 = cal.date([1, 10, 18]);
    const d2 = cal.date({ days: -40 });
    circulars.push(
      {
        category: "Circular",
        date: d1,
        title: `Diwali vacation ${d1.slice(0, 4)}`,
        attachments: [
          files.pdf(`circulars/${d1}-diwali-vacation.pdf`, "Circular: Diwali vacation", [
            "The school will remain closed for Diwali vacation as per the academic calendar. Classes resume on the date mentioned in the school diary.",
            "Holiday homework is to be submitted on the first day after the vacation.",
          ]),
        ],
      },
      {
        category: "Circular",
        date: d2,
        title: "Fee payment reminder",
        attachments: [
          files.pdf(`circulars/${d2}-fee-payment.pdf`, "Circular: Fee payment", [
            "Monthly fees are to be paid before the 10th of every month, between 8 am and 11 am at the accounts office or online through the fee payment portal.",
            "A late fee is charged after the due date.",
          ]),
        ],
      },
    );
  }

  const media = MEDIA.map((m, i): ContentInput<"media"> => {
    const date = cal.date(m.when);
    return {
      _id: `demo-media-${pad2(i + 1)}`,
      title: m.title,
      date,
      attachments: m.noFile
        ? []
        : [photo(files, `media/${date}-${slugify(m.title)}`.slice(0, 120), "In the news", m.title)],
    };
  });

  const tcSeeds = [
    { admissionNo: "TV2019/045", studentName: "Aarav Sunil Deshmukh", cls: "Std X", left: [0, 5, 30] as const },
    { admissionNo: "TV2018/112", studentName: "Sneha Rajendra Patil", cls: "Std VIII", left: [1, 4, 30] as const },
    { admissionNo: "TV2020/007", studentName: "Mohammed Ayaan Shaikh", cls: "Std VI", left: [2, 5, 15] as const },
  ];
  const transferCertificates = tcSeeds.map((t): DemoTransferCertificate => {
    const left = cal.date(t.left);
    const [y, mo, d] = left.split("-");
    const file = files.image(`certificates/${t.admissionNo.replace(/\//g, "-")}.jpg`, {
      kind: "certificate",
      admissionNo: t.admissionNo,
      studentName: t.studentName,
      details: [
        `Class last studied: ${t.cls} (${cal.fill("{ay}", cal.date([t.left[0], 3, 1]))})`,
        `Date of leaving: ${d}/${mo}/${y}`,
        "Board: Maharashtra State Board (SSC)",
        "Conduct: Good",
        "Reason for leaving: Parent's request",
      ],
    });
    return { admissionNo: t.admissionNo, studentName: t.studentName, file };
  });

  const pagePhotos: DemoPagePhoto[] = [];
  for (const set of photoSets) {
    for (const tab of set.tabs) {
      for (let n = 1; n <= tab.count; n++) {
        const spec: ImageSpec = {
          kind: "image",
          heading: set.page,
          title: tab.name,
          number: String(n),
          colorKey: `${set.page}|${tab.name}`,
        };
        const file = files.image(`photos/${set.page}/${tab.slug}/${pad2(n)}.jpg`, spec);
        pagePhotos.push({
          page: set.page,
          tab: tab.name,
          file,
          alt: `${illustrationAlt(spec)}. ${tab.name} photo ${n}`,
        });
      }
    }
  }

  return {
    schoolCode: "tvms",
    school: { ...demoSchool, admission: demoAdmission(cal.today), translations: demoSchoolTexts },
    highlights,
    notifications,
    onlineRegistrations,
    news,
    events,
    messages,
    galleries,
    videos,
    testimonials,
    circulars,
    media,
    transferCertificates,
    pagePhotos,
  };
}
