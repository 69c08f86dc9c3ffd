import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { p, stats, table } from "./blocks.ts";

export const page: PageContent = {
  title: "SSC Examination",
  description:
    "TVMS results in the SSC examination 2024-2025: a 100% pass, 58 students with 90% or above and a top score of 97.80%.",
  trail: ["Student Life"],
  blocks: [
    { type: "heading", text: "A tradition that began with our founders" },
    p(
      "When Shri Madhukar Patil and Smt. Kusum Patil founded the school in 1980, they promised parents that every child who joined would be prepared thoroughly for the Secondary School Certificate (SSC) examination of the State Board. They taught many of the early batches themselves, stayed back after school to help students who found a subject difficult, and set the habit of regular tests and careful revision.",
    ),
    p(
      "That commitment has been passed on to every generation of our teachers. Today our 10th standard students follow a planned syllabus schedule, a regular test series, preliminary examinations and individual guidance, and the results speak for themselves.",
    ),
    { type: "heading", text: "SSC results 2024-2025" },
    stats(
      "SSC 2024-25 at a glance",
      ["100%", "pass result"],
      ["58", "students with 90% or above"],
      ["151", "students with distinction"],
      ["26", "students with 60% or above"],
      ["97.80%", "top score"],
    ),
    p(
      "Every student of the 2024-2025 batch passed the SSC examination. 58 students scored 90% or above, 151 students passed with distinction and 26 students scored 60% or above. The school topper scored 97.80%. We congratulate all our students, their parents and their teachers.",
    ),
    table(
      "Top rankers, SSC 2024-2025",
      ["Rank", "Student", "Percentage"],
      ["1", "Aarya Kulkarni", "97.80%"],
      ["2", "Siddhesh Pawar", "97.40%"],
      ["3", "Riya Shinde", "97.20%"],
      ["4", "Omkar Jadhav", "96.80%"],
      ["5", "Sneha More", "96.60%"],
    ),
  ],
};
