import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { p } from "./blocks.ts";

export const page: PageContent = {
  title: "Safety & Security",
  description:
    "The measures TVMS takes to keep every child safe on campus: CCTV, trained security staff, access control and emergency plans.",
  trail: ["School Policies"],
  blocks: [
    p(
      "The safety of our students is our first responsibility. We follow clear procedures, review them regularly and work with parents to keep every child safe while at school.",
    ),
    {
      type: "cards",
      cards: [
        {
          title: "Secure campus",
          text: "The campus is fully enclosed, with a single supervised entry and exit for students during school hours.",
        },
        {
          title: "CCTV surveillance",
          text: "CCTV cameras cover the gates, corridors, staircases and common areas, and recordings are monitored and retained.",
        },
        {
          title: "Trained security personnel",
          text: "Trained security guards are on duty at the gates throughout the school day and during events.",
        },
        {
          title: "Access control",
          text: "Visitors sign in at the gate and receive a visitor pass. Children are handed over at dismissal only to parents or authorised persons with an identity card.",
        },
        {
          title: "Emergency plans",
          text: "Fire extinguishers, first-aid kits and marked evacuation routes are in place, and regular drills prepare students and staff for emergencies.",
        },
        {
          title: "Awareness programs",
          text: "Students take part in sessions on road safety, personal safety, fire safety and online safety, suited to their age.",
        },
      ],
    },
  ],
};
