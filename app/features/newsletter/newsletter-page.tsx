import { noticePath } from "../../../contract/notices.ts";
import { ItemUntranslatedNote, langOf } from "../../components/ui/in-english.tsx";
import { fileUrl } from "../../components/ui/responsive-image.tsx";
import { ShareLink } from "../../components/ui/share-link.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useNotePhoto } from "../../lib/head/first-photo.ts";
import { FallbackImage } from "../../lib/list-page/fallback-image.tsx";
import { ListPage } from "../../lib/list-page/list-page.tsx";
import { DEFAULT_NEWSLETTER_IMAGE, type NewsletterCard, type NewsletterPageData } from "./newsletter-data.ts";
import "./newsletter.css";

export function NewsletterPage({ items, defaults, years }: NewsletterPageData) {
  const { t } = useI18n();
  return (
    <ListPage
      {...{ items, defaults }}
      yearOnly
      filter={{ action: "/newsletter", label: t("newsletter.filterLabel"), years }}
      cards={{
        empty: t("newsletter.empty"),
        className: "list-grid newsletter-list",
        card: (n) => <NewsletterView item={n} />,
      }}
    />
  );
}

function NewsletterView({ item }: { item: NewsletterCard }) {
  const { t, href, date } = useI18n();
  // Its picture is the page's sharing preview when it is the first one drawn.
  useNotePhoto(item.file && item.image ? item.file : "", "");
  const picture =
    item.file && item.image ? (
      <FallbackImage
        className="newsletter-card__image"
        src={fileUrl(item.file, 400)}
        fallbackSrc={DEFAULT_NEWSLETTER_IMAGE}
        alt=""
        width={item.image.width}
        height={item.image.height}
        loading="lazy"
      />
    ) : (
      <img
        className="newsletter-card__image newsletter-card__icon"
        src={DEFAULT_NEWSLETTER_IMAGE}
        alt=""
        width={160}
        height={160}
      />
    );
  const body = (
    <>
      {picture}
      <span className="list-card__body">
        <span className="list-card__title" lang={langOf(item, "title")}>
          {item.title}
        </span>
        <span className="list-card__meta">
          <time dateTime={item.date}>{date(item.date, "long") ?? item.date}</time>
        </span>
      </span>
    </>
  );
  const card = item.file ? (
    <a className="list-card newsletter-card" href={fileUrl(item.file)} target="_blank" rel="noopener">
      {body}
      <span className="visually-hidden"> {t("layout.newTab")}</span>
    </a>
  ) : (
    <div className="list-card newsletter-card">{body}</div>
  );
  return (
    <div className="newsletter-item">
      {card}
      <a className="newsletter-item__page" href={href(noticePath("circular", item.id))}>
        {t("newsletter.page")}
        <span className="visually-hidden">: {item.title}</span>
      </a>
      <ShareLink path={noticePath("circular", item.id)} title={item.title} />
      <ItemUntranslatedNote item={item} />
    </div>
  );
}
