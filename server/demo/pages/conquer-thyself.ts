import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { p, photo } from "./blocks.ts";

export const page: PageContent = {
  title: "Conquer Thyself",
  description: "The TVMS motto, “Conquer thyself”, and the aim of education it expresses.",
  trail: ["TVMS"],
  blocks: [
    { type: "quote", text: "Conquer thyself.", cite: "Motto of Tiny Vision Model School" },
    p(
      "Our motto reminds every student that the greatest victory is victory over oneself: over laziness, fear, anger and the temptation to take the easy way. A person who has learned self-discipline can learn anything, face any challenge and be trusted with responsibility.",
    ),
    { type: "heading", text: "Our aim" },
    p(
      "We aim to develop the whole child: a sharp and curious mind, a healthy body, sound values and a kind heart. Through good teaching, regular habits, sport, the arts and service to others, we help our students grow into self-reliant, responsible citizens who can master themselves and so make a positive difference to the world around them.",
    ),
    photo("conquer-thyself", "The school emblem with the motto Conquer Thyself"),
  ],
};
