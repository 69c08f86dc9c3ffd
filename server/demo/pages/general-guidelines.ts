import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { p } from "./blocks.ts";

export const page: PageContent = {
  title: "General Guidelines",
  description:
    "General guidelines for TVMS parents on uniform, food, fees, attendance, ID cards, the parent portal and school routines.",
  trail: ["School Policies"],
  blocks: [
    p(
      "Parents are requested to read these guidelines carefully and to help their children follow them. They help the school run smoothly and keep every child safe.",
    ),
    {
      type: "list",
      ordered: true,
      items: [
        "Students must come to school in the prescribed uniform, neat and clean, with polished shoes.",
        "On Wednesdays, students wear their house-wise uniform.",
        "Please send a healthy, home-cooked tiffin. Junk food, fizzy drinks and chocolates are not allowed.",
        "Standard I to X have two recesses every day; please pack food for both.",
        "Monthly fees must be paid before the 10th of each month, between 8 am and 11 am. A fine is charged on fees paid after the due date.",
        "Fees can also be paid online through the online fee payment link on this website.",
        "A minimum of 85% attendance is mandatory for promotion. Leave must be applied for in writing.",
        "Students must wear their school ID card every day.",
        "Parents are requested to check the parent portal regularly for circulars, homework, attendance and results.",
        "Please inform the office promptly of any change in address or phone number.",
        "Mobile phones, valuables and large sums of money must not be brought to school.",
        "Parents may meet teachers only during parents' meeting hours or by prior appointment; they may not enter classrooms during school hours.",
        "Children must be dropped off and collected on time. Only parents or authorised persons will be allowed to collect a child.",
        "Students who fall ill at school will be sent home with a parent, so please keep your contact numbers up to date.",
        "Birthday celebrations at school should be simple; expensive gifts are not permitted.",
      ],
    },
  ],
};
