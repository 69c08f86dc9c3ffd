import { formatDate } from "../../../contract/dates.ts";
import { PageHeader } from "../../components/layout/page-header.tsx";
import { useSchool } from "../../components/layout/school-context.tsx";
import { Fact } from "../../components/ui/fact.tsx";
import { fileUrl, ResponsiveImage } from "../../components/ui/responsive-image.tsx";
import { ShareLink } from "../../components/ui/share-link.tsx";
import { routeInfo } from "../../content/site-map.ts";
import { listOf, type NoticePageData, noticeText } from "./notice-data.ts";
import "./notice.css";

/**
 * One notice at its own address: what a parent opening a forwarded link
 * sees. A withdrawn notice shows only its title and that it was withdrawn
 * (with the replacement's link), never its old text.
 */
export function NoticePage(n: NoticePageData) {
  const school = useSchool();
  const list = listOf(n.kind);
  const info = list === "/" ? null : routeInfo(list);
  const trail = info ? [...info.trail, info.title] : [];
  return (
    <>
      <PageHeader title={n.title} trail={trail} />
      <div className="page-body">
        <article className="notice">
          {n.withdrawn ? (
            <section className="notice__withdrawn" aria-labelledby="notice-withdrawn">
              <h2 id="notice-withdrawn">{noticeText.withdrawnTitle}</h2>
              <p>
                <strong>{noticeText.withdrawn(school.name, n.withdrawn.on)}</strong>
              </p>
              <p>{noticeText.withdrawnBody}</p>
              {n.withdrawn.replacedBy ? (
                <p>
                  <a className="button" href={n.withdrawn.replacedBy}>
                    {noticeText.replacement}
                  </a>
                </p>
              ) : null}
            </section>
          ) : (
            <NoticeBody n={n} />
          )}
          <p className="notice__back">
            <a href={list}>{noticeText.backTo[n.kind]}</a>
          </p>
        </article>
      </div>
    </>
  );
}

function NoticeBody({ n }: { n: NoticePageData }) {
  const school = useSchool();
  return (
    <>
      {n.date || n.time || n.venue ? (
        <dl className="notice__facts">
          {n.date ? (
            <Fact term={noticeText.date}>
              <time dateTime={n.date}>{formatDate(n.date, "en-IN-long") ?? n.date}</time>
            </Fact>
          ) : null}
          {n.time ? <Fact term={noticeText.time}>{n.time}</Fact> : null}
          {n.venue ? <Fact term={noticeText.venue}>{n.venue}</Fact> : null}
        </dl>
      ) : null}
      {n.photos.map((p, i) => (
        <ResponsiveImage
          key={p.file}
          className="notice__photo"
          file={p.file}
          // The title above says what the photos are about.
          alt={i === 0 ? n.title : ""}
          width={p.width}
          height={p.height}
          sizes="(min-width: 900px) 800px, 100vw"
          priority={i === 0}
        />
      ))}
      <div className="notice__text">
        {n.paragraphs.map((p, i) => (
          // Paragraphs have no identity of their own beyond their place.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <p key={i}>{p}</p>
        ))}
      </div>
      {n.link ? (
        <p>
          <a href={n.link} rel="noopener">
            {noticeText.moreLink}
          </a>
        </p>
      ) : null}
      {n.files.length ? (
        <section className="notice__files" aria-labelledby="notice-files">
          <h2 id="notice-files">{noticeText.files}</h2>
          <ul>
            {n.files.map((f) => (
              <li key={f.file}>
                <a className="button button--small" href={fileUrl(f.file)} download>
                  {noticeText.download(f.label)}
                  <span className="visually-hidden">: {n.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="notice__byline">
        {n.publishedOn ? noticeText.published(school.name, n.publishedOn) : null}
        {n.updatedOn ? (
          <>
            {". "}
            {noticeText.updated(n.updatedOn)}
          </>
        ) : null}
      </p>
      <ShareLink path={n.path} title={n.title} />
    </>
  );
}
