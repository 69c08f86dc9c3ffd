import { useI18n } from "../../i18n/i18n-context.tsx";
import { ListPage } from "../../lib/list-page/list-page.tsx";
import { VideoPoster } from "./video-poster.tsx";
import type { VideoCard, VideosPageData } from "./videos-data.ts";
import "./videos.css";

export function VideosPage({ items, defaults, years }: VideosPageData) {
  const { t } = useI18n();
  const filter = {
    action: "/video-gallery",
    label: t("videos.filterLabel"),
    years,
    allYears: t("videos.allYears"),
    allMonths: t("list.all"),
    search: { label: t("videos.search"), placeholder: t("videos.searchPlaceholder") },
  };
  return (
    <ListPage
      {...{ items, defaults, filter }}
      count={t("videos.count")}
      cards={{ empty: t("videos.empty"), className: "list-grid video-list", card: (v) => <VideoCardView video={v} /> }}
    />
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
