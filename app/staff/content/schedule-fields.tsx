import { IST_TIME_HINT, parseIstDateTime } from "../../../contract/approval-rules.ts";
import { kolkataDateTime } from "../../../contract/dates.ts";
import type { FieldErrors } from "../kit/form-kit.tsx";
import { TextField } from "../kit/form-kit.tsx";
import { FORM } from "./content-field.tsx";
import { editedItem, type StaffItem } from "./content-values.ts";

/** "Publish at" and "Remove at" as typed (dd/mm/yyyy hh:mm, India time). */
export interface ScheduleText {
  publishAt: string;
  removeAt: string;
}

export const scheduleText = {
  legend: "Publish and remove by the clock",
  publishAt: "Publish at",
  publishHelp: "Leave empty to publish when you save. Write it as dd/mm/yyyy hh:mm, India time.",
  removeAt: "Remove at",
  removeHelp: "Leave empty to keep it on the website. Write it as dd/mm/yyyy hh:mm, India time.",
  bad: `Enter it as ${IST_TIME_HINT}`,
  goesLive: (at: string) => `Goes live on ${kolkataDateTime(at)} (India time).`,
  comesDown: (at: string) => `Comes off the website on ${kolkataDateTime(at)} (India time).`,
} as const;

/** The two fields' names in the error summary, after the kind's own fields. */
export const scheduleLabels = { publishAt: scheduleText.publishAt, removeAt: scheduleText.removeAt } as const;

/** The times as the form shows them: the waiting change's when there is one, else the item's. */
export const scheduleOf = (stored: StaffItem | null): ScheduleText => {
  const item = stored && editedItem(stored);
  return {
    publishAt: typeof item?.publishAt === "string" ? kolkataDateTime(item.publishAt) : "",
    removeAt: typeof item?.removeAt === "string" ? kolkataDateTime(item.removeAt) : "",
  };
};

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

/** The two times, in their own group of the content form. */
export function ScheduleFields({
  value,
  errors,
  onChange,
}: {
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
          form={FORM}
          name={key}
          label={scheduleText[key]}
          help={key === "publishAt" ? scheduleText.publishHelp : scheduleText.removeHelp}
          error={errors[key]}
          value={value[key]}
          onChange={(e) => onChange({ ...value, [key]: e.currentTarget.value })}
          inputMode="numeric"
          autoComplete="off"
          placeholder="dd/mm/yyyy hh:mm"
          maxLength={16}
        />
      ))}
    </fieldset>
  );
}
