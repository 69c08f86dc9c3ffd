import { escapeXml } from "../escape-xml.ts";

/**
 * Atom (RFC 4287) feeds of the news and the newsletters, so parents can follow
 * the school in a feed reader or an app that watches feeds.
 */

export interface FeedEntry {
  id: string;
  title: string;
  summary: string;
  /** YYYY-MM-DD (Kolkata calendar date) the item is dated. */
  date: string;
  updatedAt: string;
  /** Absolute address of the page or file the entry opens. */
  link: string;
  /** Absolute addresses of attached files. */
  enclosures?: { href: string; type: string }[];
}

interface FeedOptions {
  title: string;
  subtitle: string;
  /** Absolute address of the feed itself. */
  self: string;
  /** Absolute address of the page the feed mirrors. */
  page: string;
  author: string;
  icon?: string;
}

/** A calendar date as an Atom date (midnight in Kolkata). */
const kolkataMidnight = (date: string) => `${date}T00:00:00+05:30`;

const instant = (iso: string, fallback: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? fallback : new Date(t).toISOString();
};

export function buildAtom(entries: FeedEntry[], opts: FeedOptions): string {
  const updatedTimes = entries.map((e) => instant(e.updatedAt, kolkataMidnight(e.date)));
  const updated = updatedTimes.length
    ? updatedTimes.reduce((a, b) => (Date.parse(a) >= Date.parse(b) ? a : b))
    : new Date(0).toISOString();
  const x = escapeXml;
  const body = entries
    .map((e, i) => {
      const enclosures = (e.enclosures ?? [])
        .map((f) => `\n    <link rel="enclosure" href="${x(f.href)}" type="${x(f.type)}"/>`)
        .join("");
      return `  <entry>
    <id>${x(`${opts.page}#${e.id}`)}</id>
    <title>${x(e.title)}</title>
    <link rel="alternate" type="text/html" href="${x(e.link)}"/>${enclosures}
    <published>${x(kolkataMidnight(e.date))}</published>
    <updated>${x(updatedTimes[i])}</updated>
    <summary type="text">${x(e.summary || e.title)}</summary>
  </entry>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-IN">
  <id>${x(opts.self)}</id>
  <title>${x(opts.title)}</title>
  <subtitle>${x(opts.subtitle)}</subtitle>
  <link rel="self" type="application/atom+xml" href="${x(opts.self)}"/>
  <link rel="alternate" type="text/html" href="${x(opts.page)}"/>
  <updated>${x(updated)}</updated>
  <author><name>${x(opts.author)}</name></author>${opts.icon ? `\n  <icon>${x(opts.icon)}</icon>` : ""}
${body}
</feed>
`;
}
