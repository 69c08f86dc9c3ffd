import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { p, photo } from "./blocks.ts";

export const page: PageContent = {
  title: "History",
  description:
    "How Tiny Vision Model School grew from two rented rooms, founded in 1980 by a teaching couple, into a school from Nursery to 10th standard.",
  trail: ["About Us"],
  blocks: [
    photo("history", "The TVMS school building"),
    p(
      "Tiny Vision Model School was founded in 1980 by Shri Madhukar Patil and Smt. Kusum Patil, a husband and wife who had both spent their early careers as teachers. They believed that every child in the neighbourhood deserved a sound, affordable education in a caring environment, and they opened the school with a handful of pupils in two rented rooms.",
    ),
    p(
      "As families placed their trust in the school, it grew one class at a time. The primary section was followed by the high school, and the school's first batch appeared for the SSC examination of the State Board. A kindergarten was added later so that children could begin their education in the same familiar surroundings in which they would grow up.",
    ),
    p(
      "Over four decades the school has moved into its own campus with laboratories, a library, smart classrooms and sports facilities. The values the founders started with have not changed: discipline, curiosity, respect for others and a willingness to work hard. Many of our alumni now return as parents, teachers and well-wishers.",
    ),
    { type: "heading", text: "Milestones" },
    {
      type: "list",
      items: [
        "1980: the school is founded by Shri Madhukar Patil and Smt. Kusum Patil.",
        "2007: the first Annual Sports Meet is held; it has taken place every year since.",
        "2012: the Student Council is formed to give students a voice in school life.",
        "Today: kindergarten, primary section (1st to 7th standard) and high school (8th to 10th standard) on one campus, with a 100% SSC result in 2023-24 and 2024-25.",
      ],
    },
  ],
};
