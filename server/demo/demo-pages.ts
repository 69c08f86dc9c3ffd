import type { BlockInput as Block } from "../../contract/page-blocks.ts";
import type { PageImportInput as PageImport } from "../../contract/pages.ts";
import { demoHome } from "./demo-home.ts";
import { demoTranslations } from "./demo-translations.ts";
import { table } from "./pages/blocks.ts";
import { pages } from "./pages/index.ts";

/**
 * The demo's pages, in the import file's `pages` format: today's typed page
 * files (./pages) as they are, the home page texts (./demo-home.ts), and pages for the menu entries that
 * used to lead to Coming Soon, placed in the menu where those entries were.
 */
export function demoPages(): PageImport[] {
  const typed = Object.entries(pages).map(([path, page]) => ({
    slug: path.slice(1),
    title: page.title,
    description: page.description,
    trail: page.trail ?? [],
    blocks: path === "/code-conduct" ? codeOfConduct : page.blocks,
  }));
  // The pages a new parent reads first carry their Marathi and Hindi (issue 29); the rest fall back to English.
  return [...typed, ...newPages, demoHome].map((page) => {
    const translations = demoTranslations(page.slug);
    return translations ? { ...page, translations } : page;
  });
}

const p = (text: string): Block => ({ type: "paragraph", text });

const codeOfConduct: Block[] = [
  p(
    "Our code of conduct describes how every student is expected to behave in school, on the school bus and at school events. It is shared with parents at admission and read out in class at the start of each academic year.",
  ),
  {
    type: "list",
    title: "Every student",
    items: [
      "arrives on time, in the full and clean school uniform, with the identity card worn at all times;",
      "treats teachers, staff and fellow students with courtesy and respect, in words and in actions;",
      "takes care of school property: books, furniture, laboratory equipment and the campus itself;",
      "keeps mobile phones and other electronic devices at home unless a teacher has asked for them;",
      "never bullies, teases or excludes another student, online or offline, and reports it when it happens to someone else.",
    ],
  },
  { type: "heading", text: "When a rule is broken" },
  p(
    "The class teacher first speaks with the student. If the behaviour continues, parents are invited for a meeting with the class teacher and the principal. Serious or repeated misconduct is dealt with under the **General Guidelines**; see also [Cleanliness & Discipline](/cleanliness-discipline).",
  ),
];

const newPages: PageImport[] = [
  {
    slug: "administration",
    title: "Administration",
    description: "Who runs the school office, and when parents can meet them.",
    menu: { group: "About Us", label: "Administration" },
    blocks: [
      p(
        "The school office looks after admissions, fees, certificates, transport and everything parents need from the school outside the classroom. It is open on all working days from 8:00 am to 4:00 pm, and on Saturdays from 8:00 am to 12:30 pm.",
      ),
      table(
        "Whom to contact",
        ["Office", "Looks after", "Timings"],
        ["Principal's office", "Meetings with the principal (by appointment)", "11:00 am to 1:00 pm"],
        ["Admission desk", "Enquiries, forms, school visits", "9:00 am to 3:00 pm"],
        ["Accounts", "Fee receipts, concessions, refunds", "9:00 am to 2:00 pm"],
        ["Records", "Bonafide, leaving and transfer certificates", "10:00 am to 3:00 pm"],
      ),
      p(
        "For an appointment with the principal, please call the school office a day ahead or use the [contact page](/contact).",
      ),
    ],
  },
  {
    slug: "school-brochure",
    title: "School Brochure",
    description: "The school at a glance: sections, facilities, timings and fees, for parents choosing a school.",
    menu: { group: "Admission", label: "School Brochure" },
    blocks: [
      p(
        "Choosing a school is one of the most important decisions a family makes. This page brings together what parents most often ask about before admission. A printed brochure is available free of charge at the admission desk.",
      ),
      {
        type: "cards",
        cards: [
          {
            title: "Kindergarten",
            text: "Nursery, KG-I and KG-II in bright, safe rooms with play-based learning.",
          },
          {
            title: "Primary Section",
            text: "Std I to VII with smart classes, library periods and activity clubs.",
          },
          { title: "High School", text: "Std VIII to X with focused preparation for the SSC examination." },
        ],
      },
      {
        type: "list",
        title: "At a glance",
        items: [
          "School hours: Std I to X, Monday to Saturday, 8:30 am to 2:30 pm; Nursery and KG, Monday to Friday, 9:00 am to 12:30 pm.",
          "Fees for each class, with the instalments, are on the [Fees](/fees) page.",
          "Laboratories, library, smart classrooms and a large playground on one campus.",
          "School bus service on most routes of the city.",
          "Regular parent–teacher meetings and an open-door policy for parents.",
        ],
      },
      p(
        "Ready to apply? See the [Admission Procedure](/admission-procedure) or send an [admission enquiry](/admission-enquire).",
      ),
    ],
  },
  {
    slug: "application-forms",
    title: "Application Forms",
    description: "How to get, fill in and hand in the admission application form.",
    menu: { group: "Admission", label: "Application Forms" },
    blocks: [
      p(
        "Application forms for the coming academic year are given out at the admission desk from December onwards. There is no charge for the form. Families may also send an online enquiry first; the office then calls back with an appointment.",
      ),
      {
        type: "list",
        ordered: true,
        title: "Steps",
        items: [
          "Send an [admission enquiry](/admission-enquire) or visit the admission desk.",
          "Collect the application form and read the [eligibility criteria](/eligibility-criteria).",
          "Fill in the form in capital letters and attach copies of the documents asked for.",
          "Hand in the form at the admission desk; you receive a receipt with the date of the interaction.",
        ],
      },
      p("*Please bring the original documents with you on the day of the interaction for verification.*"),
    ],
  },
  {
    slug: "sports-games",
    title: "Sports & Games",
    description: "Sports and games students play at the school, and the teams they can join.",
    menu: { group: "Student Life", label: "Sports & Games" },
    blocks: [
      p(
        "Every class has at least two periods of physical education a week on the school playground. Trained coaches teach the rules and skills of each game, and students who enjoy a sport can join the school team and practise after school.",
      ),
      {
        type: "cards",
        cards: [
          { title: "Outdoor games", items: ["Cricket", "Football", "Kabaddi", "Kho-kho", "Athletics"] },
          { title: "Indoor games", items: ["Chess", "Carrom", "Table tennis"] },
          { title: "Fitness", items: ["Yoga", "Drill and march past", "Aerobics"] },
        ],
      },
      p("The year ends with the [Annual Sports](/annual-sports) meet, held every year since 2007."),
    ],
  },
];
