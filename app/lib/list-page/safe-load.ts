import type { SiteData } from "../../../contract/site-data.ts";

/**
 * Spec section 8: a failed list load is only logged; the page then shows its
 * fallback or an empty list, never the error screen.
 */
export async function safeLoad<T>(what: string, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.error(`Loading ${what} failed; showing the fallback.`, error);
    return fallback;
  }
}

/**
 * The stored sizes of the cards' pictures: the first of each record's `files`.
 * When the store fails there are none, and each card takes its fallback size.
 */
export function firstFileSizes<R>(
  site: SiteData,
  what: string,
  records: readonly R[],
  files: (record: R) => readonly string[] | undefined,
) {
  const firsts = records.flatMap((r) => files(r)?.slice(0, 1) ?? []);
  return safeLoad(what, () => site.imageSizes(firsts), {});
}

/**
 * A list page's records (those `keep` keeps) and the stored sizes of their
 * first pictures, each load as safe as above; `what` and `sizesWhat` name
 * them in the log.
 */
export async function recordsWithSizes<R extends { attachments?: string[] }>(
  site: SiteData,
  what: string,
  load: () => Promise<R[]>,
  sizesWhat: string,
  keep: (record: R) => boolean = () => true,
) {
  const records = (await safeLoad(what, load, [])).filter(keep);
  const sizes = await firstFileSizes(site, sizesWhat, records, (r) => r.attachments);
  return { records, sizes };
}
