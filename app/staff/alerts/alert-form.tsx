import { useState } from "react";
import { ALERT_TEXT_MAX, type AlertLevel, alertLevelLabels, alertMessages } from "../../../contract/alert-rules.ts";
import { formatDmy, parseDmy, todayInKolkata } from "../../../contract/dates.ts";
import { staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { staffWords as w } from "../../i18n/staff-words.ts";
import { DateField } from "../kit/date-field.tsx";
import { TextArea, TextField } from "../kit/form-kit.tsx";
import { useStaffSubmit } from "../kit/use-staff-submit.tsx";
import { api } from "../shell/api.ts";

const labels = {
  text: w("alerts.labelText"),
  link: w("alerts.labelLink"),
  endsOn: w("alerts.labelEndsOn"),
  endsAt: w("alerts.labelEndsAt"),
  startsOn: w("alerts.labelStartsOn"),
  startsAt: w("alerts.labelStartsAt"),
} as const;

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** A date (dd/mm/yyyy) and time (hh:mm) in India as an ISO instant, or "" when either does not read. */
function istInstant(date: string, time: string): string {
  const day = parseDmy(date);
  const t = TIME.exec(time.trim());
  if (!day || !t) return "";
  return `${day}T${t[1].padStart(2, "0")}:${t[2]}:00+05:30`;
}

/** Tomorrow in India (dd/mm/yyyy): alerts usually run until the next day's evening. */
function tomorrowDmy(now = Date.now()): string {
  return formatDmy(todayInKolkata(new Date(now + 24 * 3600_000)));
}

/** The form's state and its post: the alert as typed, checked here first, then by the server. */
function useAlertForm(sentForApproval: string) {
  const [level, setLevel] = useState<AlertLevel>("urgent");
  const [text, setText] = useState("");
  const [link, setLink] = useState("");
  const [endsOn, setEndsOn] = useState(tomorrowDmy());
  const [endsAt, setEndsAt] = useState("18:00");
  const [startsOn, setStartsOn] = useState("");
  const [startsAt, setStartsAt] = useState("");
  const [notify, setNotify] = useState<boolean | null>(null);
  const form = useStaffSubmit("alert", labels);
  const notifyOn = notify ?? level === "urgent";

  const post = async () => {
    const check: Record<string, string> = {};
    const ends = istInstant(endsOn, endsAt);
    if (!text.trim()) check.text = alertMessages.textRequired;
    else if (text.trim().length > ALERT_TEXT_MAX) check.text = alertMessages.textTooLong;
    if (!parseDmy(endsOn)) check.endsOn = alertMessages.badTime;
    if (!TIME.test(endsAt.trim())) check.endsAt = w("alerts.badTime");
    const starts = startsOn || startsAt ? istInstant(startsOn || formatDmy(todayInKolkata()), startsAt || "00:00") : "";
    if ((startsOn || startsAt) && !starts) check.startsOn = alertMessages.badTime;
    const ok = await form.submit(
      async () => {
        const answer = await api<{ approval?: string }>(staffApiPaths.alerts.list, {
          method: "POST",
          body: { level, text, link, endsAt: ends, ...(starts ? { startsAt: starts } : {}), notify: notifyOn },
        });
        setText("");
        setLink("");
        if (answer?.approval === "waiting") return sentForApproval;
        return w("alerts.posted");
      },
      {
        check,
        revalidate: true,
        fallback: w("alerts.postFailed"),
        failed: (err) => {
          const fields = (err as { fieldErrors?: Record<string, string> }).fieldErrors;
          if (!fields || !Object.keys(fields).length) return undefined;
          const { endsAt: ending, startsAt: starting, ...rest } = fields;
          return { ...rest, ...(ending ? { endsOn: ending } : {}), ...(starting ? { startsOn: starting } : {}) };
        },
      },
    );
    return ok;
  };

  const state = { level, setLevel, text, setText, link, setLink, endsOn, setEndsOn, endsAt, setEndsAt };
  return { ...state, startsOn, setStartsOn, startsAt, setStartsAt, notifyOn, setNotify, form, post };
}

/** Posting an alert in under a minute on a phone: the level, the message, until when, and whether phones buzz. */
export function AlertForm({ sentForApproval }: { sentForApproval: string }) {
  const a = useAlertForm(sentForApproval);
  const { form } = a;
  return (
    <form
      className="admin-form admin-alert-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void a.post();
      }}
    >
      {form.problems}
      <fieldset className="admin-choice">
        <legend>{w("alerts.levelLegend")}</legend>
        {(["urgent", "info"] as const).map((l) => (
          <label key={l} className="admin-choice__option">
            <input type="radio" name="level" value={l} checked={a.level === l} onChange={() => a.setLevel(l)} />{" "}
            {alertLevelLabels[l]}
            {l === "urgent" ? w("alerts.urgentNote") : w("alerts.infoNote")}
          </label>
        ))}
      </fieldset>
      <TextArea
        {...form.field("text", a.text, a.setText)}
        required
        rows={3}
        maxLength={ALERT_TEXT_MAX + 20}
        help={w("alerts.textHelp", { max: ALERT_TEXT_MAX, left: Math.max(0, ALERT_TEXT_MAX - a.text.trim().length) })}
      />
      <TextField {...form.field("link", a.link, a.setLink)} type="text" inputMode="url" autoComplete="off" />
      <AlertTimes a={a} />
      <label className="admin-check">
        <input type="checkbox" checked={a.notifyOn} onChange={(e) => a.setNotify(e.currentTarget.checked)} />{" "}
        {w("alerts.notify")}
      </label>
      <p>
        <button type="submit" className="button" disabled={form.busy}>
          {form.busy ? w("alerts.posting") : w("alerts.post")}
        </button>
      </p>
    </form>
  );
}

/** Until when it shows (India time), and a later start folded away. */
function AlertTimes({ a }: { a: ReturnType<typeof useAlertForm> }) {
  const { form } = a;
  return (
    <>
      <div className="admin-alert-form__when">
        <DateField {...form.field("endsOn", a.endsOn, a.setEndsOn)} required />
        <TextField
          {...form.field("endsAt", a.endsAt, a.setEndsAt)}
          required
          inputMode="numeric"
          placeholder={w("alerts.timeHint")}
          maxLength={5}
          help={w("alerts.endsAtHelp")}
        />
      </div>
      <details className="admin-alert-form__later">
        <summary>{w("alerts.startLater")}</summary>
        <div className="admin-alert-form__when">
          <DateField {...form.field("startsOn", a.startsOn, a.setStartsOn)} />
          <TextField
            {...form.field("startsAt", a.startsAt, a.setStartsAt)}
            inputMode="numeric"
            placeholder={w("alerts.timeHint")}
            maxLength={5}
            help={w("alerts.startsAtHelp")}
          />
        </div>
      </details>
    </>
  );
}
