import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { p } from "./blocks.ts";

export const page: PageContent = {
  title: "Annual Sports",
  description:
    "The TVMS Annual Sports Meet, held every year since 2007, with track events, team games and the inter-house championship.",
  trail: ["Student Life"],
  blocks: [
    p(
      "The Annual Sports Meet has been a highlight of the school calendar since 2007. Every student, from kindergarten to the 10th standard, takes part, because we believe sport teaches fitness, teamwork, perseverance and how to win and lose with grace.",
    ),
    p(
      "The meet opens with a march past by the four houses, the lighting of the torch and the sports oath. Weeks of practice during physical education periods lead up to the day, and the events are judged by our physical education teachers.",
    ),
    {
      type: "list",
      title: "Events",
      items: [
        "Kindergarten: fun races, ball and basket, frog jump and other play-based events",
        "Primary section: sprints, relay, sack race, skipping and lemon-and-spoon race",
        "High school: 100 m, 200 m and 400 m races, relay, long jump, shot put and high jump",
        "Team games: kabaddi, volleyball and tug of war",
        "Drill, yoga and karate demonstrations",
      ],
    },
    p(
      "Medals and certificates are presented to the winners, and the house with the most points takes home the inter-house championship trophy. Parents are warmly invited to cheer for our athletes.",
    ),
  ],
};
