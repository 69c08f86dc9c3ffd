import { Carousel } from "../../../components/ui/carousel.tsx";
import { useDescribed } from "../../../components/ui/described-photos.ts";
import { LightboxGrid } from "../../../components/ui/lightbox-grid.tsx";
import { ResponsiveImage } from "../../../components/ui/responsive-image.tsx";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { Renderer } from "./renderer.ts";

export const PhotosView: Renderer<"photos"> = ({ block, data, first }) => {
  const { t } = useI18n();
  const photos = useDescribed(data.photos[block.page]?.[block.tab] ?? []);
  if (photos.length === 0) return null;
  if (block.layout === "single") {
    // A page's single photo (a portrait, the building) is described by the page itself.
    const [p] = photos;
    return (
      <figure className="photo-single">
        <ResponsiveImage photo={p} alt={block.alt} priority={first} sizes="(min-width: 768px) 640px, 100vw" />
      </figure>
    );
  }
  if (block.layout === "carousel") {
    return (
      <Carousel
        label={block.tab}
        className="photo-carousel"
        perView={[
          { min: 0, count: 1 },
          { min: 768, count: 3 },
          { min: 1200, count: 4 },
        ]}
        autoplayMs={2000}
        slides={photos.map((p) => (
          <ResponsiveImage
            key={p.file}
            photo={p}
            alt={p.alt}
            sizes="(min-width: 1200px) 25vw, (min-width: 768px) 33vw, 100vw"
            className="photo-carousel__image"
          />
        ))}
      />
    );
  }
  return <LightboxGrid photos={photos} label={t("gallery.photosOf", { title: block.tab })} />;
};
