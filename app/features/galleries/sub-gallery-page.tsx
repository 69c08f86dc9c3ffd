import { useSearchParams } from "react-router";
import { formatDate } from "../../../contract/dates.ts";
import { LightboxGrid } from "../../components/ui/lightbox-grid.tsx";
import { PageLink } from "../../components/ui/page-link.tsx";
import { ShareLink } from "../../components/ui/share-link.tsx";
import { type AlbumView, galleryText } from "./galleries-data.ts";
import "./galleries.css";

/** `galleryName`: what the album list page is called (Campus Life), for the way back to it. */
export function SubGalleryPage({ album, galleryName }: { album: AlbumView; galleryName: string }) {
  const date = formatDate(album.date, "en-GB-short") ?? galleryText.notAvailable;
  const albumId = useSearchParams()[0].get("id");
  return (
    <div className="album">
      <p>
        <PageLink className="album__back" to="/photo-gallery">
          <span aria-hidden="true">←</span> {galleryText.back} {galleryName}
        </PageLink>
      </p>
      <h2 className="album__title">{album.title || galleryText.albumHeading}</h2>
      <dl className="album__facts">
        {/* The spec's Last Date is the album's date again: one date, shown once, says it. */}
        <div>
          <dt>{galleryText.eventDate}</dt>
          <dd>{date}</dd>
        </div>
        <div>
          <dt>{galleryText.totalPhotos}</dt>
          <dd>{album.photos.length}</dd>
        </div>
      </dl>
      {album.description ? <p className="album__description">{album.description}</p> : null}
      {album.found && albumId ? (
        <p>
          <ShareLink
            path={`/sub-gallery?id=${encodeURIComponent(albumId)}`}
            title={album.title || galleryText.albumHeading}
          />
        </p>
      ) : null}
      <LightboxGrid photos={album.photos} label={`${album.title || galleryText.albumHeading} photos`} />
    </div>
  );
}
