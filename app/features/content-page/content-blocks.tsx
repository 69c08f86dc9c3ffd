import { Link } from "react-router";
import type { MessageRecord } from "../../../contract/content.ts";
import type { PhotoView } from "../../../contract/site-data.ts";
import { ResponsiveImage } from "../../components/ui/responsive-image.tsx";
import type { Block, Person } from "../../content/page-types.ts";

export interface BlockData {
  /** Photo-set page → tab → photos. */
  photos: Record<string, Record<string, PhotoView[]>>;
  messages: MessageRecord[];
  imageSizes: Record<string, { width: number; height: number }>;
}

export function ContentBlocks({ blocks, ...data }: { blocks: Block[] } & BlockData) {
  return (
    <>
      {blocks.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks are static content in a fixed order
        <BlockView key={i} block={block} data={data} />
      ))}
    </>
  );
}

function BlockView({ block, data }: { block: Block; data: BlockData }) {
  switch (block.type) {
    case "heading":
      return block.level === 3 ? <h3>{block.text}</h3> : <h2>{block.text}</h2>;
    case "paragraph":
      return <p>{block.text}</p>;
    case "list": {
      const items = block.items.map((item) => <li key={item}>{item}</li>);
      return (
        <div className="block-list">
          {block.title ? <h3>{block.title}</h3> : null}
          {block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>}
        </div>
      );
    }
    case "quote":
      return (
        <figure className="quote">
          <blockquote>
            <p>{block.text}</p>
          </blockquote>
          {block.cite ? <figcaption>{block.cite}</figcaption> : null}
        </figure>
      );
    case "photos":
      return <PhotoGrid photos={data.photos[block.page]?.[block.tab] ?? []} single={block.layout === "single"} />;
    case "photo-tabs":
      return (
        <div className="photo-sections">
          {block.tabs.map((tab) => (
            <section key={tab.name} aria-label={tab.name}>
              <h2>{tab.name}</h2>
              {tab.blocks ? <ContentBlocks blocks={tab.blocks} {...data} /> : null}
              <PhotoGrid photos={data.photos[block.page]?.[tab.name] ?? []} />
            </section>
          ))}
        </div>
      );
    case "cards":
      return (
        <div className="card-grid">
          {block.cards.map((card) => (
            <section key={card.title} className="card">
              <h2 className="card__title">{card.title}</h2>
              {card.text ? <p>{card.text}</p> : null}
              {card.items ? (
                <ul>
                  {card.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          ))}
        </div>
      );
    case "people":
      return (
        <div className="card-grid">
          {block.people.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: sample cards may repeat a name
            <PersonCard key={i} person={p} photos={data.photos.pages ?? {}} />
          ))}
        </div>
      );
    case "stats":
      return (
        <section className="stats" aria-label={block.title ?? "Figures"}>
          {block.title ? <h2>{block.title}</h2> : null}
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
      return (
        <div className="faq">
          {block.items.map((item, i) => (
            <details key={item.question} open={i === 0}>
              <summary>{item.question}</summary>
              <p>{item.answer}</p>
            </details>
          ))}
        </div>
      );
    case "links":
      return (
        <div className="block-links">
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
                  <Link to={link.href}>{link.label}</Link>
                )}
              </li>
            ))}
          </ul>
        </div>
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
                    <td key={j}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case "messages":
      return (
        <div className="messages">
          {data.messages
            .filter((m) => m.category === block.category)
            .map((m) => {
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
                    {m.message.split(/\n{2,}/).map((para) => (
                      <p key={para}>{para}</p>
                    ))}
                    <p className="message__name">{m.name}</p>
                  </div>
                </article>
              );
            })}
        </div>
      );
  }
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
          sizes="(min-width: 992px) 25vw, (min-width: 576px) 50vw, 100vw"
          className="person__photo"
        />
      ) : null}
      <h2 className="card__title">{person.name}</h2>
      <p className="person__role">{person.role}</p>
      {person.meta ? <p className="person__meta">{person.meta}</p> : null}
      {person.text ? <p>{person.text}</p> : null}
      {person.href ? (
        <Link to={person.href} className="button button--small">
          {person.linkLabel ?? "VIEW MORE"}
          <span className="visually-hidden">: {person.name}</span>
        </Link>
      ) : null}
    </article>
  );
}

export function PhotoGrid({ photos, single }: { photos: PhotoView[]; single?: boolean }) {
  if (photos.length === 0) return null;
  return (
    <ul className={single ? "photo-single" : "photo-grid"}>
      {photos.map((p) => (
        <li key={p.file}>
          <ResponsiveImage
            file={p.file}
            alt={p.alt}
            width={p.width}
            height={p.height}
            sizes={
              single
                ? "(min-width: 992px) 50vw, 100vw"
                : "(min-width: 1200px) 25vw, (min-width: 992px) 33vw, (min-width: 576px) 50vw, 100vw"
            }
          />
        </li>
      ))}
    </ul>
  );
}
