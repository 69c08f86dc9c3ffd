import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { p } from "./blocks.ts";

export const page: PageContent = {
  title: "Technology Integration",
  description: "How TVMS uses technology in teaching, learning and communication with parents.",
  trail: ["School infrastructure"],
  blocks: [
    p(
      "At TVMS, technology is a tool that helps teachers teach better and students learn better. We use it where it adds real value, and we teach students to use it responsibly.",
    ),
    {
      type: "list",
      items: [
        "Smart boards and smart classes with digital content for every subject",
        "A computer lab where students learn computer basics, typing, office tools and the fundamentals of coding",
        "An audio-visual room for presentations, documentaries and guest lectures",
        "An English language lab for listening and speaking practice",
        "A school ERP and parent portal for attendance, circulars, results and fee payment",
        "Lessons on internet safety, digital etiquette and responsible use of devices",
      ],
    },
    p(
      "Our teachers take part in regular training to keep their digital skills up to date, and they plan lessons so that screen time supports, rather than replaces, reading, writing, discussion and hands-on work.",
    ),
  ],
};
