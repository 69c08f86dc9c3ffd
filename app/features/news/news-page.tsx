import { noticePath } from "../../../contract/notices.ts";
import { AttachmentButtons } from "../../components/ui/attachment-buttons.tsx";
import { ItemUntranslatedNote, langOf } from "../../components/ui/in-english.tsx";
import { fileUrl, ResponsiveImage } from "../../components/ui/responsive-image.tsx";
import { ShareLink } from "../../components/ui/share-link.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { ListPage } from "../../lib/list-page/list-page.tsx";
import type { NewsCard, NewsPageData } from "./news-data.ts";
import "./news.css";

export function NewsPage({ items, defaults, years, months }: NewsPageData) {
  const { t } = useI18n();
  return (
    <ListPage
      {...{ items, defaults }}
      filter={{ action: "/news", label: t("news.filterLabel"), years, months }}
      count={t("news.count")}
      cards={{ empty: t("news.empty"), className: "list-grid news-list", card: (n) => <NewsCardView item={n} /> }}
    />
  );
}

function PaperclipIcon() {
  return (
    <svg className="list-icon news-card__clip" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M16.5 6.5v10a4.5 4.5 0 0 1-9 0V5a3 3 0 0 1 6 0v10.5a1.5 1.5 0 0 1-3 0V6.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

function NewsCardView({ item }: { item: NewsCard }) {
  const { t, href, date } = useI18n();
  // Day, month and year each in their own span: Marathi and Hindi put a comma or a dot after the month.
  const [day, month, year] = (date(item.date, "padded") ?? "").replace(/[,.]/g, "").split(/\s+/);
  const title = (
    <>
      <span lang={langOf(item, "title")}>{item.title}</span>
      {item.attachment ? (
        <>
          {" "}
          <PaperclipIcon />
          <span className="visually-hidden"> {t("news.attachment")}</span>
        </>
      ) : null}
    </>
  );
  const classes = [
    "list-card",
    "news-card",
    item.attachment ? "news-card--link" : "",
    item.photo ? "news-card--photo" : "",
  ];
  return (
    <article className={classes.filter(Boolean).join(" ")}>
      {item.photo ? (
        <ResponsiveImage
          className="news-card__photo"
          photo={item.photo}
          // The title beside it says what the photo is about.
          alt=""
          sizes="(min-width: 768px) 360px, 100vw"
        />
      ) : null}
      <time className="news-card__date" dateTime={item.date}>
        <span className="news-card__day">{day}</span> <span className="news-card__month">{month}</span>{" "}
        <span className="news-card__year">{year}</span>
      </time>
      <div className="list-card__body">
        <h2 className="list-card__title">
          {item.attachment ? (
            // The whole card opens the attachment (the link's area covers it), yet the share link stays its own.
            <a className="news-card__link" href={fileUrl(item.attachment)} target="_blank" rel="noopener">
              {title}
            </a>
          ) : (
            <a className="news-card__page" href={href(noticePath("news", item.id))}>
              {title}
            </a>
          )}
        </h2>
        <p className="news-card__text" lang={langOf(item, "description")}>
          {item.description}
        </p>
        <ItemUntranslatedNote item={item} />
        {item.attachment ? (
          <a className="news-card__more" href={href(noticePath("news", item.id))}>
            {t("news.more")}
            <span className="visually-hidden">: {item.title}</span>
          </a>
        ) : null}
        <AttachmentButtons documents={item.documents} title={item.title} />
        <ShareLink path={noticePath("news", item.id)} title={item.title} />
      </div>
    </article>
  );
}
