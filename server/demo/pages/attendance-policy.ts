import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { admissionDocuments } from "./admission-rules.ts";
import { p } from "./blocks.ts";

export const page: PageContent = {
  title: "Attendance Policy",
  description:
    "School timings, holidays, parents' meeting hours, uniform, age eligibility, admission documents and attendance rules at TVMS.",
  trail: ["School Policies"],
  blocks: [
    p(
      "Regular attendance is essential to a child's progress. Please read the timings and rules below and help your child arrive on time, every day.",
    ),
    {
      type: "cards",
      cards: [
        {
          title: "School Timings",
          items: ["Nursery and KG: Monday to Friday, 9:00 to 12:30", "Std I to X: Monday to Saturday, 8:30 to 14:30"],
        },
        {
          title: "Holidays",
          items: [
            "2nd and 4th Saturdays are holidays for Std I to X.",
            "Sundays and public holidays as per the school calendar.",
            "Vacation dates are announced at the start of the academic year.",
          ],
        },
        {
          title: "Parents' Meeting Hours",
          text: "Parents can meet the teachers on the 4th Saturday of every month, from 8:30 to 10:30. For an urgent matter, please take an appointment through the school office.",
        },
        {
          title: "Uniform",
          items: [
            "Students must come to school in the complete, clean and ironed school uniform.",
            "House-wise uniform is worn on Wednesdays.",
            "Sports uniform is worn on the days of physical education.",
            "The school ID card must be worn every day.",
          ],
        },
        {
          title: "Age Eligibility",
          items: [
            "Nursery: born between 1 July 2021 and 31 December 2022",
            "KG-I: born between 10 July 2020 and 31 December 2021",
            "KG-II: born between 10 July 2019 and 31 December 2020",
          ],
        },
        {
          title: "Admission Documents",
          items: admissionDocuments,
        },
        {
          title: "Rules",
          items: [
            "A minimum of 85% attendance is mandatory for promotion to the next class.",
            "Students must reach school before the first bell.",
            "Absence must be explained by a written note from a parent; absence due to illness of three days or more needs a medical certificate.",
            "Leave for more than three days must be applied for in advance.",
            "Students may leave early only when collected by a parent or an authorised person.",
          ],
        },
      ],
    },
  ],
};
