import type { HomeRegion } from "../../contract/blocks/region.ts";
import type { BlockInput as Block } from "../../contract/page-blocks.ts";
import type { PageImportInput as PageImport } from "../../contract/pages.ts";
import { demoSchool } from "./demo-school.ts";
import { p } from "./pages/blocks.ts";
import { page as mission } from "./pages/mission.ts";
import { page as vision } from "./pages/vision.ts";

/**
 * The demo's home page texts, as the stored page "home": its named regions
 * (contract/blocks/region.ts), read by name by app/features/home/home-texts.ts.
 */
const name = demoSchool.name;
const firstParagraph = mission.blocks.find((b) => b.type === "paragraph");
const visionQuote = vision.blocks.find((b) => b.type === "quote");
/** A card text whose last link is the card's button. */
/** The demo's texts are markup text (the import turns them into rich text). */
const withLink = (text: unknown, label: string, href: string) =>
  `${typeof text === "string" ? text : ""} [${label}](${href})`;

/** A named region of the home page and its parts. */
const region = (name: HomeRegion, blocks: Block[]): Block => ({ type: "region", region: name, blocks });

const blocks: Block[] = [
  region("slides", [
    {
      type: "list",
      title: "Slide captions",
      items: [
        `Welcome to ${name}`,
        "Learning through play in our kindergarten",
        "Smart classrooms for curious minds",
        "Well-equipped science and computer laboratories",
        "A library that opens new worlds",
        "Sports and fitness every day",
        "Music, dance, art and drama",
        "A 100% SSC result, year after year",
        `Values, discipline and care since ${demoSchool.founded}`,
        "Admissions are open: come and visit us",
      ],
    },
  ]),
  region("welcome", [
    { type: "heading", text: `Welcome to ${name}` },
    {
      type: "paragraph",
      text: `Founded in ${demoSchool.founded} by a teaching couple, ${name} has grown from two rented rooms into a school that takes children from Nursery to the 10th standard on one campus, following the State Board (SSC) curriculum.`,
    },
    p(
      "We believe every child can learn and grow with sound teaching, individual attention and a safe, disciplined and caring environment. Alongside studies, our students play sport, learn music, dance and art, and take part in competitions, clubs and celebrations all year round.",
    ),
  ]),
  region("why", [
    {
      type: "list",
      title: `Why choose ${demoSchool.shortName}?`,
      items: [
        "Experienced, caring teachers and small groups in the early years",
        "A 100% SSC result in 2023-24 and 2024-25",
        "Smart classrooms, laboratories and a well-stocked library",
        "CCTV, trained security staff and controlled entry",
        "Sports, arts, clubs and competitions for every student",
        "A parent portal and mobile app that keep families informed",
      ],
    },
  ]),
  region("specials", [
    {
      type: "list",
      title: "What's special about us",
      items: [
        "Smart classes",
        "Skating rink",
        "Olympiads and scholarship exams",
        "Music and dance",
        "Safe and secure campus",
        "Parent portal and mobile app",
      ],
    },
  ]),
  region("facilities", [
    {
      type: "list",
      title: "Our facilities",
      items: [
        "Library",
        "Science laboratory",
        "Computer laboratory",
        "English laboratory",
        "Audio visual room",
        "Assembly hall",
        "Twinkle Hall",
        "Activity room",
      ],
    },
  ]),
  region("sections", [
    { type: "heading", text: "Our sections" },
    {
      type: "cards",
      cards: [
        {
          title: "Kindergarten",
          text: withLink(
            "Nursery, KG-I and KG-II: learning through play, rhymes, stories and art in bright, safe rooms.",
            "Learn more",
            "/kindergarten",
          ),
        },
        {
          title: "Primary Section",
          text: withLink(
            "1st to 7th standard: strong foundations in languages, mathematics and science.",
            "Learn more",
            "/primary-section",
          ),
        },
        {
          title: "High School",
          text: withLink(
            "8th to 10th standard: SSC preparation with a regular test series and a 100% result.",
            "Learn more",
            "/high-school",
          ),
        },
      ],
    },
  ]),
  region("mission-vision", [
    {
      type: "cards",
      cards: [
        {
          title: "Our Mission",
          text: withLink(firstParagraph?.type === "paragraph" ? firstParagraph.text : "", "Read more", "/mission"),
        },
        {
          title: "Our Vision",
          text: withLink(visionQuote?.type === "quote" ? visionQuote.text : "", "Read more", "/vision"),
        },
      ],
    },
  ]),
  // No heading of its own: the site's "From the desk" (in the reader's language).
  region("desk", []),
];

export const demoHome: PageImport = {
  slug: "home",
  title: "Home page texts",
  description:
    "The words of the home page: slide captions, welcome, why choose us, photo captions, sections, mission and vision.",
  blocks,
};
