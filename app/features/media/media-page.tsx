import { useMemo } from "react";
import { LightboxGrid } from "../../components/ui/lightbox-grid.tsx";
import { applyFilters } from "../../lib/list-filters/list-filters.ts";
import { FilterForm } from "../../lib/list-page/filter-form.tsx";
import { EmptyMessage, FilterResults } from "../../lib/list-page/list-status.tsx";
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
  const { filters } = useUrlFilters(defaults, normalize);
  const shown = useMemo(() => applyFilters(items, filters, mediaAccessors), [items, filters]);
  const photos = useMemo(() => toGridPhotos(shown), [shown]);
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
          defaults={defaults}
        />
      ) : null}
      <FilterResults>
        {shown.length === 0 ? <EmptyMessage>{mediaText.empty(filters.year)}</EmptyMessage> : null}
        {/* Spec section 8: a media image that fails shows the default media image (app/lib/list-page/fallback-image.enhance.ts). */}
        <div className="media-grid" data-fallback={DEFAULT_MEDIA_IMAGE}>
          <LightboxGrid photos={photos} label={mediaText.grid} />
        </div>
      </FilterResults>
    </div>
  );
}
