import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";

export const page: PageContent = {
  title: "FAQs",
  description:
    "Answers to the questions parents ask most often about the TVMS curriculum, facilities, security, career counselling and results.",
  trail: ["More Info"],
  blocks: [
    {
      type: "faq",
      items: [
        {
          question: "Which curriculum does the school follow?",
          answer:
            "The school follows the State Board curriculum. Students of the 10th standard appear for the SSC examination of the State Board.",
        },
        {
          question: "What facilities does the school offer?",
          answer:
            "The campus has smart classrooms, science and computer laboratories, an English lab, a library, an audio-visual room, an activity room and Twinkle Hall for kindergarten, a skating rink, and courts and grounds for badminton, table tennis, volleyball and kabaddi.",
        },
        {
          question: "How does the school ensure the security of students?",
          answer:
            "The campus is enclosed and supervised, with CCTV surveillance, trained security personnel at the gates, visitor registration and a controlled hand-over of children at dismissal. Emergency plans and regular drills are in place.",
        },
        {
          question: "Does the school provide career counselling?",
          answer:
            "Yes. Students of the high school attend career guidance sessions and aptitude assessments, and can meet counsellors and guest speakers to help them choose a stream and plan for their future.",
        },
        {
          question: "How does the school balance academic excellence with holistic development?",
          answer:
            "Alongside strong teaching, a regular test series and personal attention, which have given us a 100% SSC result, every student takes part in sports, the arts, competitions, clubs and the Student Council, so that they grow in confidence, character and skills.",
        },
      ],
    },
  ],
};
