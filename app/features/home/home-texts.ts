import { type Block, isSafeHref, type Person, type Rich, richFrom, richPlain } from "../../../contract/page-blocks.ts";

/**
 * The home page's own words are a stored page at the address "home" (pages
 * as data), edited in the pages editor like any other page. Its blocks are
 * read in order, by kind, so staff see ordinary lists, headings and cards:
 *
 * - the 1st list: the slide captions (one per slide);
 * - the 1st heading and the paragraphs right after it: the welcome;
 * - the 2nd, 3rd and 4th lists: "Why choose us", "What's special" and
 *   "Our facilities" (each list's title is the heading, its lines the points
 *   or the photo captions, in photo order);
 * - the 1st info cards: the sections, under the heading just before them;
 * - the 2nd info cards: the mission and vision blurbs.
 *
 * A card's last link ("[Learn more](/kindergarten)") becomes its button.
 */

export interface CardLink {
  title: string;
  /** The card text without its button link (may carry bold, italic, links). */
  text: Rich;
  href: string;
  linkLabel: string;
}

export interface HomeTexts {
  slides: string[];
  about: { heading: string; paragraphs: Rich[] };
  why: { heading: string; points: Rich[] } | null;
  specials: { heading: string; captions: string[] } | null;
  facilities: { heading: string; captions: string[] } | null;
  sections: { heading: string; cards: CardLink[] } | null;
  missionVision: CardLink[];
}

/** A leader card of "From the desk": the people of the leadership page who have a photo and a page. */
export interface LeaderCard {
  name: string;
  role: string;
  /** Tab of the single photos (page "pages") holding the leader's photo. */
  photo: string;
  href: string;
}

/** The address of the stored page holding the home texts. */
export const HOME_SLUG = "home";
/** The page whose people cards are the home page's leader cards. */
export const LEADERS_SLUG = "tvmhs";

/** Splits a card's text into its words and its last link (the card's button); an unsafe address is no button. */
export function cardLink(title: string, stored: Rich | string): CardLink {
  // Older stored pages may still hold markup text: read as the same nodes.
  const text = richFrom(stored);
  const at = text.findLastIndex((n) => n.t === "a" && isSafeHref(n.href));
  const link = text[at];
  if (link?.t !== "a") return { title, text, href: "", linkLabel: "" };
  return {
    title,
    text: trimRich([...text.slice(0, at), ...text.slice(at + 1)]),
    href: link.href,
    linkLabel: richPlain(link.c),
  };
}

/** Rich text without the spaces at its two ends (left where the button link was taken out). */
function trimRich(nodes: Rich): Rich {
  const out = [...nodes];
  const first = out[0];
  if (first?.t === "text") out[0] = { t: "text", v: first.v.trimStart() };
  const last = out.at(-1);
  if (last?.t === "text") out[out.length - 1] = { t: "text", v: last.v.trimEnd() };
  return out.filter((n) => n.t !== "text" || n.v !== "");
}

/** Texts of a school with no stored home page: a welcome in its own name, nothing invented. */
function fallbackHomeTexts(schoolName: string): HomeTexts {
  const welcome = `Welcome to ${schoolName}`;
  return {
    slides: [welcome],
    about: { heading: welcome, paragraphs: [] },
    why: null,
    specials: null,
    facilities: null,
    sections: null,
    missionVision: [],
  };
}

export function homeTextsFrom(blocks: Block[] | null | undefined, schoolName: string): HomeTexts {
  const fallback = fallbackHomeTexts(schoolName);
  if (!blocks?.length) return fallback;
  const lists = blocks.filter((b) => b.type === "list");
  const cards = blocks.filter((b) => b.type === "cards");
  const headingAt = blocks.findIndex((b) => b.type === "heading");
  const paragraphs: Rich[] = [];
  for (let i = headingAt + 1; headingAt !== -1 && blocks[i]?.type === "paragraph"; i++) {
    const b = blocks[i];
    if (b.type === "paragraph") paragraphs.push(b.text);
  }
  const welcome = blocks[headingAt];
  const titled = (i: number) => {
    const l = lists[i];
    return l ? { heading: l.title ?? "", items: l.items } : null;
  };
  const why = titled(1);
  const specials = titled(2);
  const facilities = titled(3);
  const sectionsAt = blocks.indexOf(cards[0] as Block);
  const sectionsHeading = blocks
    .slice(0, Math.max(sectionsAt, 0))
    .findLast((b, i) => b.type === "heading" && i !== headingAt);
  return {
    slides: lists[0]?.items.length ? lists[0].items.map((i) => richPlain(i)) : fallback.slides,
    about: {
      heading: welcome?.type === "heading" ? welcome.text : fallback.about.heading,
      paragraphs,
    },
    why: why && { heading: why.heading, points: why.items },
    specials: specials && { heading: specials.heading, captions: specials.items.map((i) => richPlain(i)) },
    facilities: facilities && { heading: facilities.heading, captions: facilities.items.map((i) => richPlain(i)) },
    sections: cards[0]
      ? {
          heading: sectionsHeading?.type === "heading" ? sectionsHeading.text : "",
          cards: cards[0].cards.map((c) => cardLink(c.title, c.text ?? [])),
        }
      : null,
    missionVision: cards[1] ? cards[1].cards.map((c) => cardLink(c.title, c.text ?? [])) : [],
  };
}

/** The leader cards: people of the leadership page with a photo and a page of their own. */
export function leadersFrom(blocks: Block[] | null | undefined): LeaderCard[] {
  const block = (blocks ?? []).find((b) => b.type === "people");
  const people: Person[] = block?.type === "people" ? block.people : [];
  return people.flatMap((p) =>
    p.photo && p.href ? [{ name: p.name, role: p.role, photo: p.photo, href: p.href }] : [],
  );
}
