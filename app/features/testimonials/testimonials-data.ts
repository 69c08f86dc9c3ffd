import type { TestimonialRecord } from "../../../contract/content.ts";
import { toInstant } from "../../../contract/dates.ts";
import type { SiteData } from "../../../contract/site-data.ts";
import { type EnglishMarked, englishMark } from "../../components/ui/in-english.tsx";
import { safeLoad } from "../../lib/list-page/safe-load.ts";

/** Shown when a testimonial has no photo (spec: a default image). */
export const DEFAULT_TESTIMONIAL_IMAGE = "/icons/testimonial.svg";
export const MAX_RATING = 5;

export interface TestimonialCard extends EnglishMarked {
  id: string;
  name: string;
  description: string;
  /** 1..5; five stars when the record has none (spec section 2). */
  rating: number;
  createdAt: string;
  image: { file: string; width: number; height: number } | null;
}

export interface TestimonialsPageData {
  items: TestimonialCard[];
  /** The instant "x ago" is measured from, fixed by the server so both renders agree. */
  now: string;
}

export function ratingOf(r: { rating?: number | null }): number {
  const n = Math.round(Number(r.rating));
  return Number.isFinite(n) && n >= 1 ? Math.min(MAX_RATING, n) : MAX_RATING;
}

function toTestimonialCard(
  r: TestimonialRecord,
  sizes: Record<string, { width: number; height: number }>,
): TestimonialCard {
  const first = r.attachments?.[0];
  const size = first ? sizes[first] : undefined;
  return {
    id: r._id,
    name: r.name,
    description: r.description,
    rating: ratingOf(r),
    createdAt: r.createdAt,
    // A first attachment that is not a stored image gets the default picture too.
    image: first && size ? { file: first, ...size } : null,
    ...englishMark(r),
  };
}

/** Newest first by createdAt (spec section 4); undated last, in input order. */
function sortNewestFirst<T extends { createdAt: string }>(items: readonly T[]): T[] {
  const at = (t: T) => toInstant(t.createdAt) ?? Number.NEGATIVE_INFINITY;
  return [...items].sort((a, b) => at(b) - at(a));
}

export async function loadTestimonials(site: SiteData, now: Date = new Date()): Promise<TestimonialsPageData> {
  const records = await safeLoad("testimonials", () => site.list("testimonial"), []);
  const photos = records.flatMap((r) => r.attachments?.slice(0, 1) ?? []);
  const sizes = await safeLoad("testimonial photo sizes", () => site.imageSizes(photos), {});
  return {
    items: sortNewestFirst(records.map((r) => toTestimonialCard(r, sizes))),
    now: now.toISOString(),
  };
}
