import { useNavigation } from "react-router";
import { ItemUntranslatedNote, langOf } from "../../components/ui/in-english.tsx";
import { PageLink } from "../../components/ui/page-link.tsx";
import { ResponsiveImage } from "../../components/ui/responsive-image.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { ListPage } from "../../lib/list-page/list-page.tsx";
import { FilterResults } from "../../lib/list-page/list-status.tsx";
import type { AlbumCard, PhotoGalleryData } from "./galleries-data.ts";
import "./galleries.css";

export function PhotoGalleryPage({ items, defaults, years, months }: PhotoGalleryData) {
  // Spec: an album shows 'Loading...' until its data arrives.
  const navigation = useNavigation();
  const opening = navigation.state === "loading" && navigation.location.pathname === "/sub-gallery";
  const { t } = useI18n();
  return (
    <ListPage
      {...{ items, defaults }}
      filter={{ action: "/photo-gallery", label: t("gallery.filterLabel"), years, months }}
      count={t("gallery.count")}
    >
      {(shown) => (
        <FilterResults>
          {opening ? (
            <p className="list-loading" role="status">
              {t("gallery.loading")}
            </p>
          ) : null}
          <ul className="list-grid album-list">
            {shown.length === 0 ? (
              <li>
                <PlaceholderCard />
              </li>
            ) : (
              shown.map((a, i) => (
                <li key={a.id}>
                  <AlbumCardView album={a} first={i === 0} />
                </li>
              ))
            )}
          </ul>
        </FilterResults>
      )}
    </ListPage>
  );
}

function ArrowIcon() {
  return (
    <svg className="list-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M5 12h13M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/** `first`: the first album's cover is what a phone shows largest on the first screen (its LCP): fetched at once. */
function AlbumCardView({ album, first }: { album: AlbumCard; first: boolean }) {
  const { t, date } = useI18n();
  return (
    <article className="list-card album-card">
      {album.cover ? (
        <ResponsiveImage
          className="list-card__image"
          photo={album.cover}
          alt=""
          sizes="(min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw"
          priority={first}
        />
      ) : (
        <div className="list-card__image album-card__no-cover" />
      )}
      <div className="list-card__body">
        <h2 className="list-card__title" lang={langOf(album, "title")}>
          {album.title}
        </h2>
        <ItemUntranslatedNote item={album} />
        <p className="list-card__meta">
          <time dateTime={album.date}>{date(album.date, "padded") ?? album.date}</time>
        </p>
        <div className="album-card__foot">
          <p className="album-card__count">
            {t("gallery.photos")}({album.count})
          </p>
          <PageLink className="album-card__open" to={`/sub-gallery?id=${encodeURIComponent(album.id)}`}>
            <ArrowIcon />
            <span className="visually-hidden">
              {t("gallery.open")}: {album.title}
            </span>
          </PageLink>
        </div>
      </div>
    </article>
  );
}

/** Spec: with no albums, one placeholder card. */
function PlaceholderCard() {
  const { t } = useI18n();
  return (
    <article className="list-card album-card album-card--placeholder">
      <div className="list-card__image album-card__no-cover" />
      <div className="list-card__body">
        <h2 className="list-card__title">{t("gallery.placeholderTitle")}</h2>
        <p className="list-card__meta">{t("gallery.placeholderDate")}</p>
        <p className="album-card__count">{t("gallery.photos")}(0)</p>
      </div>
    </article>
  );
}
