import { routeInfo } from "../../../contract/site-map.ts";
import { PageHeader } from "../../components/layout/page-header.tsx";
import { useSchool } from "../../components/layout/school-context.tsx";
import { EventFacts } from "../../components/ui/fact.tsx";
import { ItemUntranslatedNote, langOf } from "../../components/ui/in-english.tsx";
import { fileUrl, ResponsiveImage } from "../../components/ui/responsive-image.tsx";
import { ShareLink } from "../../components/ui/share-link.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { listOf, type NoticePageData, noticeKeys } from "./notice-data.ts";
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
  const { t, href, date } = useI18n();
  return (
    <>
      <PageHeader title={n.title} trail={trail} titleLang={langOf(n, "title")} />
      <div className="page-body">
        <article className="notice">
          {n.withdrawn ? (
            <section className="notice__withdrawn" aria-labelledby="notice-withdrawn">
              <h2 id="notice-withdrawn">{t("notice.withdrawnTitle")}</h2>
              <p>
                <strong>
                  {t("notice.withdrawn", { school: school.name, date: date(n.withdrawn.on, "long") ?? "" })}
                </strong>
              </p>
              <p>{t("notice.withdrawnBody")}</p>
              {n.withdrawn.replacedBy ? (
                <p>
                  <a className="button" href={href(n.withdrawn.replacedBy)}>
                    {t("notice.replacement")}
                  </a>
                </p>
              ) : null}
            </section>
          ) : (
            <NoticeBody n={n} />
          )}
          <p className="notice__back">
            <a href={href(list)}>{t(noticeKeys[n.kind].back)}</a>
          </p>
        </article>
      </div>
    </>
  );
}

function NoticeBody({ n }: { n: NoticePageData }) {
  const school = useSchool();
  const { t, date } = useI18n();
  return (
    <>
      {n.date || n.time || n.venue ? (
        <dl className="notice__facts">
          <EventFacts item={n} dateStyle="long" />
        </dl>
      ) : null}
      {n.photos.map((p, i) => (
        <ResponsiveImage
          key={p.file}
          className="notice__photo"
          photo={p}
          // The title above says what the photos are about.
          alt={i === 0 ? n.title : ""}
          sizes="(min-width: 900px) 800px, 100vw"
          priority={i === 0}
        />
      ))}
      <div className="notice__text" lang={langOf(n, "text")}>
        {n.paragraphs.map((p, i) => (
          // Paragraphs have no identity of their own beyond their place.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <p key={i}>{p}</p>
        ))}
      </div>
      <ItemUntranslatedNote item={n} />
      {n.link ? (
        <p>
          <a href={n.link} rel="noopener">
            {t("notice.moreLink")}
          </a>
        </p>
      ) : null}
      {n.files.length ? (
        <section className="notice__files" aria-labelledby="notice-files">
          <h2 id="notice-files">{t("notice.files")}</h2>
          <ul>
            {n.files.map((f) => (
              <li key={f.file}>
                <a className="button button--small" href={fileUrl(f.file)} download>
                  {t("notice.download", { name: f.photo ? t("notice.photo", { n: f.photo }) : f.label })}
                  <span className="visually-hidden">: {n.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="notice__byline">
        {n.publishedOn ? t("notice.published", { school: school.name, date: date(n.publishedOn, "long") ?? "" }) : null}
        {n.updatedOn ? (
          <>
            {". "}
            {t("notice.updated", { date: date(n.updatedOn, "long") ?? "" })}
          </>
        ) : null}
      </p>
      <ShareLink path={n.path} title={n.title} />
    </>
  );
}
