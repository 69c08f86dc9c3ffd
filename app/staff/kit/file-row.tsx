import { useState } from "react";
import { kitFileRowWords as sw } from "../../i18n/catalogues/staff/kit-file-row.ts";
import { fileUrl, isPdf } from "../shell/api.ts";
import { DangerButton } from "./danger-button.tsx";
import { MoveButtons } from "./move-buttons.tsx";

export const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What parents will see of an attached file on a news item or event (app/components/ui/attachment-buttons.tsx). */
function fileBecomes(id: string): string {
  if (/\.(jpe?g|png|webp|gif|avif)$/i.test(id)) return sw("parentsSeeItAs");
  if (/\.pdf$/i.test(id)) return sw("parentsGetADownload");
  return sw("parentsGetADownload2");
}

/** One stored file of a files field: its picture (or a link to the document) and its buttons. */
export function FileRow({
  id,
  name,
  index,
  count,
  single,
  cover,
  explain,
  onMove,
  onRemove,
}: {
  id: string;
  /** "photo 2", "photo 1 (cover)": what the buttons call it. */
  name: string;
  index: number;
  count: number;
  single?: boolean;
  cover?: boolean;
  explain?: boolean;
  onMove: (to: number, action: string) => void;
  onRemove: () => void;
}) {
  const [broken, setBroken] = useState(false);
  return (
    <li data-file={id} className="admin-files__item">
      {isPdf(id) || broken ? (
        <a className="admin-files__doc" href={fileUrl(id)} target="_blank" rel="noreferrer">
          <span aria-hidden="true">{sw(isPdf(id) ? "pdfBadge" : "fileBadge")}</span>
          <span className="visually-hidden">{sw("openNewTab", { name })}</span>
        </a>
      ) : (
        <img
          className="admin-files__thumb"
          src={fileUrl(id, 400)}
          alt={capital(name)}
          width={160}
          height={120}
          loading="lazy"
          onError={() => setBroken(true)}
        />
      )}
      <p className="admin-files__label">
        {capital(name)}
        {cover && index === 0 ? <span className="admin-badge admin-badge--cover">{sw("cover")}</span> : null}
      </p>
      {explain ? <p className="admin-field__help">{fileBecomes(id)}</p> : null}
      <div className="admin-files__actions">
        {!single ? <MoveButtons arrows name={name} index={index} count={count} onMove={onMove} /> : null}
        {cover && index > 0 ? (
          <button
            type="button"
            className="button button--small button--ghost"
            data-action="cover"
            aria-label={sw("makeTheCover", { name })}
            onClick={() => onMove(0, "cover")}
          >
            {sw("makeCover")}
          </button>
        ) : null}
        <DangerButton action="remove" label={sw("remove2", { name })} onClick={onRemove}>
          {sw("remove")}
        </DangerButton>
      </div>
    </li>
  );
}
