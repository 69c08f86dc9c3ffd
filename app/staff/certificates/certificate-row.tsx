import { formatDate } from "../../../contract/dates.ts";
import type { CertificateView } from "../../../contract/staff.ts";
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
  const file = `/api/admin/certificates/${encodeURIComponent(c.id)}`;
  return (
    <li className="admin-row admin-row--wrap">
      <div className="admin-row__main">
        <p className="admin-row__title">
          {c.admissionNo}: {c.studentName}
        </p>
        <p className="admin-row__meta">
          {c.revokedAt ? (
            <span className="admin-badge admin-badge--draft">{sw("certificates.revoked")}</span>
          ) : (
            <span className="admin-badge admin-badge--published">{sw("certificates.active")}</span>
          )}
          <span>
            {sw("certificates.updated")} {formatDate(c.updatedAt, "dd/mm/yyyy") ?? c.updatedAt}
          </span>
        </p>
      </div>
      <div className="admin-row__actions">
        <a className="button button--small button--ghost" href={`${file}/file`} target="_blank" rel="noreferrer">
          {sw("certificates.view")}
          <span className="visually-hidden">
            {" "}
            {sw("certificates.certificate")} {c.admissionNo} {sw("certificates.opensInANew")}
          </span>
        </a>
        <a className="button button--small button--ghost" href={`${file}/slip`} target="_blank" rel="noreferrer">
          {sw("certificates.verificationSlip")}
          <span className="visually-hidden">
            {" "}
            {sw("certificates.forCertificate")} {c.admissionNo} {sw("certificates.opensInANew")}
          </span>
        </a>
        <button
          type="button"
          className="button button--small button--ghost"
          aria-expanded={editing}
          onClick={() => onEdit(editing ? null : c.id)}
        >
          {sw("certificates.replace")}
          <span className="visually-hidden">
            {" "}
            {sw("certificates.certificate")} {c.admissionNo}
          </span>
        </button>
        <button
          type="button"
          className={`button button--small button--ghost${c.revokedAt ? "" : " admin-button--danger"}`}
          onClick={() => onToggle(c)}
        >
          {c.revokedAt ? sw("certificates.restore") : sw("certificates.revoke")}
          <span className="visually-hidden">
            {" "}
            {sw("certificates.certificate")} {c.admissionNo}
          </span>
        </button>
      </div>
      {editing ? <ReplaceCertificate cert={c} onClose={() => onEdit(null)} onDirty={onDirty} /> : null}
    </li>
  );
}
