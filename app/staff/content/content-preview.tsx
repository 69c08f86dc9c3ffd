import { formatDate, parseDmy } from "../../../contract/dates.ts";
import { contentContentPreviewWords as sw } from "../../i18n/catalogues/staff/content-content-preview.ts";
import { fileUrl } from "../shell/api.ts";
import type { KindDef } from "./content-fields.ts";
import { type FormValues, firstFile, type PublishStatus, type StaffItem } from "./content-values.ts";
import { StatusBadge } from "./status-badge.tsx";

/** A card of what the item shows, and where it shows on the website. */
export function ContentPreview({
  def,
  values,
  status,
  item,
}: {
  def: KindDef;
  values: FormValues;
  status: PublishStatus | "withdrawn";
  item: StaffItem | null;
}) {
  const title = String(values[def.titleField] ?? "").trim() || sw("untitled");
  const rawDate = def.dateField ? String(values[def.dateField] ?? "") : "";
  const date = formatDate(parseDmy(rawDate), "en-GB-short");
  const text = String(values.description ?? values.message ?? "").trim();
  const picture = firstFile(def, values);
  const files = def.fields
    .filter((f) => f.type === "files")
    .reduce((n, f) => n + (Array.isArray(values[f.name]) ? (values[f.name] as string[]).length : 0), 0);
  const page = item ? def.publicPage(item._id) : "";
  return (
    <aside className="admin-preview" aria-labelledby="preview-title">
      <h2 id="preview-title">{sw("preview")}</h2>
      <article className="card admin-preview__card">
        {picture ? <img src={fileUrl(picture, 400)} alt="" width={400} height={267} /> : null}
        <p className="admin-preview__meta">
          <StatusBadge status={status} />
          {date ? <span>{date}</span> : null}
        </p>
        <h3 className="card__title">{title}</h3>
        {text ? <p>{text.length > 240 ? `${text.slice(0, 240)}…` : text}</p> : null}
        {files ? (
          <p className="admin-preview__files">{sw(files === 1 ? "fileOne" : "fileMany", { count: files })}</p>
        ) : null}
      </article>
      <p>{def.description}</p>
      <p>
        {item && item.status === "published" ? (
          <a href={page} target="_blank" rel="noreferrer">
            {sw("seeItOnThe")}
          </a>
        ) : (
          sw("itShowsOnThe")
        )}
      </p>
    </aside>
  );
}
