/**
 * Site-wide alerts (issue 30) without zod: the levels, limits and words the
 * staff form, the server and the public pages share.
 */
export const alertLevels = ["urgent", "info"] as const;
export type AlertLevel = (typeof alertLevels)[number];

export const alertLevelLabels: Record<AlertLevel, string> = { urgent: "Urgent", info: "Information" };

/** An alert is one or two lines on a phone. */
export const ALERT_TEXT_MAX = 200;

export const alertMessages = {
  textRequired: "Write what parents need to know",
  textTooLong: `Keep it to ${ALERT_TEXT_MAX} characters or fewer`,
  badLink: "Use an address starting with https:// or a page of this site starting with /",
  badTime: "Give a date and time",
  endsBeforeStart: "The end must be after the start",
  endsInPast: "The end must be in the future",
} as const;

/** An alert as pages show it and staff list it. */
export interface AlertView {
  id: string;
  level: AlertLevel;
  text: string;
  link: string;
  /** ISO instants. */
  startsAt: string;
  endsAt: string;
  endedAt: string | null;
  notify: boolean;
  createdAt: string;
}

/** True while an alert shows: started, not past its end, not ended by staff. */
export const alertShowing = (a: Pick<AlertView, "startsAt" | "endsAt" | "endedAt">, now: number) =>
  !a.endedAt && Date.parse(a.startsAt) <= now && now < Date.parse(a.endsAt);
