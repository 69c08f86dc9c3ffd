import { wordsFrom } from "../../words-from.ts";

/** The staff area's words for kit-schedule-fields (English only for now: a staff language later is translation work only). */
export const kitScheduleFieldsWords = wordsFrom({
  "scheduleFields.publishAndRemoveBy": "Publish and remove by the clock",
  "scheduleFields.leaveEmptyToPublish":
    "Leave empty to publish when you save. Write it as dd/mm/yyyy hh:mm, India time.",
  "scheduleFields.leaveEmptyToKeep": "Leave empty to keep it on the website. Write it as dd/mm/yyyy hh:mm, India time.",
  "scheduleFields.enterItAs": "Enter it as {IST_TIME_HINT}",
  "scheduleFields.goesLiveOnIndia": "Goes live on {v1} (India time).",
  "scheduleFields.comesOffTheWebsite": "Comes off the website on {v1} (India time).",
  "scheduleFields.ddMmYyyyHh": "dd/mm/yyyy hh:mm",
  "scheduleFields.publishAt": "Publish at",
  "scheduleFields.removeAt": "Remove at",
} as const);
