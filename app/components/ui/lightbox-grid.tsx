import { useI18n } from "../../i18n/i18n-context.tsx";
import { fileUrl, ResponsiveImage } from "./responsive-image.tsx";
import "./lightbox-grid.css";

export interface GridPhoto {
  file: string;
  alt: string;
  width: number;
  height: number;
  /** Optional text under the thumbnail and in the lightbox (e.g. media title and date). */
  caption?: string;
}

interface LightboxGridProps {
  photos: GridPhoto[];
  /** Accessible name of the grid, e.g. "Library photos"; also names the viewer dialog. */
  label: string;
}

/**
 * The one photo grid of the site: thumbnails (4 columns ≥1200 px, 3 ≥992,
 * 2 below) that are links to the full image, so they work without
 * JavaScript. app/components/ui/lightbox-grid.enhance.ts ([data-lightbox-grid]) turns them
 * into openers of a modal viewer; the viewer reads each photo from this
 * markup (link = full image, thumbnail srcset = the resized variants, width,
 * height, alt, caption), so nothing is repeated in the HTML.
 */
export function LightboxGrid({ photos, label }: LightboxGridProps) {
  const { t } = useI18n();
  if (photos.length === 0) return null;
  // The viewer's buttons are built in the browser: their names travel in the reader's language here.
  return (
    <ul
      className="photo-grid"
      aria-label={label}
      data-lightbox-grid=""
      data-label-close={t("lightbox.close")}
      data-label-previous={t("lightbox.previous")}
      data-label-next={t("lightbox.next")}
    >
      {photos.map((p) => (
        <li key={p.file}>
          <a href={fileUrl(p.file)} className="photo-grid__link" aria-haspopup="dialog">
            <ResponsiveImage photo={p} alt={p.alt} sizes="(min-width: 1200px) 25vw, (min-width: 992px) 33vw, 50vw" />
          </a>
          {p.caption ? <p className="photo-grid__caption">{p.caption}</p> : null}
        </li>
      ))}
    </ul>
  );
}
