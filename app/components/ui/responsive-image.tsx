import type { ImgHTMLAttributes } from "react";
import { useNotePhoto } from "../../lib/head/first-photo.ts";

const widths = [400, 800, 1600] as const;

/** Characters encodeURIComponent leaves as they are, and the folder slash. */
const SAFE_ID = /^[\w.~/-]*$/;

/** Address of a stored file on the image endpoint. */
export function fileUrl(id: string, width?: (typeof widths)[number]): string {
  // Stored ids are hex folders and names (ab/abcdef….jpg): nothing to escape,
  // and a page shows over a hundred of them, so the common case skips the work.
  const path = SAFE_ID.test(id) ? id : id.split("/").map(encodeURIComponent).join("/");
  return width ? `/api/image/${path}?w=${width}` : `/api/image/${path}`;
}

/** A stored photo: its file and its size in pixels, as the content carries them. */
interface StoredPhoto {
  file: string;
  width: number;
  height: number;
}

interface ResponsiveImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "width" | "height"> {
  photo: StoredPhoto;
  alt: string;
  /** Layout width hint, e.g. "(min-width: 992px) 25vw, 100vw". */
  sizes?: string;
  priority?: boolean;
}

/**
 * A stored image with WebP variants in srcset, width and height set so the
 * layout does not shift, lazy unless it is the page's main image.
 */
export function ResponsiveImage({ photo, alt, sizes = "100vw", priority, ...rest }: ResponsiveImageProps) {
  const { file, width, height } = photo;
  useNotePhoto(file, alt);
  const usable = widths.filter((w) => w <= Math.max(width, 400));
  return (
    <img
      src={fileUrl(file, usable.includes(800) ? 800 : 400)}
      srcSet={usable.map((w) => `${fileUrl(file, w)} ${w}w`).join(", ")}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "auto" : "async"}
      {...(priority ? { fetchPriority: "high" as const } : {})}
      {...rest}
    />
  );
}
