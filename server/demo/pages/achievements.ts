import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { p, tab } from "./blocks.ts";

export const page: PageContent = {
  title: "Achievements",
  description:
    "Competition results and recognition earned by TVMS students, with photos of the Aakashwani event, science competition and inter-school quiz.",
  trail: ["About Us"],
  blocks: [
    p(
      "Our students regularly represent the school at inter-school, district and state-level competitions. We are proud of every student who takes part, and of the hard work of the teachers who prepare them.",
    ),
    { type: "heading", text: "Competition results" },
    {
      type: "list",
      items: [
        "Aakashwani (All India Radio): our students were invited to present a children's programme of songs, poems and a short play on the local station.",
        "District Science Exhibition: first prize in the secondary section for a working model on rainwater harvesting.",
        "Inter-School Quiz: winners of the city-level round and runners-up in the final.",
        "Inter-School Elocution Competition: first prize in the Marathi category and second prize in the English category.",
        "Inter-School Drawing Competition: three students awarded certificates of merit.",
        "Inter-School Karate Championship: two gold and three silver medals.",
        "Scholarship and Olympiad examinations: several students in the merit lists every year.",
      ],
    },
    {
      type: "photo-tabs",
      page: "achievements",
      label: "Achievement photos",
      tabs: [
        tab(
          "Aakashwani Event",
          "Our students at the Aakashwani studio, where they recorded a programme of songs, poems and a short play.",
        ),
        tab(
          "Science Competition",
          "Young scientists explain their working models to the judges at the science competition.",
        ),
        tab("Inter School Quiz", "Our quiz team in action against schools from across the city."),
      ],
    },
  ],
};
