import type { PhotoView } from "../../../contract/site-data.ts";
import { Carousel } from "../../components/ui/carousel.tsx";
import { InlineText } from "../../components/ui/inline-text.tsx";
import { PageLink } from "../../components/ui/page-link.tsx";
import { ResponsiveImage } from "../../components/ui/responsive-image.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { RegionNote, useRegionLang } from "./home-english.tsx";
import { perView } from "./home-sections.tsx";
import type { CardLink, HomeTexts, LeaderCard } from "./home-texts.ts";

/** The home page's cards: the leaders of "From the desk", the sections, and mission and vision. */

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
  const { t } = useI18n();
  if (!leaders.length) return null;
  const title = heading || t("home.desk");
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
                  photo={photo}
                  alt={t("home.desk.photo", { name: l.name })}
                  sizes="(min-width: 1024px) 300px, (min-width: 768px) 33vw, 100vw"
                  className="person__photo"
                  draggable={false}
                />
              ) : null}
              <h3 className="card__title">{l.name}</h3>
              <p className="person__role">{l.role}</p>
              <PageLink to={l.href}>
                {t("home.desk.more")}
                <span className="visually-hidden"> {t("home.desk.moreFrom", { name: l.name })}</span>
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
  const lang = useRegionLang("sections");
  if (!sections) return null;
  return (
    <section className="home-section" aria-labelledby="sections-heading" lang={lang}>
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
      <RegionNote region="sections" />
    </section>
  );
}

/** An id for a blurb's heading: from its page address when it has one ("mission-heading"). */
const blurbId = (b: CardLink, i: number) =>
  /^\/[a-z0-9-]+$/.test(b.href) ? `${b.href.slice(1)}-heading` : `blurb-${i + 1}-heading`;

export function MissionVision({ blurbs }: { blurbs: CardLink[] }) {
  const lang = useRegionLang("mission-vision");
  if (!blurbs.length) return null;
  return (
    <div className="mission-vision" lang={lang}>
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
      <RegionNote region="mission-vision" />
    </div>
  );
}
