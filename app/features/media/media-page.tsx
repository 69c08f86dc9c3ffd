import { useMemo } from "react";
import { LightboxGrid } from "../../components/ui/lightbox-grid.tsx";
import { FilterForm } from "../../lib/list-page/filter-form.tsx";
import { EmptyMessage, FilterResults } from "../../lib/list-page/list-status.tsx";
import { yearSelect } from "../../lib/list-page/select-options.ts";
import { useListFilters } from "../../lib/list-page/use-url-filters.ts";
import { DEFAULT_MEDIA_IMAGE, type MediaPageData, mediaText, toGridPhotos } from "./media-data.ts";
import "./media.css";

export function MediaPage({ items, defaults, years, found }: MediaPageData) {
  const { filters, shown } = useListFilters(items, defaults, { yearOnly: true });
  const photos = useMemo(() => toGridPhotos(shown), [shown]);
  return (
    <div className="list-page">
      {found ? (
        <FilterForm
          action="/media-gallery"
          label={mediaText.filterLabel}
          selects={[yearSelect({ filters, defaults, years })]}
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
