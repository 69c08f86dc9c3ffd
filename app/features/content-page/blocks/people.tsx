import type { Person } from "../../../../contract/page-blocks.ts";
import type { PhotoView } from "../../../../contract/site-data.ts";
import { InlineText } from "../../../components/ui/inline-text.tsx";
import { PageLink } from "../../../components/ui/page-link.tsx";
import { ResponsiveImage } from "../../../components/ui/responsive-image.tsx";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { gridSizes, type Renderer } from "./renderer.ts";

export const PeopleView: Renderer<"people"> = ({ block, data }) => (
  <ul className="card-grid people">
    {block.people.map((p, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: sample cards may repeat a name
      <li key={i}>
        <PersonCard person={p} photos={data.photos.pages ?? {}} />
      </li>
    ))}
  </ul>
);

function PersonCard({ person, photos }: { person: Person; photos: Record<string, PhotoView[]> }) {
  const { t } = useI18n();
  const photo = person.photo ? photos[person.photo]?.[0] : undefined;
  return (
    <article className="card person">
      {photo ? (
        <ResponsiveImage
          photo={photo}
          alt={t("content.photoOf", { name: person.name })}
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
          {person.linkLabel ?? t("content.viewMore")}
          <span className="visually-hidden">: {person.name}</span>
        </PageLink>
      ) : null}
    </article>
  );
}
