import { fileUrl } from "./responsive-image.tsx";

/**
 * Every attachment of a news item or event reaches parents (issue 26): its
 * photos show as pictures, and each other file (a circular, an invitation)
 * gets its own download button, however many there are and in whatever order
 * staff attached them. The list and item pages of news and events share this.
 */
const attachmentText = {
  pdf: "Download circular (PDF)",
  word: "Download document (Word)",
  sheet: "Download sheet (Excel)",
  other: "Download attachment",
  /** Said after the label to screen readers when an item has several files. */
  position: (n: number, of: number) => `, file ${n} of ${of}`,
} as const;

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
function downloadLabel(id: string): string {
  if (/\.pdf$/i.test(id)) return attachmentText.pdf;
  if (/\.docx?$/i.test(id)) return attachmentText.word;
  if (/\.xlsx?$/i.test(id)) return attachmentText.sheet;
  return attachmentText.other;
}

/** One download button per document; `title` names the item for screen readers (several items share a page). */
export function AttachmentButtons({ documents, title }: { documents: readonly string[]; title: string }) {
  if (documents.length === 0) return null;
  return (
    <ul className="attachment-buttons">
      {documents.map((id, i) => (
        <li key={id}>
          <a className="button button--small" href={fileUrl(id)} download>
            {downloadLabel(id)}
            <span className="visually-hidden">
              {" "}
              {title}
              {documents.length > 1 ? attachmentText.position(i + 1, documents.length) : ""}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
