import { useMemo } from "react";
import { LightboxGrid } from "../../components/ui/lightbox-grid.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { Filters } from "../../lib/list-filters/list-filters.ts";
import { ListPage } from "../../lib/list-page/list-page.tsx";
import { EmptyMessage, FilterResults } from "../../lib/list-page/list-status.tsx";
import { DEFAULT_MEDIA_IMAGE, type MediaPageData, toGridPhotos } from "./media-data.ts";
import "./media.css";

export function MediaPage({ items, defaults, years, found }: MediaPageData) {
  const { t } = useI18n();
  return (
    <ListPage
      {...{ items, defaults }}
      yearOnly
      filter={found ? { action: "/media-gallery", label: t("media.filterLabel"), years } : null}
    >
      {(shown, filters) => <MediaResults shown={shown} year={filters.year} />}
    </ListPage>
  );
}

function MediaResults({ shown, year }: { shown: MediaPageData["items"]; year: Filters["year"] }) {
  const i18n = useI18n();
  const { t } = i18n;
  const photos = useMemo(() => toGridPhotos(shown, i18n), [shown, i18n]);
  return (
    <FilterResults>
      {shown.length === 0 ? (
        <EmptyMessage>{t("media.empty", { year: year === "all" ? t("list.all") : year })}</EmptyMessage>
      ) : null}
      {/* Spec section 8: a media image that fails shows the default media image (app/lib/list-page/fallback-image.enhance.ts). */}
      <div className="media-grid" data-fallback={DEFAULT_MEDIA_IMAGE}>
        <LightboxGrid photos={photos} label={t("media.grid")} />
      </div>
    </FilterResults>
  );
}
