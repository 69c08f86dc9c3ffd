import type { ReactNode } from "react";
import type { PhotoView } from "../../../contract/site-data.ts";
import { useSchool } from "../../components/layout/school-context.tsx";
import { Carousel, type PerView } from "../../components/ui/carousel.tsx";
import { InlineText } from "../../components/ui/inline-text.tsx";
import { PageLink } from "../../components/ui/page-link.tsx";
import { fileUrl, ResponsiveImage } from "../../components/ui/responsive-image.tsx";
import {
  aboutLink,
  circleLinks,
  desk,
  erpLink as erpLinkOf,
  facilitiesLink,
  highlightsText,
  otherLinks,
  quickLinks,
  sidebar as sidebarOf,
  slideButtons,
  whyAlt,
} from "./home-content.ts";
import type { HighlightView } from "./home-data.ts";
import type { CardLink, HomeTexts, LeaderCard } from "./home-texts.ts";
import { Icon } from "./icons.tsx";

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

const NEW_TAB = " (opens in a new tab)";

/** A link that opens in a new tab and tells screen readers so, and with `about` what it belongs to. */
export function ExternalLink({
  href,
  className,
  about,
  children,
}: {
  href: string;
  className?: string;
  about?: string;
  children: string;
}) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{`${about ? `: ${about}` : ""}${NEW_TAB}`}</span>
    </a>
  );
}

/** Paperclip link to a stored file, named after what it belongs to. */
export function AttachmentLink({ file, title, tabIndex }: { file: string; title: string; tabIndex?: number }) {
  return (
    <a
      href={fileUrl(file)}
      tabIndex={tabIndex}
      className="attachment-link"
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Attachment: ${title}${NEW_TAB}`}
    >
      <Icon name="clip" size={18} />
    </a>
  );
}

export function HeroSlider({ photos, captions }: { photos: PhotoView[]; captions: string[] }) {
  const slides = captions.map((caption, i) => {
    const photo = photos[i];
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: staff may give two slides the same caption
      <div className="hero__slide" key={i}>
        {photo ? (
          <ResponsiveImage
            file={photo.file}
            alt={photo.alt}
            width={photo.width}
            height={photo.height}
            sizes="100vw"
            priority={i === 0}
            className="hero__image"
            draggable={false}
          />
        ) : (
          <div className="hero__image hero__image--empty" />
        )}
        <div className="hero__text">
          <p className="hero__caption">{caption}</p>
          <div className="hero__buttons">
            {slideButtons.map((b) => (
              <PageLink key={b.href} to={b.href} className="button hero__button">
                {b.label}
              </PageLink>
            ))}
          </div>
        </div>
      </div>
    );
  });
  return <Carousel label="Welcome slides" slides={slides} className="hero" />;
}

export function Highlights({ items }: { items: HighlightView[] }) {
  return (
    <div className="highlights">
      <h2 id="highlights-heading" className="highlights__heading">
        {highlightsText.heading}
      </h2>
      <Carousel
        label={highlightsText.heading}
        labelledBy="highlights-heading"
        className="highlights__carousel"
        prevLabel="Previous highlight"
        nextLabel="Next highlight"
        slides={items.map((h) => (
          <article className="highlight" key={h.title}>
            <h3 className="highlight__title">{h.title}</h3>
            <p className="highlight__text">{h.description}</p>
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

export function PortalStrip() {
  const erpLink = erpLinkOf(useSchool());
  return (
    <div className="portal-strip">
      <div className="portal-strip__erp">
        {erpLink.href ? (
          <a href={erpLink.href} className="button portal-strip__erp-link" target="_blank" rel="noopener noreferrer">
            <Icon name="portal" />
            {erpLink.label}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        ) : null}
        <p>{erpLink.text}</p>
      </div>
      <nav aria-label="Explore" className="circles">
        <ul className="circles__list">
          {circleLinks.map((c) => (
            <li key={c.href}>
              <PageLink to={c.href} className="circles__link">
                <span className="circles__icon">
                  <Icon name={c.icon} size={28} />
                </span>
                {c.label}
              </PageLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

export function Sidebar() {
  const sidebar = sidebarOf(useSchool());
  return (
    <aside className="home-sidebar" aria-label={sidebar.label}>
      <details className="home-sidebar__corner">
        <summary>
          <Icon name="user" />
          {sidebar.studentsCorner.label}
        </summary>
        <ul>
          {sidebar.studentsCorner.links.map((l) => (
            <li key={l.href}>
              <PageLink to={l.href}>{l.label}</PageLink>
            </li>
          ))}
        </ul>
      </details>
      {sidebar.parentPortal.href ? (
        <a href={sidebar.parentPortal.href} className="home-sidebar__portal" target="_blank" rel="noopener noreferrer">
          <Icon name="portal" />
          {sidebar.parentPortal.label}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : null}
      <h2 className="home-sidebar__heading">{sidebar.socialHeading}</h2>
      <ul className="home-sidebar__social">
        {sidebar.social.map((s) => (
          <li key={s.href}>
            <a href={s.href} target="_blank" rel="noopener noreferrer">
              <Icon name={s.icon} />
              {s.label}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </aside>
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
  return (
    <div className="home-about">
      <section aria-labelledby="about-heading">
        <h2 id="about-heading">{about.heading}</h2>
        {about.paragraphs.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one stored text, in order
          <p key={i}>
            <InlineText text={p} />
          </p>
        ))}
        <PageLink to={aboutLink.href}>{aboutLink.label}</PageLink>
      </section>
      {why ? <Why why={why} photo={whyPhoto} alt={whyAlt(school)} /> : null}
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
    <section aria-labelledby="why-heading" className="home-why">
      {whyPhoto ? (
        <ResponsiveImage
          file={whyPhoto.file}
          alt={whyPhoto.alt || alt}
          width={whyPhoto.width}
          height={whyPhoto.height}
          sizes="(min-width: 992px) 440px, 100vw"
          className="home-why__image"
        />
      ) : null}
      <div>
        <h2 id="why-heading">{why.heading}</h2>
        <ul>
          {why.points.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines of one stored list, in order
            <li key={i}>
              <InlineText text={p} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function PhotoCard({ photo, caption, sizes }: { photo: PhotoView; caption: string; sizes: string }) {
  return (
    <figure className="photo-card">
      <ResponsiveImage
        file={photo.file}
        alt={photo.alt}
        width={photo.width}
        height={photo.height}
        sizes={sizes}
        draggable={false}
      />
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
  if (!photos.length || !texts) return null;
  return (
    <div className="home-section">
      <h2 id={`${id}-heading`}>{texts.heading}</h2>
      <Carousel
        label={texts.heading}
        perView={perView[id]}
        labelledBy={`${id}-heading`}
        className={id}
        slides={photos.map((p, i) => (
          <PhotoCard key={p.file} photo={p} caption={texts.captions[i] ?? ""} sizes={photoSizes[id]} />
        ))}
      />
      {children}
    </div>
  );
}

export function Specials({ photos, specials }: { photos: PhotoView[]; specials: HomeTexts["specials"] }) {
  return <PhotoSection id="specials" photos={photos} texts={specials} />;
}

export function Facilities({ photos, facilities }: { photos: PhotoView[]; facilities: HomeTexts["facilities"] }) {
  return (
    <PhotoSection id="facilities" photos={photos} texts={facilities}>
      <p>
        <PageLink to={facilitiesLink.href}>{facilitiesLink.label}</PageLink>
      </p>
    </PhotoSection>
  );
}

export function Desk({
  photos,
  leaders,
  heading,
}: {
  photos: Record<string, PhotoView | null>;
  leaders: LeaderCard[];
  /** The school's own heading ("From the desk" when it wrote none). */
  heading: string;
}) {
  if (!leaders.length) return null;
  const title = heading || desk.heading;
  return (
    <div className="home-section">
      <h2 id="desk-heading">{title}</h2>
      <Carousel
        label={title}
        perView={perView.specials}
        labelledBy="desk-heading"
        className="desk"
        slides={leaders.map((l) => {
          const photo = photos[l.photo];
          return (
            <article className="card person leader" key={l.name}>
              {photo ? (
                <ResponsiveImage
                  file={photo.file}
                  alt={`Photo of ${l.name}`}
                  width={photo.width}
                  height={photo.height}
                  sizes="(min-width: 1024px) 300px, (min-width: 768px) 33vw, 100vw"
                  className="person__photo"
                  draggable={false}
                />
              ) : null}
              <h3 className="card__title">{l.name}</h3>
              <p className="person__role">{l.role}</p>
              <PageLink to={l.href}>
                {desk.linkLabel}
                <span className="visually-hidden"> from {l.name}</span>
              </PageLink>
            </article>
          );
        })}
      />
    </div>
  );
}

/** A card's button: its stored link, named after the card for screen readers. */
function CardButton({ card, className }: { card: CardLink; className?: string }) {
  if (!card.href) return null;
  return (
    <PageLink to={card.href} className={className}>
      {card.linkLabel}
      <span className="visually-hidden">: {card.title}</span>
    </PageLink>
  );
}

export function Sections({ sections }: { sections: HomeTexts["sections"] }) {
  if (!sections) return null;
  return (
    <section className="home-section" aria-labelledby="sections-heading">
      <h2 id="sections-heading">{sections.heading}</h2>
      <ul className="section-cards">
        {sections.cards.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: cards of one stored block, in order
          <li key={i} className="card section-card">
            <h3 className="card__title">{c.title}</h3>
            <p>
              <InlineText text={c.text} />
            </p>
            <CardButton card={c} className="button button--small" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** An id for a blurb's heading: from its page address when it has one ("mission-heading"). */
const blurbId = (b: CardLink, i: number) =>
  /^\/[a-z0-9-]+$/.test(b.href) ? `${b.href.slice(1)}-heading` : `blurb-${i + 1}-heading`;

export function MissionVision({ blurbs }: { blurbs: CardLink[] }) {
  if (!blurbs.length) return null;
  return (
    <div className="mission-vision">
      {blurbs.map((b, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: cards of one stored block, in order
        <section key={i} className="mission-vision__block" aria-labelledby={blurbId(b, i)}>
          <h2 id={blurbId(b, i)}>{b.title}</h2>
          <p>
            <InlineText text={b.text} />
          </p>
          <CardButton card={b} />
        </section>
      ))}
    </div>
  );
}

export function LinkLists() {
  return (
    <div className="link-lists">
      <nav aria-labelledby="quick-links-heading" className="link-lists__group">
        <h2 id="quick-links-heading">Quick Links</h2>
        <ul>
          {quickLinks.map((l) => (
            <li key={l.label}>
              <PageLink to={l.href}>{l.label}</PageLink>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-labelledby="other-links-heading" className="link-lists__group">
        <h2 id="other-links-heading">Other Links</h2>
        <ul>
          {otherLinks.map((l) => (
            <li key={l.href}>
              <PageLink to={l.href}>{l.label}</PageLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
