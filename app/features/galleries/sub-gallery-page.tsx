import { useSearchParams } from "react-router";
import { ItemUntranslatedNote, langOf } from "../../components/ui/in-english.tsx";
import { LightboxGrid } from "../../components/ui/lightbox-grid.tsx";
import { PageLink } from "../../components/ui/page-link.tsx";
import { ShareLink } from "../../components/ui/share-link.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { AlbumView } from "./galleries-data.ts";
import "./galleries.css";

/** `galleryName`: what the album list page is called (Campus Life), for the way back to it. */
export function SubGalleryPage({ album, galleryName }: { album: AlbumView; galleryName: string }) {
  const { t, date: dateOf } = useI18n();
  const date = dateOf(album.date, "padded") ?? t("gallery.notAvailable");
  const heading = album.title || t("gallery.album");
  const albumId = useSearchParams()[0].get("id");
  return (
    <div className="album">
      <p>
        <PageLink className="album__back" to="/photo-gallery">
          <span aria-hidden="true">←</span> {t("gallery.backTo", { name: galleryName })}
        </PageLink>
      </p>
      <h2 className="album__title" lang={album.title ? langOf(album, "title") : undefined}>
        {heading}
      </h2>
      <dl className="album__facts">
        {/* The spec's Last Date is the album's date again: one date, shown once, says it. */}
        <div>
          <dt>{t("gallery.eventDate")}</dt>
          <dd>{date}</dd>
        </div>
        <div>
          <dt>{t("gallery.totalPhotos")}</dt>
          <dd>{album.photos.length}</dd>
        </div>
      </dl>
      {album.description ? (
        <p className="album__description" lang={langOf(album, "description")}>
          {album.description}
        </p>
      ) : null}
      <ItemUntranslatedNote item={album} />
      {album.found && albumId ? (
        <p>
          <ShareLink path={`/sub-gallery?id=${encodeURIComponent(albumId)}`} title={heading} />
        </p>
      ) : null}
      <LightboxGrid photos={album.photos} label={t("gallery.photosOf", { title: heading })} />
    </div>
  );
}
