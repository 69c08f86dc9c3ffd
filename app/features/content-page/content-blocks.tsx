import type { MessageRecord } from "../../../contract/content.ts";
import type { PhotoView } from "../../../contract/site-data.ts";
import { Carousel } from "../../components/ui/carousel.tsx";
import { InlineText } from "../../components/ui/inline-text.tsx";
import { LightboxGrid } from "../../components/ui/lightbox-grid.tsx";
import { PageLink } from "../../components/ui/page-link.tsx";
import { ResponsiveImage } from "../../components/ui/responsive-image.tsx";
import { Tabs } from "../../components/ui/tabs.tsx";
import type { Block, Person } from "../../content/page-types.ts";
import { allPhotoSets } from "../../content/photo-sets.ts";
import { FaqAccordion } from "./faq-accordion.tsx";

export interface BlockData {
  /** Photo-set page → tab → photos. */
  photos: Record<string, Record<string, PhotoView[]>>;
  messages: MessageRecord[];
  imageSizes: Record<string, { width: number; height: number }>;
}

type BlockOf<T extends Block["type"]> = Extract<Block, { type: T }>;

const gridSizes = "(min-width: 1200px) 25vw, (min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw";

export function ContentBlocks({ blocks, ...data }: { blocks: Block[] } & BlockData) {
  return (
    <>
      {blocks.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks are static content in a fixed order
        <BlockView key={i} block={block} data={data} first={i === 0} />
      ))}
    </>
  );
}

function BlockView({ block, data, first }: { block: Block; data: BlockData; first: boolean }) {
  switch (block.type) {
    case "heading":
      return block.level === 3 ? <h3>{block.text}</h3> : <h2>{block.text}</h2>;
    case "paragraph":
      // Line breaks in the text are kept (song verses, addresses).
      return (
        <p className={block.text.includes("\n") ? "text-lines" : undefined}>
          <InlineText text={block.text} />
        </p>
      );
    case "list":
      return <ListBlock block={block} />;
    case "quote":
      return (
        <figure className="quote">
          <blockquote>
            <p>
              <InlineText text={block.text} />
            </p>
          </blockquote>
          {block.cite ? <figcaption>{block.cite}</figcaption> : null}
        </figure>
      );
    case "photos":
      return <PhotosBlock block={block} photos={data.photos[block.page]?.[block.tab] ?? []} priority={first} />;
    case "photo-tabs":
      return <PhotoTabs block={block} data={data} />;
    case "cards":
      return (
        <div className="card-grid info-cards">
          {block.cards.map((card) => (
            <section key={card.title} className="card info-card">
              <h2 className="card__title">{card.title}</h2>
              {card.text ? (
                <p>
                  <InlineText text={card.text} />
                </p>
              ) : null}
              {card.items ? (
                <ul>
                  {card.items.map((item) => (
                    <li key={item}>
                      <InlineText text={item} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
      );
    case "people":
      return (
        <ul className="card-grid people">
          {block.people.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: sample cards may repeat a name
            <li key={i}>
              <PersonCard person={p} photos={data.photos.pages ?? {}} />
            </li>
          ))}
        </ul>
      );
    case "stats":
      return (
        <section className="stats" aria-label={block.title ?? "Figures"}>
          {block.title ? <h3>{block.title}</h3> : null}
          <dl className="stats__list">
            {block.stats.map((s) => (
              <div key={s.label} className="stats__item">
                <dt>{s.label}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      );
    case "faq":
      return <FaqAccordion items={block.items} />;
    case "links":
      return (
        <nav className="block-links" aria-label={block.title ?? "Related pages"}>
          {block.title ? <h2>{block.title}</h2> : null}
          <ul>
            {block.links.map((link) => (
              <li key={link.href + link.label}>
                {link.external ? (
                  <a href={link.href} target="_blank" rel="noopener noreferrer">
                    {link.label}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                ) : (
                  <PageLink to={link.href}>{link.label}</PageLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
      );
    case "table":
      return (
        <div className="table-wrap">
          <table>
            <caption>{block.caption}</caption>
            <thead>
              <tr>
                {block.head.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join("|")}>
                  {row.map((cell, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed table
                    <td key={j}>
                      <InlineText text={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case "messages":
      return <Messages messages={data.messages.filter((m) => m.category === block.category)} data={data} />;
  }
}

function ListBlock({ block }: { block: BlockOf<"list"> }) {
  const items = block.items.map((item) => (
    <li key={item}>
      <InlineText text={item} />
    </li>
  ));
  return (
    <div className="block-list">
      {block.title ? <h2>{block.title}</h2> : null}
      {block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>}
    </div>
  );
}

function PhotosBlock({
  block,
  photos,
  priority,
}: {
  block: BlockOf<"photos">;
  photos: PhotoView[];
  priority: boolean;
}) {
  if (photos.length === 0) return null;
  if (block.layout === "single") {
    // A page's single photo (a portrait, the building) is described by the page itself.
    const [p] = photos;
    return (
      <figure className="photo-single">
        <ResponsiveImage
          file={p.file}
          alt={block.alt}
          width={p.width}
          height={p.height}
          priority={priority}
          sizes="(min-width: 768px) 640px, 100vw"
        />
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
            file={p.file}
            alt={p.alt}
            width={p.width}
            height={p.height}
            sizes="(min-width: 1200px) 25vw, (min-width: 768px) 33vw, 100vw"
            className="photo-carousel__image"
          />
        ))}
      />
    );
  }
  return <LightboxGrid photos={photos} label={`${block.tab} photos`} />;
}

function PhotoTabs({ block, data }: { block: BlockOf<"photo-tabs">; data: BlockData }) {
  const set = allPhotoSets.find((s) => s.page === block.page);
  const photos = data.photos[block.page] ?? {};
  return (
    <Tabs
      id={`tabs-${block.page}`}
      label={block.label}
      className="photo-tabs"
      tabs={block.tabs.map((tab) => {
        const slug = set?.tabs.find((t) => t.name === tab.name)?.slug ?? tab.name;
        return {
          slug,
          label: tab.name,
          panel: (
            <>
              <h2 className="photo-tabs__heading">{tab.name}</h2>
              {tab.blocks ? <ContentBlocks blocks={tab.blocks} {...data} /> : null}
              <LightboxGrid photos={photos[tab.name] ?? []} label={`${tab.name} photos`} />
            </>
          ),
        };
      })}
    />
  );
}

function PersonCard({ person, photos }: { person: Person; photos: Record<string, PhotoView[]> }) {
  const photo = person.photo ? photos[person.photo]?.[0] : undefined;
  return (
    <article className="card person">
      {photo ? (
        <ResponsiveImage
          file={photo.file}
          alt={`Photo of ${person.name}`}
          width={photo.width}
          height={photo.height}
          sizes={gridSizes}
          className="person__photo"
        />
      ) : null}
      <h2 className="card__title person__name">{person.name}</h2>
      <p className="person__role">{person.role}</p>
      {person.meta ? <p className="person__meta">{person.meta}</p> : null}
      {person.text ? (
        <p className="person__text">
          <InlineText text={person.text} />
        </p>
      ) : null}
      {person.href ? (
        <PageLink to={person.href} className="button button--small person__link">
          {person.linkLabel ?? "VIEW MORE"}
          <span className="visually-hidden">: {person.name}</span>
        </PageLink>
      ) : null}
    </article>
  );
}

function Messages({ messages, data }: { messages: MessageRecord[]; data: BlockData }) {
  if (messages.length === 0) return null;
  return (
    <div className="messages">
      {messages.map((m) => {
        const photo = m.attachments[0];
        const size = photo ? data.imageSizes[photo] : undefined;
        return (
          <article key={m._id} className="message">
            {photo ? (
              <ResponsiveImage
                file={photo}
                alt={m.name ? `Photo of ${m.name}` : ""}
                width={size?.width ?? 400}
                height={size?.height ?? 400}
                sizes="(min-width: 768px) 240px, 100vw"
                className="message__photo"
              />
            ) : null}
            <div className="message__text">
              {/* Text only: the loader stripped the markup, and React escapes what is left. */}
              {m.message.split(/\n+/).map((para, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one message may repeat
                <p key={i}>{para}</p>
              ))}
              <p className="message__name">{m.name}</p>
            </div>
          </article>
        );
      })}
    </div>
  );
}
