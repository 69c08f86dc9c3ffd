/**
 * Event times as the calendar feed and the "Add to Google Calendar" link read
 * them (shared by the server and the events page).
 */

export const KOLKATA_TZ = "Asia/Kolkata";

/** Minutes after midnight of a clock time, with its am/pm when given. */
interface Clock {
  minutes: number;
  meridiem: "am" | "pm" | null;
}

/** "start - end" (a dash, an en dash or "to" between two clock times). */
const RANGE =
  /(\d{1,2}(?:[:.]\d{2})?\s*(?:a\.?\s?m\.?|p\.?\s?m\.?)?)\s*(?:-|–|—|to)\s*(\d{1,2}(?:[:.]\d{2})?\s*(?:a\.?\s?m\.?|p\.?\s?m\.?)?)/i;
const CLOCK = /(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?\s?m\.?|p\.?\s?m\.?)?/gi;

const pad = (n: number, w = 2) => String(n).padStart(w, "0");

function toMinutes(h: number, m: number, meridiem: "am" | "pm" | null): number | null {
  if (m > 59) return null;
  if (meridiem) {
    if (h < 1 || h > 12) return null;
    return ((h % 12) + (meridiem === "pm" ? 12 : 0)) * 60 + m;
  }
  return h <= 23 ? h * 60 + m : null;
}

/**
 * Start and end (minutes after midnight) of a free-text time, or null when it
 * names no time ("All day", "", "Morning"). "8:30 - 10:30 AM" takes the am/pm
 * of the end for the start; without an end the event lasts an hour.
 */
export function parseTimeRange(text: string): { start: number; end: number } | null {
  const found: Clock[] = [];
  const range = RANGE.exec(text);
  const source = range ? `${range[1]} ${range[2]}` : text;
  for (const m of source.matchAll(CLOCK)) {
    const h = Number(m[1]);
    const min = m[2] === undefined ? 0 : Number(m[2]);
    const meridiem = m[3] ? (m[3].toLowerCase().startsWith("p") ? "pm" : "am") : null;
    // A bare number ("Hall 2") is no time, unless it starts a range ("2 - 4 pm").
    if (m[2] === undefined && !meridiem && !range) continue;
    const minutes = toMinutes(h, min, meridiem);
    if (minutes === null) return null;
    found.push({ minutes, meridiem });
    if (found.length === 2) break;
  }
  if (range && found.length === 2 && found[1].meridiem === null && found[0].meridiem === null) {
    // "2 - 4" names no clock on either side: not a time.
    if (!/[:.]/.test(range[1]) && !/[:.]/.test(range[2])) return null;
  }
  if (found.length === 0) return null;
  let [first, second] = found;
  if (second && !first.meridiem && second.meridiem === "pm" && first.minutes < 12 * 60) {
    // "2 - 4 pm": the start shares the end's pm unless that puts it after the end.
    const shifted = first.minutes + 12 * 60;
    if (shifted < second.minutes) first = { minutes: shifted, meridiem: "pm" };
  }
  const start = first.minutes;
  let end = second ? second.minutes : start + 60;
  if (end <= start) end = start + 60;
  return { start, end: Math.min(end, 24 * 60 - 1) };
}

// ── Start and end fields (HH:MM, 24-hour, India time) ─────────────────────

/** "HH:MM" (24-hour) or empty; staff forms, the API and the import file share it. */
export const CLOCK_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

const clockMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** "10:00 am", "4:30 pm", "12:00 pm" for "10:00", "16:30", "12:00". */
function clockText(value: string): string {
  const m = clockMinutes(value);
  const h = Math.floor(m / 60);
  return `${h % 12 === 0 ? 12 : h % 12}:${pad(m % 60)} ${h < 12 ? "am" : "pm"}`;
}

interface EventTimes {
  time: string;
  startTime: string;
  endTime: string;
}

/**
 * An event's times in one shape whatever was given. Start (and end) fields
 * win, and the display text `time` is made from them ("10:00 am – 4:00 pm"),
 * so every page shows times alike. Without them, an older free text such as
 * "10:00 AM - 4:00 PM" (import files, the API's `time`) is read into start
 * and end when it names clock times, and otherwise kept as it is ("Morning").
 */
export function eventTimes(e: { time?: string; startTime?: string; endTime?: string }): EventTimes {
  const startTime = e.startTime?.trim() ?? "";
  const endTime = startTime ? (e.endTime?.trim() ?? "") : "";
  if (startTime) {
    const time = endTime ? `${clockText(startTime)} – ${clockText(endTime)}` : clockText(startTime);
    return { time, startTime, endTime };
  }
  const text = (e.time ?? "").trim();
  const range = parseTimeRange(text);
  if (!range) return { time: text, startTime: "", endTime: "" };
  return eventTimes({ startTime: hhmm(range.start), endTime: RANGE.test(text) ? hhmm(range.end) : "" });
}

/** Start and end (minutes after midnight) of an event: its fields first, else its text; null for all-day. */
export function eventRange(e: { time: string; startTime?: string; endTime?: string }): {
  start: number;
  end: number;
} | null {
  if (!e.startTime || !CLOCK_PATTERN.test(e.startTime)) return parseTimeRange(e.time);
  const start = clockMinutes(e.startTime);
  const end = e.endTime && CLOCK_PATTERN.test(e.endTime) ? clockMinutes(e.endTime) : start + 60;
  return { start, end: Math.min(end > start ? end : start + 60, 24 * 60 - 1) };
}

export function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export const compact = (date: string) => date.replaceAll("-", "");
export const wall = (date: string, minutes: number) =>
  `${compact(date)}T${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}00`;

/** "Add to Google Calendar" address of an event (the same times as the .ics). */
export function googleCalendarUrl(e: {
  title: string;
  description: string;
  date: string;
  time: string;
  startTime?: string;
  endTime?: string;
  venue: string;
}): string {
  const range = eventRange(e);
  const dates = range
    ? `${wall(e.date, range.start)}/${wall(e.date, range.end)}`
    : `${compact(e.date)}/${compact(nextDay(e.date))}`;
  const params = new URLSearchParams({ action: "TEMPLATE", text: e.title, dates });
  if (range) params.set("ctz", KOLKATA_TZ);
  if (e.description.trim()) params.set("details", e.description.trim().slice(0, 1500));
  if (e.venue.trim()) params.set("location", e.venue.trim());
  return `https://calendar.google.com/calendar/render?${params}`;
}
