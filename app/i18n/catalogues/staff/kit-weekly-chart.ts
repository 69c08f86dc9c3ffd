import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for kit-weekly-chart (English only for now: a staff language later is translation work only). */
export const kitWeeklyChartWords = wordsFrom({
  "weeklyChart.noWeeksToShow": "No weeks to show.",
  "weeklyChart.enquiriesPerWeek": "Enquiries per week",
  "weeklyChart.barChartOfEnquiries": "Bar chart of enquiries per week",
  "weeklyChart.showTheNumbersAs": "Show the numbers as a table",
  "weeklyChart.weekBeginning": "Week beginning",
  "weeklyChart.enquiries": "Enquiries",
  "weeklyChart.admissionSeason": "Admission season",
  "weeklyChart.weekOf": "Week of {v1}: {count}",
} as const);
