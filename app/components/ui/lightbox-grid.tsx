import { ResponsiveImage } from "./responsive-image.tsx";

export interface GridPhoto {
  file: string;
  alt: string;
  width: number;
  height: number;
  /** Optional text under the thumbnail and in the lightbox (e.g. media title and date). */
  caption?: string;
}

export interface LightboxGridProps {
  photos: GridPhoto[];
  /** Accessible name of the grid, e.g. "Library photos". */
  label: string;
}

/**
 * STUB — the static-pages work replaces this with the one lightbox of the
 * site: thumbnails (4 columns ≥1200 px, 3 ≥992, 2 ≥576, 1 below) that open a
 * dialog with keyboard, swipe and Escape, focus returning to the thumbnail.
 * Keep these props.
 */
export function LightboxGrid({ photos, label }: LightboxGridProps) {
  if (photos.length === 0) return null;
  return (
    <ul className="photo-grid" aria-label={label}>
      {photos.map((p) => (
        <li key={p.file}>
          <ResponsiveImage
            file={p.file}
            alt={p.alt}
            width={p.width}
            height={p.height}
            sizes="(min-width: 1200px) 25vw, (min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw"
          />
          {p.caption ? <p className="photo-grid__caption">{p.caption}</p> : null}
        </li>
      ))}
    </ul>
  );
}
