import { type RefObject, useEffect, useMemo, useRef } from "react";
import { LightboxGrid } from "../../components/ui/lightbox-grid.tsx";
import { applyFilters } from "../../lib/list-filters/list-filters.ts";
import { FilterForm } from "../../lib/list-page/filter-form.tsx";
import { EmptyMessage } from "../../lib/list-page/list-status.tsx";
import { yearSelectOptions } from "../../lib/list-page/select-options.ts";
import { useUrlFilters } from "../../lib/list-page/use-url-filters.ts";
import {
  DEFAULT_MEDIA_IMAGE,
  type MediaPageData,
  mediaAccessors,
  mediaFilters,
  mediaText,
  toGridPhotos,
} from "./media-data.ts";
import "./media.css";

export function MediaPage({ items, defaults, years, found }: MediaPageData) {
  const normalize = useMemo(() => mediaFilters(defaults), [defaults]);
  const { filters, update } = useUrlFilters(defaults, normalize);
  const shown = useMemo(() => applyFilters(items, filters, mediaAccessors), [items, filters]);
  const photos = useMemo(() => toGridPhotos(shown), [shown]);
  const grid = useRef<HTMLDivElement>(null);
  useDefaultImageOnError(grid);
  return (
    <div className="list-page">
      {found ? (
        <FilterForm
          action="/media-gallery"
          label={mediaText.filterLabel}
          selects={[
            {
              name: "year",
              label: mediaText.year,
              value: String(filters.year),
              options: yearSelectOptions(years, [filters.year, defaults.year]),
            },
          ]}
          onChange={update}
        />
      ) : null}
      {shown.length === 0 ? <EmptyMessage>{mediaText.empty(filters.year)}</EmptyMessage> : null}
      <div ref={grid} className="media-grid">
        <LightboxGrid photos={photos} label={mediaText.grid} />
      </div>
    </div>
  );
}

function showDefault(img: HTMLImageElement) {
  if (img.dataset.fallback) return;
  console.warn(`Media image failed to load (${img.currentSrc || img.src}); showing the default image.`);
  img.dataset.fallback = "1";
  img.removeAttribute("srcset");
  img.removeAttribute("sizes");
  img.src = DEFAULT_MEDIA_IMAGE;
}

/**
 * Spec section 8: a media image that fails shows the default media image.
 * The thumbnails belong to the shared lightbox grid, so failures are caught
 * here (error events do not bubble, hence the capture listener), including
 * any that failed before the page was interactive.
 */
function useDefaultImageOnError(ref: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onError = (e: Event) => {
      if (e.target instanceof HTMLImageElement) showDefault(e.target);
    };
    root.addEventListener("error", onError, true);
    // Broken before hydration: complete, with a source, but no pixels (lazy ones not fetched yet have no currentSrc).
    for (const img of root.querySelectorAll("img")) {
      if (img.complete && img.naturalWidth === 0 && img.currentSrc) showDefault(img);
    }
    return () => root.removeEventListener("error", onError, true);
  }, [ref]);
}
