import { type Translate, useI18n } from "../../i18n/i18n-context.tsx";

/** A photo of a page's photo set: its tab and the description staff wrote ("" until they write one). */
interface SetPhoto {
  tab: string;
  alt: string;
}

/**
 * The photos with a description each: one staff have not described yet (issue 26: the
 * upload is never blocked) says what it is part of, "Library, photo 3", in the reader's
 * language. `first` is the place of the first photo given in its tab (1 for a whole tab).
 */
export function useDescribed<P extends SetPhoto>(photos: readonly P[], first = 1): P[] {
  const { t } = useI18n();
  return photos.map((p, i) => (p.alt ? p : { ...p, alt: undescribed(t, p.tab, first + i) }));
}

const undescribed = (t: Translate, tab: string, place: number) =>
  // The place as written, not as a number the language would group ("1,000").
  tab ? t("photo.undescribed", { tab, n: String(place) }) : t("photo.undescribedNoTab", { n: String(place) });
