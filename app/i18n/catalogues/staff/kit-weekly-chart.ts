import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for kit-weekly-chart (English only for now: a staff language later is translation work only). */
export const kitWeeklyChartWords = wordsFrom({
  noWeeksToShow: "No weeks to show.",
  enquiriesPerWeek: "Enquiries per week",
  barChartOfEnquiries: "Bar chart of enquiries per week",
  showTheNumbersAs: "Show the numbers as a table",
  weekBeginning: "Week beginning",
  enquiries: "Enquiries",
  admissionSeason: "Admission season",
  weekOf: "Week of {v1}: {count}",
} as const);
