import { useI18n } from "../../i18n/i18n-context.tsx";
import { FilterForm } from "../../lib/list-page/filter-form.tsx";
import { ListCount, ResultList } from "../../lib/list-page/list-status.tsx";
import { selectWords, yearMonthSelects } from "../../lib/list-page/select-options.ts";
import { useListFilters } from "../../lib/list-page/use-url-filters.ts";
import { VideoPoster } from "./video-poster.tsx";
import type { VideoCard, VideosPageData } from "./videos-data.ts";
import "./videos.css";

export function VideosPage({ items, defaults, years }: VideosPageData) {
  const i18n = useI18n();
  const { t } = i18n;
  const { filters, shown } = useListFilters(items, defaults);
  return (
    <div className="list-page">
      <FilterForm
        action="/video-gallery"
        label={t("videos.filterLabel")}
        selects={yearMonthSelects({
          filters,
          defaults,
          years,
          allYears: t("videos.allYears"),
          allMonths: t("list.all"),
          words: selectWords(i18n),
        })}
        search={{ label: t("videos.search"), value: filters.q, placeholder: t("videos.searchPlaceholder") }}
        defaults={defaults}
      />
      <ListCount label={t("videos.count")} count={shown.length} />
      <ResultList
        items={shown}
        empty={t("videos.empty")}
        className="list-grid video-list"
        card={(v) => <VideoCardView video={v} />}
      />
    </div>
  );
}

function PlayIcon() {
  return (
    <svg className="video-card__play" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="rgba(0,0,0,.55)" />
      <path d="M26 20v24l20-12z" fill="#fff" />
    </svg>
  );
}

function VideoCardView({ video }: { video: VideoCard }) {
  const { t, date } = useI18n();
  return (
    <a className="list-card video-card" href={video.url} target="_blank" rel="noopener">
      <span className="video-card__thumb">
        <VideoPoster title={video.title} />
        <PlayIcon />
      </span>
      <span className="list-card__body">
        <span className="list-card__title">{video.title}</span>
        <span className="list-card__meta">
          <time dateTime={video.date}>{date(video.date, "padded") ?? video.date}</time>
        </span>
        <span className="visually-hidden"> {t("layout.newTab")}</span>
      </span>
    </a>
  );
}
