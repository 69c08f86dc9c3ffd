import type { HomeRegion } from "../../../contract/blocks/region.ts";
import type { Lang } from "../../../contract/languages.ts";
import type { PhotoView, SiteData } from "../../../contract/site-data.ts";
import { translatedBlocks } from "../../../contract/translations.ts";
import { HOME_SLUG, type HomeTexts, homeTextsFrom, LEADERS_SLUG, type LeaderCard, leadersFrom } from "./home-texts.ts";
import {
  type EventView,
  type HighlightView,
  type NewsView,
  type NotificationView,
  pictureFiles,
  type RegistrationView,
  type Sizes,
  toEvents,
  toHighlights,
  toNews,
  toNotifications,
  toRegistrations,
} from "./home-views.ts";

/**
 * What the home page renders, shaped on the server: only the fields it shows,
 * dates already formatted (in Asia/Kolkata, so server and browser agree).
 */

export interface HomeData {
  /** The school's own words (the stored page "home"). */
  texts: HomeTexts;
  /** The "From the desk" cards (the people of the leadership page). */
  leaders: LeaderCard[];
  slides: PhotoView[];
  specials: PhotoView[];
  facilities: PhotoView[];
  why: PhotoView | null;
  /** Leader photos by photo tab (see leaders). */
  leaderPhotos: Record<string, PhotoView | null>;
  highlights: HighlightView[];
  notifications: NotificationView[];
  news: NewsView[];
  events: EventView[];
  registrations: RegistrationView[];
  /** On a page in another language: the home regions shown in English for want of a translation. */
  englishRegions?: HomeRegion[];
}

type HomeLog = (message: string, error: unknown) => void;

const defaultLog: HomeLog = (message, error) => console.error(message, error);

/**
 * Everything the home page shows. Each source is read on its own: one that
 * fails is logged and replaced by the spec's fallback, never breaking the page.
 */
export async function loadHome(site: SiteData, log: HomeLog = defaultLog, lang: Lang = "en"): Promise<HomeData> {
  const safe = async <T>(what: string, load: () => Promise<T>, fallback: T): Promise<T> => {
    try {
      return await load();
    } catch (error) {
      log(`home: could not load ${what}`, error);
      return fallback;
    }
  };
  type Stored = Awaited<ReturnType<SiteData["page"]>>;
  const [school, homePage, leaderPage, highlights, notifications, news, events, registrations, homePhotos, pagePhotos] =
    await Promise.all([
      safe<{ name: string }>("school profile", () => site.school(), { name: "" }),
      safe<Stored>("home texts", () => site.page(HOME_SLUG), null),
      safe<Stored>("leaders", () => site.page(LEADERS_SLUG), null),
      safe<unknown>("highlights", () => site.list("highlight"), []),
      safe<unknown>("notifications", () => site.list("notification"), []),
      safe<unknown>("news", () => site.list("news"), []),
      safe<unknown>("events", () => site.list("event"), []),
      safe<unknown>("online registrations", () => site.list("onlineRegistration"), []),
      safe<Record<string, PhotoView[]>>("home photos", () => site.pagePhotos("home"), {}),
      safe<Record<string, PhotoView[]>>("page photos", () => site.pagePhotos("pages"), {}),
    ]);
  // In another language: the home page's translation, region by region (matched by name); the rest in English.
  const translation =
    lang !== "en" && homePage
      ? await safe("home translation", () => site.pageTranslation(HOME_SLUG, lang), null)
      : null;
  const shown = lang !== "en" && homePage ? translatedBlocks(homePage.blocks, translation?.blocks) : null;
  const files = pictureFiles(notifications, events);
  const sizes = files.length ? await safe<Sizes>("image sizes", () => site.imageSizes(files), {}) : {};
  const leaders = leadersFrom(leaderPage?.blocks);
  return {
    texts: homeTextsFrom(shown ? shown.map((s) => s.block) : homePage?.blocks, school.name),
    leaders,
    slides: homePhotos.Slides ?? [],
    specials: homePhotos.Specials ?? [],
    facilities: homePhotos.Facilities ?? [],
    why: pagePhotos["why-choose-us"]?.[0] ?? null,
    leaderPhotos: Object.fromEntries(leaders.map((l) => [l.photo, pagePhotos[l.photo]?.[0] ?? null])),
    highlights: toHighlights(highlights, lang),
    notifications: toNotifications(notifications, sizes),
    news: toNews(news, lang),
    events: toEvents(events, sizes, new Date(), lang),
    registrations: toRegistrations(registrations),
    ...(shown
      ? { englishRegions: shown.flatMap((s) => (s.fallback && s.block.type === "region" ? [s.block.region] : [])) }
      : {}),
  };
}
