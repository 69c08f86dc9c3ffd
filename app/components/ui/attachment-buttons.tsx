import { type MessageKey, useI18n } from "../../i18n/i18n-context.tsx";
import { fileUrl } from "./responsive-image.tsx";

/**
 * Every attachment of a news item or event reaches parents (issue 26): its
 * photos show as pictures, and each other file (a circular, an invitation)
 * gets its own download button, however many there are and in whatever order
 * staff attached them. The list and item pages of news and events share this.
 */
const PHOTO = /\.(jpe?g|png|webp|gif|avif)$/i;

const isPhotoFile = (id: string): boolean => PHOTO.test(id);

/** The attachments split into pictures (shown) and documents (downloaded), each in the order staff gave. */
export function splitAttachments(files: readonly string[] | undefined): { photos: string[]; documents: string[] } {
  const photos: string[] = [];
  const documents: string[] = [];
  for (const f of files ?? []) (isPhotoFile(f) ? photos : documents).push(f);
  return { photos, documents };
}

/** What the download button of a document says, by the kind of file. */
function downloadLabel(id: string): MessageKey {
  if (/\.pdf$/i.test(id)) return "attach.pdf";
  if (/\.docx?$/i.test(id)) return "attach.word";
  if (/\.xlsx?$/i.test(id)) return "attach.sheet";
  return "attach.other";
}

/** One download button per document; `title` names the item for screen readers (several items share a page). */
export function AttachmentButtons({ documents, title }: { documents: readonly string[]; title: string }) {
  const { t } = useI18n();
  if (documents.length === 0) return null;
  return (
    <ul className="attachment-buttons">
      {documents.map((id, i) => (
        <li key={id}>
          <a className="button button--small" href={fileUrl(id)} download>
            {t(downloadLabel(id))}
            <span className="visually-hidden">
              {" "}
              {title}
              {documents.length > 1 ? t("attach.position", { n: i + 1, of: documents.length }) : ""}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
