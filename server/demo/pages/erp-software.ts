import type { PageContentInput as PageContent } from "../../../contract/page-blocks.ts";
import { p } from "./blocks.ts";

export const page: PageContent = {
  title: "ERP Software",
  description:
    "The school ERP used by TVMS for attendance, fees, results and communication with parents, with links to its portals.",
  trail: ["School infrastructure"],
  blocks: [
    p(
      "TVMS manages its day-to-day administration with a school ERP (enterprise resource planning) system provided by our technology partner. The ERP brings admissions, attendance, fees, timetables, examinations, results and circulars together in one secure system.",
    ),
    {
      type: "list",
      title: "What the ERP offers parents",
      items: [
        "Daily attendance and leave records of your child",
        "Homework, circulars and notices from the school",
        "Examination schedules, marks and report cards",
        "Online payment of fees, with receipts",
        "A mobile app for parents, so that the same information is available on your phone",
      ],
    },
    p(
      "Login details for the parent portal and the mobile app are issued by the school office at the time of admission. If you have lost your login details, please contact the office.",
    ),
    { type: "photos", page: "pages", tab: "erp-software", alt: "Screens of the school ERP", layout: "grid" },
    {
      type: "links",
      title: "Useful links",
      links: [
        { label: "ERP portal", href: "https://example.com/erp", external: true },
        { label: "Parent portal", href: "https://example.com/parent-portal", external: true },
        { label: "Online fee payment", href: "https://example.com/fee-payment", external: true },
        { label: "ERP vendor website", href: "https://example.com/", external: true },
      ],
    },
  ],
};
