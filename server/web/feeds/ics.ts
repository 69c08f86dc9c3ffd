import { compact, eventRange, KOLKATA_TZ, nextDay, wall } from "../../../contract/calendar.ts";

/**
 * iCalendar (RFC 5545) for the school's events: the whole calendar at
 * /events.ics and one event per download. Times are Asia/Kolkata wall-clock
 * times with a VTIMEZONE (India has no daylight saving: one STANDARD rule);
 * an event whose time cannot be read is an all-day event.
 */

export interface CalendarEvent {
  id: string;
  title: string;
  description: string;
  /** YYYY-MM-DD, a Kolkata calendar date. */
  date: string;
  /** Display text ("10:00 am – 4:00 pm"), or an older free text such as "Morning". */
  time: string;
  /** HH:MM in India time, or empty: the calendar reads these first. */
  startTime?: string;
  endTime?: string;
  venue: string;
  createdAt: string;
  updatedAt: string;
}

interface CalendarOptions {
  /** Calendar name shown by the phone (the school's name). */
  name: string;
  /** Absolute address of the site, for UIDs and links. */
  origin: string;
  now?: Date;
}

const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${KOLKATA_TZ}`,
  "BEGIN:STANDARD",
  "DTSTART:19700101T000000",
  "TZOFFSETFROM:+0530",
  "TZOFFSETTO:+0530",
  "TZNAME:IST",
  "END:STANDARD",
  "END:VTIMEZONE",
];

const pad = (n: number, w = 2) => String(n).padStart(w, "0");

/** YYYYMMDDTHHMMSSZ of an instant. */
function utcStamp(iso: string | Date): string {
  const d = typeof iso === "string" ? new Date(iso) : iso;
  const t = Number.isNaN(d.getTime()) ? new Date(0) : d;
  return `${t.getUTCFullYear()}${pad(t.getUTCMonth() + 1)}${pad(t.getUTCDate())}T${pad(t.getUTCHours())}${pad(
    t.getUTCMinutes(),
  )}${pad(t.getUTCSeconds())}Z`;
}

/** TEXT value escaping of RFC 5545 §3.3.11. */
function escapeText(s: string): string {
  return s
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Folds a content line at 75 octets without splitting a UTF-8 character. */
function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = "";
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

/**
 * SEQUENCE must grow with every change a calendar should pick up. The content
 * tables keep when a record was created and last changed, so the number is
 * the seconds between the two: 0 until the first edit, larger after each.
 */
function sequenceOf(createdAt: string, updatedAt: string): number {
  const c = Date.parse(createdAt);
  const u = Date.parse(updatedAt);
  if (Number.isNaN(c) || Number.isNaN(u) || u <= c) return 0;
  return Math.floor((u - c) / 1000);
}

/** Stable across renames and edits: the record id and the site's host. */
function eventUid(id: string, origin: string): string {
  return `event-${id}@${new URL(origin).host}`;
}

function eventLines(e: CalendarEvent, opts: CalendarOptions): string[] {
  const range = eventRange(e);
  const lines = [
    "BEGIN:VEVENT",
    `UID:${eventUid(e.id, opts.origin)}`,
    `DTSTAMP:${utcStamp(e.updatedAt)}`,
    `CREATED:${utcStamp(e.createdAt)}`,
    `LAST-MODIFIED:${utcStamp(e.updatedAt)}`,
    `SEQUENCE:${sequenceOf(e.createdAt, e.updatedAt)}`,
  ];
  if (range) {
    lines.push(`DTSTART;TZID=${KOLKATA_TZ}:${wall(e.date, range.start)}`);
    lines.push(`DTEND;TZID=${KOLKATA_TZ}:${wall(e.date, range.end)}`);
  } else {
    lines.push(`DTSTART;VALUE=DATE:${compact(e.date)}`);
    lines.push(`DTEND;VALUE=DATE:${compact(nextDay(e.date))}`);
  }
  lines.push(`SUMMARY:${escapeText(e.title)}`);
  const description = [e.description.trim(), e.time.trim() && !range ? `Time: ${e.time.trim()}` : ""]
    .filter(Boolean)
    .join("\n\n");
  if (description) lines.push(`DESCRIPTION:${escapeText(description)}`);
  if (e.venue.trim()) lines.push(`LOCATION:${escapeText(e.venue.trim())}`);
  lines.push(`URL:${opts.origin}/events`);
  lines.push("STATUS:CONFIRMED", "TRANSP:OPAQUE", "END:VEVENT");
  return lines;
}

/** A whole VCALENDAR: the feed (many events) or a download (one). */
export function buildCalendar(events: CalendarEvent[], opts: CalendarOptions): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${escapeText(opts.name)}//School website//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(opts.name)}`,
    `X-WR-TIMEZONE:${KOLKATA_TZ}`,
    // Asks subscribed calendars to look again every few hours.
    "REFRESH-INTERVAL;VALUE=DURATION:PT6H",
    "X-PUBLISHED-TTL:PT6H",
    ...VTIMEZONE,
    ...events.flatMap((e) => eventLines(e, opts)),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** Events the calendar feed carries: every upcoming one and those of the last `days` days. */
export function calendarWindow<T extends { date: string }>(events: T[], today: string, days = 90): T[] {
  const from = new Date(`${today}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - days);
  const cutoff = from.toISOString().slice(0, 10);
  return events.filter((e) => /^\d{4}-\d{2}-\d{2}$/.test(e.date) && e.date >= cutoff);
}
