import type { ImgHTMLAttributes } from "react";

interface FallbackImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "onError"> {
  src: string;
  alt: string;
  /** Shown instead when `src` fails to load (spec section 8: default newsletter/media image). */
  fallbackSrc: string;
}

/** An image that swaps to a default picture when it fails (app/lib/list-page/fallback-image.enhance.ts). */
export function FallbackImage({ fallbackSrc, alt, ...rest }: FallbackImageProps) {
  return <img alt={alt} data-fallback={fallbackSrc} {...rest} />;
}
