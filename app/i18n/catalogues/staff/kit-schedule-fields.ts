import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for kit-schedule-fields (English only for now: a staff language later is translation work only). */
export const kitScheduleFieldsWords = wordsFrom({
  publishAndRemoveBy: "Publish and remove by the clock",
  leaveEmptyToPublish: "Leave empty to publish when you save. Write it as dd/mm/yyyy hh:mm, India time.",
  leaveEmptyToKeep: "Leave empty to keep it on the website. Write it as dd/mm/yyyy hh:mm, India time.",
  enterItAs: "Enter it as {IST_TIME_HINT}",
  goesLiveOnIndia: "Goes live on {v1} (India time).",
  comesOffTheWebsite: "Comes off the website on {v1} (India time).",
  ddMmYyyyHh: "dd/mm/yyyy hh:mm",
  publishAt: "Publish at",
  removeAt: "Remove at",
} as const);
