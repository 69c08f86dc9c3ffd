import { formatDate } from "../../../contract/dates.ts";
import { FilterForm } from "../../lib/list-page/filter-form.tsx";
import { ListCount, ResultList } from "../../lib/list-page/list-status.tsx";
import { yearMonthSelects } from "../../lib/list-page/select-options.ts";
import { useListFilters } from "../../lib/list-page/use-url-filters.ts";
import { VideoPoster } from "./video-poster.tsx";
import { type VideoCard, type VideosPageData, videosText } from "./videos-data.ts";
import "./videos.css";

export function VideosPage({ items, defaults, years }: VideosPageData) {
  const { filters, shown } = useListFilters(items, defaults);
  return (
    <div className="list-page">
      <FilterForm
        action="/video-gallery"
        label={videosText.filterLabel}
        selects={yearMonthSelects({
          filters,
          defaults,
          years,
          allYears: videosText.allYears,
          allMonths: videosText.allMonths,
        })}
        search={{ label: videosText.search, value: filters.q, placeholder: videosText.searchPlaceholder }}
        defaults={defaults}
      />
      <ListCount label={videosText.count} count={shown.length} />
      <ResultList
        items={shown}
        empty={videosText.empty}
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
  return (
    <a className="list-card video-card" href={video.url} target="_blank" rel="noopener">
      <span className="video-card__thumb">
        <VideoPoster title={video.title} />
        <PlayIcon />
      </span>
      <span className="list-card__body">
        <span className="list-card__title">{video.title}</span>
        <span className="list-card__meta">
          <time dateTime={video.date}>{formatDate(video.date, "en-GB-short") ?? video.date}</time>
        </span>
        <span className="visually-hidden"> {videosText.newTab}</span>
      </span>
    </a>
  );
}
