import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { p } from "./blocks.ts";

export const page: PageContent = {
  title: "Cleanliness & Discipline",
  description:
    "How TVMS keeps its campus clean and its students disciplined, and how these standards are put into practice.",
  trail: ["School Policies"],
  blocks: [
    p(
      "A clean campus and a disciplined routine create the calm environment in which children learn best. We expect every student to share responsibility for both.",
    ),
    {
      type: "list",
      title: "Cleanliness",
      items: [
        "Classrooms, corridors, washrooms and the campus are cleaned every day by housekeeping staff.",
        "Safe, filtered drinking water is available on every floor.",
        "Students keep their desks, classrooms and lockers tidy and use the dustbins provided.",
        "Washing hands before meals and after using the washroom is taught from kindergarten onwards.",
        "Students come to school neat and clean, with trimmed nails and tidy hair.",
      ],
    },
    {
      type: "list",
      title: "Discipline",
      items: [
        "Students are punctual for school, for assembly and for every class.",
        "Students are courteous and respectful to teachers, staff, visitors and one another.",
        "Bullying, rough behaviour and abusive language are not tolerated.",
        "School property must be handled with care; any damage must be made good.",
        "Mobile phones and valuables are not to be brought to school.",
      ],
    },
    {
      type: "list",
      title: "Implementation",
      items: [
        "Class teachers check uniform, punctuality and cleanliness every day.",
        "Class monitors and the Student Council help maintain order in classrooms and at events.",
        "Cleanliness drives and inter-class competitions encourage students to take pride in their surroundings.",
        "Repeated indiscipline is discussed with parents, and serious misconduct may lead to disciplinary action.",
      ],
    },
  ],
};
