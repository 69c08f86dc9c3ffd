import { type ImgHTMLAttributes, useEffect, useRef, useState } from "react";

export interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "onError"> {
  src: string;
  alt: string;
  /** Shown instead when `src` fails to load (spec section 8: default newsletter/media image). */
  fallbackSrc: string;
  /** What the image is, for the log line. */
  what: string;
}

/**
 * An image that swaps to a default picture when it fails. A failure before
 * hydration (no handler attached yet) is caught on mount from the element's
 * state. The failure is logged, as the spec asks.
 */
export function FallbackImage({ src, srcSet, sizes, fallbackSrc, what, alt, ...rest }: FallbackImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  const fail = () => {
    if (failed) return;
    console.warn(`Image of ${what} failed to load (${src}); showing the default image.`);
    setFailed(true);
  };
  useEffect(() => {
    const img = ref.current;
    // A lazy image not fetched yet is incomplete with no currentSrc; a broken one is complete with one.
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc && img.getAttribute("src") === src) {
      console.warn(`Image of ${what} failed before the page was interactive (${src}); showing the default image.`);
      setFailed(true);
    }
  }, [src, what]);
  return (
    <img
      ref={ref}
      alt={alt}
      src={failed ? fallbackSrc : src}
      srcSet={failed ? undefined : srcSet}
      sizes={failed ? undefined : sizes}
      onError={fail}
      {...rest}
    />
  );
}
