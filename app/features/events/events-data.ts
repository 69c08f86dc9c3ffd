import type { EventRecord } from "../../../contract/content.ts";
import { currentYear } from "../../../contract/dates.ts";
import type { SiteData } from "../../../contract/site-data.ts";
import { splitAttachments } from "../../components/ui/attachment-buttons.tsx";
import { type EnglishMarked, englishMark } from "../../components/ui/in-english.tsx";
import type { ListPageData } from "../../lib/list-filters/list-filters.ts";
import { itemDate, yearOptions } from "../../lib/list-filters/list-filters.ts";
import { firstFileSizes, safeLoad } from "../../lib/list-page/safe-load.ts";
import { isPast } from "../../lib/upcoming.ts";

interface SizedImage {
  file: string;
  width: number;
  height: number;
}

export interface EventItem extends EnglishMarked {
  id: string;
  title: string;
  description: string;
  date: string;
  time: string;
  venue: string;
  image: SizedImage | null;
  /** Every attachment that is not a picture (invitation, circular), each its own download button. */
  documents: string[];
  /** The day is over (Kolkata): the card says "Past". */
  past: boolean;
}

export interface EventsPageData extends ListPageData<EventItem> {
  /** When the page was made (ISO): upcoming events are listed first from this day. */
  now: string;
}

const FALLBACK_SIZE = { width: 960, height: 640 };

const eventPicture = (r: EventRecord): string | undefined => r.images?.[0] ?? splitAttachments(r.attachments).photos[0];

function toEventItem(
  r: EventRecord,
  sizes: Record<string, { width: number; height: number }>,
  now: Date = new Date(),
): EventItem {
  // The old provider sometimes sent toDate instead of date.
  const date = r.date ?? (r as { toDate?: string }).toDate ?? "";
  const files = splitAttachments(r.attachments);
  // A photo attached among the files still shows as the event's picture.
  const first = eventPicture(r);
  return {
    id: r._id,
    title: r.title,
    description: r.description,
    date,
    time: r.time,
    venue: r.venue,
    image: first ? { file: first, ...(sizes[first] ?? FALLBACK_SIZE) } : null,
    documents: files.documents,
    past: isPast(date, now),
    ...englishMark(r),
  };
}

/** Spec: year and month default to All, except the year is the current one on load. */
function eventsPageData(items: EventItem[], now: Date = new Date()): EventsPageData {
  return {
    items,
    defaults: { year: currentYear(now), month: "all", q: "" },
    years: yearOptions(items, itemDate),
    now: now.toISOString(),
  };
}

export async function loadEvents(site: SiteData, now: Date = new Date()): Promise<EventsPageData> {
  const records = await safeLoad("events", () => site.list("event"), []);
  const sizes = await firstFileSizes(site, "event image sizes", records, (r) => {
    const picture = eventPicture(r);
    return picture ? [picture] : [];
  });
  return eventsPageData(
    records.map((r) => toEventItem(r, sizes, now)),
    now,
  );
}
