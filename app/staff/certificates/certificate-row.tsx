import { formatDate } from "../../../contract/dates.ts";
import type { CertificateView } from "../../../contract/staff.ts";
import { staffApiPath, staffApiPaths } from "../../../contract/staff-api-paths.ts";
import { certificatesWords as sw } from "../../i18n/catalogues/staff/certificates.ts";
import { ReplaceCertificate } from "./certificate-forms.tsx";

/** One certificate in the list: its state, view, slip, replace and revoke or restore. */
export function CertificateRow({
  cert: c,
  editing,
  onEdit,
  onToggle,
  onDirty,
}: {
  cert: CertificateView;
  editing: boolean;
  onEdit: (id: string | null) => void;
  onToggle: (cert: CertificateView) => void;
  onDirty: (part: string, dirty: boolean) => void;
}) {
  const file = staffApiPath(staffApiPaths.certificates.file, c);
  const slip = staffApiPath(staffApiPaths.certificates.slip, c);
  return (
    <li className="admin-row admin-row--wrap">
      <div className="admin-row__main">
        <p className="admin-row__title">
          {c.admissionNo}: {c.studentName}
        </p>
        <p className="admin-row__meta">
          {c.revokedAt ? (
            <span className="admin-badge admin-badge--draft">{sw("revoked")}</span>
          ) : (
            <span className="admin-badge admin-badge--published">{sw("active")}</span>
          )}
          <span>{sw("updatedOn", { date: formatDate(c.updatedAt, "dd/mm/yyyy") ?? c.updatedAt })}</span>
        </p>
      </div>
      <div className="admin-row__actions">
        <a className="button button--small button--ghost" href={file} target="_blank" rel="noreferrer">
          {sw("view")}
          <span className="visually-hidden"> {sw("certificateNewTab", { number: c.admissionNo })}</span>
        </a>
        <a className="button button--small button--ghost" href={slip} target="_blank" rel="noreferrer">
          {sw("verificationSlip")}
          <span className="visually-hidden"> {sw("forCertificateNewTab", { number: c.admissionNo })}</span>
        </a>
        <button
          type="button"
          className="button button--small button--ghost"
          aria-expanded={editing}
          onClick={() => onEdit(editing ? null : c.id)}
        >
          {sw("replace")}
          <span className="visually-hidden"> {sw("certificateNumber", { number: c.admissionNo })}</span>
        </button>
        <button
          type="button"
          className={`button button--small button--ghost${c.revokedAt ? "" : " admin-button--danger"}`}
          onClick={() => onToggle(c)}
        >
          {c.revokedAt ? sw("restore") : sw("revoke")}
          <span className="visually-hidden"> {sw("certificateNumber", { number: c.admissionNo })}</span>
        </button>
      </div>
      {editing ? <ReplaceCertificate cert={c} onClose={() => onEdit(null)} onDirty={onDirty} /> : null}
    </li>
  );
}
