/**
 * Spec section 8: a newsletter or media image that fails to load shows the
 * school's default image instead, and the failure is logged. `data-fallback`
 * (the default image's URL) sits on the image itself or on a container of
 * images. Failures before this script ran are found from the image's state.
 */
export default function enhanceFallbackImage(el: HTMLElement): void {
  const fallback = el.dataset.fallback;
  if (!fallback) return;
  const showDefault = (img: HTMLImageElement) => {
    if (img.dataset.fallbackShown !== undefined) return;
    console.warn(`Image failed to load (${img.currentSrc || img.src}); showing the default image.`);
    img.dataset.fallbackShown = "";
    img.removeAttribute("srcset");
    img.removeAttribute("sizes");
    img.src = fallback;
  };
  const images = () => (el instanceof HTMLImageElement ? [el] : [...el.querySelectorAll("img")]);
  // Error events do not bubble; a capture listener sees those of images added later too.
  el.addEventListener(
    "error",
    (e) => {
      if (e.target instanceof HTMLImageElement) showDefault(e.target);
    },
    true,
  );
  // A lazy image not fetched yet is incomplete with no currentSrc; a broken one is complete with one.
  for (const img of images()) if (img.complete && img.naturalWidth === 0 && img.currentSrc) showDefault(img);
}
