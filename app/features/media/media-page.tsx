import { useMemo } from "react";
import { LightboxGrid } from "../../components/ui/lightbox-grid.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { ListFilters } from "../../lib/list-page/filter-form.tsx";
import { EmptyMessage, FilterResults } from "../../lib/list-page/list-status.tsx";
import { useListFilters } from "../../lib/list-page/use-url-filters.ts";
import { DEFAULT_MEDIA_IMAGE, type MediaPageData, toGridPhotos } from "./media-data.ts";
import "./media.css";

export function MediaPage({ items, defaults, years, found }: MediaPageData) {
  const { filters, shown } = useListFilters(items, defaults, { yearOnly: true });
  const i18n = useI18n();
  const { t } = i18n;
  const photos = useMemo(() => toGridPhotos(shown, i18n), [shown, i18n]);
  return (
    <div className="list-page">
      {found ? (
        <ListFilters
          action="/media-gallery"
          label={t("media.filterLabel")}
          yearOnly
          {...{ filters, defaults, years }}
        />
      ) : null}
      <FilterResults>
        {shown.length === 0 ? (
          <EmptyMessage>
            {t("media.empty", { year: filters.year === "all" ? t("list.all") : filters.year })}
          </EmptyMessage>
        ) : null}
        {/* Spec section 8: a media image that fails shows the default media image (app/lib/list-page/fallback-image.enhance.ts). */}
        <div className="media-grid" data-fallback={DEFAULT_MEDIA_IMAGE}>
          <LightboxGrid photos={photos} label={t("media.grid")} />
        </div>
      </FilterResults>
    </div>
  );
}
