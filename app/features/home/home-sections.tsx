import type { ReactNode } from "react";
import type { PhotoView } from "../../../contract/site-data.ts";
import { useSchool } from "../../components/layout/school-context.tsx";
import { Carousel, type PerView } from "../../components/ui/carousel.tsx";
import { useDescribed } from "../../components/ui/described-photos.ts";
import { ItemUntranslatedNote, langOf } from "../../components/ui/in-english.tsx";
import { InlineItems, InlineText } from "../../components/ui/inline-text.tsx";
import { PageLink } from "../../components/ui/page-link.tsx";
import { ResponsiveImage } from "../../components/ui/responsive-image.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { aboutLink, facilitiesLink, slideButtons } from "./home-content.ts";
import { RegionNote, useRegionLang } from "./home-english.tsx";
import { AttachmentLink, useLinkLabel } from "./home-links.tsx";
import type { HomeTexts } from "./home-texts.ts";
import type { HighlightView } from "./home-views.ts";

/** Visible slides per breakpoint (spec section 9). */
export const perView = {
  specials: [
    { min: 0, count: 1 },
    { min: 768, count: 3 },
    { min: 1024, count: 4 },
  ],
  facilities: [
    { min: 0, count: 1 },
    { min: 768, count: 3 },
    { min: 992, count: 4 },
    { min: 1200, count: 5 },
  ],
  events: [
    { min: 0, count: 1 },
    { min: 992, count: 2 },
  ],
} satisfies Record<string, PerView[]>;

/** How wide a photo section's slides are at each breakpoint, so the browser picks the right file. */
const photoSizes = {
  specials: "(min-width: 1024px) 300px, (min-width: 768px) 33vw, 100vw",
  facilities: "(min-width: 1200px) 240px, (min-width: 768px) 33vw, 100vw",
};

export function HeroSlider({ photos: stored, captions }: { photos: PhotoView[]; captions: string[] }) {
  const { t } = useI18n();
  const photos = useDescribed(stored);
  const label = useLinkLabel();
  const captionLang = useRegionLang("slides");
  const slides = captions.map((caption, i) => {
    const photo = photos[i];
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: staff may give two slides the same caption
      <div className="hero__slide" key={i}>
        {photo ? (
          <ResponsiveImage
            photo={photo}
            alt={photo.alt}
            sizes="100vw"
            priority={i === 0}
            className="hero__image"
            draggable={false}
          />
        ) : (
          <div className="hero__image hero__image--empty" />
        )}
        <div className="hero__text">
          <p className="hero__caption" lang={captionLang}>
            {caption}
          </p>
          <div className="hero__buttons">
            {slideButtons.map((b) => (
              <PageLink key={b.href} to={b.href} className="button hero__button">
                {label(b)}
              </PageLink>
            ))}
          </div>
        </div>
      </div>
    );
  });
  return <Carousel label={t("home.slides")} slides={slides} className="hero" />;
}

export function Highlights({ items }: { items: HighlightView[] }) {
  const { t } = useI18n();
  return (
    <div className="highlights">
      <h2 id="highlights-heading" className="highlights__heading">
        {t("home.highlights")}
      </h2>
      <Carousel
        label={t("home.highlights")}
        labelledBy="highlights-heading"
        className="highlights__carousel"
        prevLabel={t("home.highlights.previous")}
        nextLabel={t("home.highlights.next")}
        slides={items.map((h) => (
          <article className="highlight" key={h.title}>
            <h3 className="highlight__title" lang={langOf(h, "title")}>
              {h.title}
            </h3>
            <p className="highlight__text" lang={langOf(h, "description")}>
              {h.description}
            </p>
            <ItemUntranslatedNote item={h} />
            <p className="highlight__meta">
              <span className="highlight__date">{h.date}</span>
              {h.attachment ? <AttachmentLink file={h.attachment} title={h.title} /> : null}
            </p>
          </article>
        ))}
      />
    </div>
  );
}

export function About({
  whyPhoto,
  about,
  why,
}: {
  whyPhoto: PhotoView | null;
  about: HomeTexts["about"];
  why: HomeTexts["why"];
}) {
  const school = useSchool();
  const { t } = useI18n();
  return (
    <div className="home-about">
      <section aria-labelledby="about-heading" lang={useRegionLang("welcome")}>
        <h2 id="about-heading">{about.heading}</h2>
        {about.paragraphs.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one stored text, in order
          <p key={i}>
            <InlineText text={p} />
          </p>
        ))}
        <RegionNote region="welcome" />
        <PageLink to={aboutLink.href}>{t("home.aboutLink")}</PageLink>
      </section>
      {why ? <Why why={why} photo={whyPhoto} alt={t("home.whyAlt", { school: school.name })} /> : null}
    </div>
  );
}

function Why({
  why,
  photo: whyPhoto,
  alt,
}: {
  why: NonNullable<HomeTexts["why"]>;
  photo: PhotoView | null;
  alt: string;
}) {
  return (
    <section aria-labelledby="why-heading" className="home-why" lang={useRegionLang("why")}>
      {whyPhoto ? (
        <ResponsiveImage
          photo={whyPhoto}
          alt={whyPhoto.alt || alt}
          sizes="(min-width: 992px) 440px, 100vw"
          className="home-why__image"
        />
      ) : null}
      <div>
        <h2 id="why-heading">{why.heading}</h2>
        <ul>
          <InlineItems items={why.points} />
        </ul>
        <RegionNote region="why" />
      </div>
    </section>
  );
}

function PhotoCard({ photo, caption, sizes }: { photo: PhotoView; caption: string; sizes: string }) {
  return (
    <figure className="photo-card">
      <ResponsiveImage photo={photo} alt={photo.alt} sizes={sizes} draggable={false} />
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

/** A home section of captioned photos in a carousel: "Our specials" and "Our facilities". */
function PhotoSection({
  id,
  photos,
  texts,
  children,
}: {
  id: keyof typeof photoSizes;
  photos: PhotoView[];
  texts: HomeTexts["specials"];
  children?: ReactNode;
}) {
  const lang = useRegionLang(id);
  const described = useDescribed(photos);
  if (!photos.length || !texts) return null;
  return (
    <div className="home-section" lang={lang}>
      <h2 id={`${id}-heading`}>{texts.heading}</h2>
      <Carousel
        label={texts.heading}
        perView={perView[id]}
        labelledBy={`${id}-heading`}
        className={id}
        slides={described.map((p, i) => (
          <PhotoCard key={p.file} photo={p} caption={texts.captions[i] ?? ""} sizes={photoSizes[id]} />
        ))}
      />
      <RegionNote region={id} />
      {children}
    </div>
  );
}

export function Specials({ photos, specials }: { photos: PhotoView[]; specials: HomeTexts["specials"] }) {
  return <PhotoSection id="specials" photos={photos} texts={specials} />;
}

export function Facilities({ photos, facilities }: { photos: PhotoView[]; facilities: HomeTexts["facilities"] }) {
  const { t } = useI18n();
  return (
    <PhotoSection id="facilities" photos={photos} texts={facilities}>
      <p>
        <PageLink to={facilitiesLink.href}>{t("home.facilitiesLink")}</PageLink>
      </p>
    </PhotoSection>
  );
}
