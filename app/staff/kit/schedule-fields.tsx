import { IST_TIME_HINT, parseIstDateTime } from "../../../contract/approval-rules.ts";
import { kolkataDateTime } from "../../../contract/dates.ts";
import { kitScheduleFieldsWords as sw } from "../../i18n/catalogues/staff/kit-schedule-fields.ts";
import type { FieldErrors } from "./form-kit.tsx";
import { TextField } from "./form-kit.tsx";

/** "Publish at" and "Remove at" as typed (dd/mm/yyyy hh:mm, India time). */
export interface ScheduleText {
  publishAt: string;
  removeAt: string;
}

const scheduleText = {
  legend: sw("publishAndRemoveBy"),
  publishAt: sw("publishAt"),
  publishHelp: sw("leaveEmptyToPublish"),
  removeAt: sw("removeAt"),
  removeHelp: sw("leaveEmptyToKeep"),
  bad: sw("enterItAs", { IST_TIME_HINT }),
  goesLive: (at: string) => sw("goesLiveOnIndia", { v1: kolkataDateTime(at) }),
  comesDown: (at: string) => sw("comesOffTheWebsite", { v1: kolkataDateTime(at) }),
} as const;

/** The two fields' names in the error summary, after the kind's own fields. */
export const scheduleLabels = { publishAt: scheduleText.publishAt, removeAt: scheduleText.removeAt } as const;

/** Stored times (ISO) as the form shows them: dd/mm/yyyy hh:mm India time, or empty. */
export const scheduleFrom = (times: { publishAt?: unknown; removeAt?: unknown } | null): ScheduleText => ({
  publishAt: typeof times?.publishAt === "string" ? kolkataDateTime(times.publishAt) : "",
  removeAt: typeof times?.removeAt === "string" ? kolkataDateTime(times.removeAt) : "",
});

/** What a page or an item shows staff about its times: when it goes live, when it comes off. */
export function scheduleLines(times: { publishAt?: unknown; removeAt?: unknown } | null): string[] {
  const lines: string[] = [];
  if (typeof times?.publishAt === "string") lines.push(scheduleText.goesLive(times.publishAt));
  if (typeof times?.removeAt === "string") lines.push(scheduleText.comesDown(times.removeAt));
  return lines;
}

/** The body's publishAt/removeAt (ISO with the India offset; "" clears), or errors for what does not read. */
export function scheduleBody(text: ScheduleText): { body: Record<string, string>; errors: FieldErrors } {
  const body: Record<string, string> = {};
  const errors: FieldErrors = {};
  for (const key of ["publishAt", "removeAt"] as const) {
    const typed = text[key].trim();
    const iso = typed ? parseIstDateTime(typed) : "";
    if (iso === null) errors[key] = scheduleText.bad;
    else body[key] = iso;
  }
  return { body, errors };
}

/** The two times, in their own group of a form (an item's, a page's). */
export function ScheduleFields({
  form,
  value,
  errors,
  onChange,
}: {
  /** The form's id, the start of its fields' ids. */
  form: string;
  value: ScheduleText;
  errors: FieldErrors;
  onChange: (value: ScheduleText) => void;
}) {
  return (
    <fieldset className="admin-choice">
      <legend>{scheduleText.legend}</legend>
      {(["publishAt", "removeAt"] as const).map((key) => (
        <TextField
          key={key}
          form={form}
          name={key}
          label={scheduleText[key]}
          help={key === "publishAt" ? scheduleText.publishHelp : scheduleText.removeHelp}
          error={errors[key]}
          value={value[key]}
          onChange={(e) => onChange({ ...value, [key]: e.currentTarget.value })}
          inputMode="numeric"
          autoComplete="off"
          placeholder={sw("ddMmYyyyHh")}
          maxLength={16}
        />
      ))}
    </fieldset>
  );
}
