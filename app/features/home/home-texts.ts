import { type HomeRegion, namedHomeBlocks, regionOf } from "../../../contract/blocks/region.ts";
import { type Block, isSafeHref, type Person, type Rich, richFrom, richPlain } from "../../../contract/page-blocks.ts";

/**
 * The home page's own words are a stored page at the address "home" (pages
 * as data), edited in the pages editor. Its parts stand in named regions
 * (contract/blocks/region.ts), each read by its name and never by where it
 * stands, and inside a region by kind:
 *
 * - Slides: the list's lines are the slide captions (one per slide);
 * - Welcome: the heading and the paragraphs;
 * - Why choose us, What's special, Facilities: the list (its title the
 *   heading, its lines the points or the photo captions, in photo order);
 * - Sections: the heading and the info cards;
 * - Mission and vision: the info cards;
 * - From the desk: the heading, when the school wrote one.
 *
 * A card's last link ("[Learn more](/kindergarten)") becomes its button. A
 * home page stored by position (an older import file) is read as its regions.
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
  /** The school's own heading of "From the desk" (the site's words when empty). */
  deskHeading: string;
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
    deskHeading: "",
  };
}

export function homeTextsFrom(blocks: Block[] | null | undefined, schoolName: string): HomeTexts {
  const fallback = fallbackHomeTexts(schoolName);
  if (!blocks?.length) return fallback;
  const named = namedHomeBlocks(blocks);
  /** The first part of a kind in a region. */
  const first = <T extends Block["type"]>(name: HomeRegion, type: T) =>
    regionOf(named, name).find((b): b is Extract<Block, { type: T }> => b.type === type);
  const titled = (name: HomeRegion) => {
    const l = first(name, "list");
    return l ? { heading: l.title ?? "", items: l.items } : null;
  };
  const slides = first("slides", "list");
  const welcome = first("welcome", "heading");
  const why = titled("why");
  const specials = titled("specials");
  const facilities = titled("facilities");
  const sections = first("sections", "cards");
  const missionVision = first("mission-vision", "cards");
  return {
    slides: slides?.items.length ? slides.items.map((i) => richPlain(i)) : fallback.slides,
    about: {
      heading: welcome ? welcome.text : fallback.about.heading,
      paragraphs: regionOf(named, "welcome").flatMap((b) => (b.type === "paragraph" ? [b.text] : [])),
    },
    why: why && { heading: why.heading, points: why.items },
    specials: specials && { heading: specials.heading, captions: specials.items.map((i) => richPlain(i)) },
    facilities: facilities && { heading: facilities.heading, captions: facilities.items.map((i) => richPlain(i)) },
    sections: sections
      ? {
          heading: first("sections", "heading")?.text ?? "",
          cards: sections.cards.map((c) => cardLink(c.title, c.text ?? [])),
        }
      : null,
    missionVision: missionVision ? missionVision.cards.map((c) => cardLink(c.title, c.text ?? [])) : [],
    deskHeading: first("desk", "heading")?.text ?? "",
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
