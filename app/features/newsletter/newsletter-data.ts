import type { CircularRecord } from "../../../contract/content.ts";
import type { SiteData } from "../../../contract/site-data.ts";
import { type EnglishMarked, englishMark } from "../../components/ui/in-english.tsx";
import type { ListPageData } from "../../lib/list-filters/list-filters.ts";
import { itemDate, newsletterDefaultYear, yearOptions } from "../../lib/list-filters/list-filters.ts";
import { recordsWithSizes } from "../../lib/list-page/safe-load.ts";

/** Circulars of this category are the newsletters (spec section 3). */
const NEWSLETTER_CATEGORY = "Newsletter";
/** Shown when a newsletter's image is missing or fails to load (spec section 8). */
export const DEFAULT_NEWSLETTER_IMAGE = "/icons/newsletter.svg";

export interface NewsletterCard extends EnglishMarked {
  id: string;
  title: string;
  date: string;
  /** First attachment, opened in a new tab; null when the record has none. */
  file: string | null;
  /** Size when the first attachment is a stored image (shown as the card picture). */
  image: { width: number; height: number } | null;
}

export type NewsletterPageData = ListPageData<NewsletterCard>;

function toNewsletterCard(r: CircularRecord, sizes: Record<string, { width: number; height: number }>): NewsletterCard {
  const file = r.attachments?.[0] ?? null;
  // The card shows the title only: only it can be in English here.
  const english = englishMark(r, ["title"]);
  return { id: r._id, title: r.title, date: r.date, file, image: file ? (sizes[file] ?? null) : null, ...english };
}

/** Spec: the year starts at the most recent year that has newsletters; the years are newest first, once each. */
function newsletterPageData(items: NewsletterCard[], now: Date = new Date()): NewsletterPageData {
  return {
    items,
    defaults: { year: newsletterDefaultYear(items, itemDate, now), month: "all", q: "" },
    years: yearOptions(items, itemDate),
  };
}

export async function loadNewsletters(site: SiteData, now: Date = new Date()): Promise<NewsletterPageData> {
  const isNewsletter = (r: { category: string }) => r.category === NEWSLETTER_CATEGORY;
  const circulars = () => site.list("circular");
  const { records, sizes } = await recordsWithSizes(
    site,
    "newsletters",
    circulars,
    "newsletter image sizes",
    isNewsletter,
  );
  return newsletterPageData(
    records.map((r) => toNewsletterCard(r, sizes)),
    now,
  );
}
