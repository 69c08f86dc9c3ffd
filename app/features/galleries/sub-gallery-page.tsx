import { useSearchParams } from "react-router";
import { formatDate } from "../../../contract/dates.ts";
import { LightboxGrid } from "../../components/ui/lightbox-grid.tsx";
import { PageLink } from "../../components/ui/page-link.tsx";
import { ShareLink } from "../../components/ui/share-link.tsx";
import { type AlbumView, galleryText } from "./galleries-data.ts";
import "./galleries.css";

export function SubGalleryPage({ album }: { album: AlbumView }) {
  const date = formatDate(album.date, "en-GB-short") ?? galleryText.notAvailable;
  const albumId = useSearchParams()[0].get("id");
  return (
    <div className="album">
      <p>
        <PageLink className="album__back" to="/photo-gallery">
          <span aria-hidden="true">←</span> {galleryText.back}
        </PageLink>
      </p>
      <h2 className="album__title">{album.title || galleryText.albumHeading}</h2>
      <dl className="album__facts">
        <div>
          <dt>{galleryText.eventDate}</dt>
          <dd>{date}</dd>
        </div>
        <div>
          <dt>{galleryText.lastDate}</dt>
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
