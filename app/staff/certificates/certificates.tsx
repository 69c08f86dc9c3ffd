import { type FormEvent, useCallback, useState } from "react";
import { Form, Link, useRevalidator } from "react-router";
import { formatDate, kolkataDateTime } from "../../../contract/dates.ts";
import type { CertificateView, LookupView } from "../../../contract/staff.ts";
import { useConfirm } from "../kit/confirm-dialog.tsx";
import { useDirtyParts, useReportDirty } from "../kit/dirty-parts.ts";
import { IMAGE_TYPES } from "../kit/file-types.ts";
import { FilesField } from "../kit/files-field.tsx";
import { ErrorSummary, FormAlert, TextField, useFormErrors } from "../kit/form-kit.tsx";
import { useUnsavedChanges } from "../kit/unsaved-changes.tsx";
import { useAdmin } from "../shell/admin-shell.tsx";
import { ApiError, api, load } from "../shell/api.ts";

type Certificate = CertificateView;
type Lookup = LookupView;

interface CertificatesData {
  q: string;
  lookup: string;
  items: Certificate[];
  lookups: Lookup[];
}

export async function loadCertificates(request: Request): Promise<CertificatesData> {
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const lookup = (url.searchParams.get("lookup") ?? "").trim().slice(0, 50);
  const [items, lookups] = await Promise.all([
    load<Certificate[]>(request, `/api/admin/certificates${q ? `?q=${encodeURIComponent(q)}` : ""}`),
    load<Lookup[]>(
      request,
      `/api/admin/certificates/lookups${lookup ? `?admissionNo=${encodeURIComponent(lookup)}` : ""}`,
    ),
  ]);
  return { q, lookup, items, lookups };
}

/** dd/mm/yyyy hh:mm in India time, whatever the browser locale. */
const when = (iso: string) => kolkataDateTime(iso);

/** Office scanners make PDFs; the lookup shows a picture, so say at once what to do instead. */
const certificateRefusal = (file: File) =>
  file.type === "application/pdf"
    ? `${file.name} is a PDF. Certificates must be a picture (JPEG, PNG or WebP): set the scanner to save as JPEG, or take a photo of the certificate, and choose that file.`
    : `${file.name} is not a picture. Choose a JPEG, PNG or WebP file of the certificate.`;

const NEW_FORM = "certificate";
const newOrder = ["admissionNo", "studentName", "file"] as const;
const newLabels = { admissionNo: "Admission number", studentName: "Student's full name", file: "Certificate image" };

function NewCertificate({ onDirty }: { onDirty: (part: string, dirty: boolean) => void }) {
  const { announce } = useAdmin();
  const revalidator = useRevalidator();
  const [admissionNo, setAdmissionNo] = useState("");
  const [studentName, setStudentName] = useState("");
  const [file, setFile] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState("");
  const { errors, setErrors, clear } = useFormErrors(NEW_FORM, newOrder);
  useReportDirty(
    onDirty,
    NEW_FORM,
    admissionNo.trim() !== "" || studentName.trim() !== "" || file.length > 0 || uploading,
  );
  const onFile = useCallback(
    (update: (prev: string[]) => string[]) => {
      setFile(update);
      clear("file");
    },
    [clear],
  );

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || uploading) return;
    const found: Record<string, string> = {};
    if (!admissionNo.trim()) found.admissionNo = "Enter the admission number";
    if (!studentName.trim()) found.studentName = "Enter the student's full name";
    if (!file.length) found.file = "Choose the certificate image";
    setAlert("");
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await api<Certificate>("/api/admin/certificates", {
        method: "POST",
        body: { admissionNo: admissionNo.trim(), studentName: studentName.trim(), file: file[0] },
      });
      announce(`Certificate saved for ${studentName.trim()} (${admissionNo.trim()}).`);
      setAdmissionNo("");
      setStudentName("");
      setFile([]);
      revalidator.revalidate();
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fieldErrors).length) setErrors(err.fieldErrors);
      else setAlert(err instanceof Error ? err.message : "Saving failed.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-form" noValidate onSubmit={onSubmit}>
      <ErrorSummary form={NEW_FORM} errors={errors} order={newOrder} labels={newLabels} />
      <FormAlert message={alert} />
      <TextField
        form={NEW_FORM}
        name="admissionNo"
        label={newLabels.admissionNo}
        required
        autoComplete="off"
        value={admissionNo}
        error={errors.admissionNo}
        onChange={(e) => {
          setAdmissionNo(e.currentTarget.value);
          clear("admissionNo");
        }}
      />
      <TextField
        form={NEW_FORM}
        name="studentName"
        label={newLabels.studentName}
        required
        autoComplete="off"
        help="As on the certificate; parents type it to find the certificate."
        value={studentName}
        error={errors.studentName}
        onChange={(e) => {
          setStudentName(e.currentTarget.value);
          clear("studentName");
        }}
      />
      <FilesField
        form={NEW_FORM}
        name="file"
        label={newLabels.file}
        help="A scan or photo (JPEG, PNG or WebP). It is kept private: only the lookup with the right name and number shows it."
        error={errors.file}
        accept={IMAGE_TYPES}
        images
        single
        value={file}
        onChange={onFile}
        onBusyChange={setUploading}
        refusal={certificateRefusal}
      />
      <button type="submit" className="button" disabled={busy}>
        {busy ? "Saving…" : "Save certificate"}
      </button>
    </form>
  );
}

function ReplaceCertificate({
  cert,
  onClose,
  onDirty,
}: {
  cert: Certificate;
  onClose: () => void;
  onDirty: (part: string, dirty: boolean) => void;
}) {
  const { announce } = useAdmin();
  const revalidator = useRevalidator();
  const form = `replace-${cert.id}`;
  const [studentName, setStudentName] = useState(cert.studentName);
  const [file, setFile] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState("");
  useReportDirty(onDirty, form, studentName !== cert.studentName || file.length > 0 || uploading);
  const { errors, setErrors, clear } = useFormErrors(form, ["studentName", "file"]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || uploading) return;
    if (!studentName.trim()) {
      setErrors({ studentName: "Enter the student's full name" });
      return;
    }
    setBusy(true);
    setAlert("");
    try {
      const body: Record<string, string> = {};
      if (studentName.trim() !== cert.studentName) body.studentName = studentName.trim();
      if (file[0]) body.file = file[0];
      await api<Certificate>(`/api/admin/certificates/${encodeURIComponent(cert.id)}`, { method: "PUT", body });
      announce(`Certificate ${cert.admissionNo} updated.`);
      revalidator.revalidate();
      onClose();
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fieldErrors).length) setErrors(err.fieldErrors);
      else setAlert(err instanceof Error ? err.message : "Saving failed.");
      setBusy(false);
    }
  };

  return (
    <form
      className="admin-form admin-inline-form"
      noValidate
      onSubmit={onSubmit}
      aria-label={`Replace ${cert.admissionNo}`}
    >
      <FormAlert message={alert} />
      <TextField
        form={form}
        name="studentName"
        label="Student's full name"
        required
        value={studentName}
        error={errors.studentName}
        onChange={(e) => {
          setStudentName(e.currentTarget.value);
          clear("studentName");
        }}
      />
      <FilesField
        form={form}
        name="file"
        label="New certificate image"
        help="Leave empty to keep the current image."
        error={errors.file}
        accept={IMAGE_TYPES}
        images
        single
        value={file}
        onChange={setFile}
        onBusyChange={setUploading}
        refusal={certificateRefusal}
      />
      <div className="admin-actions">
        <button type="submit" className="button button--small" disabled={busy}>
          {busy ? "Saving…" : "Save changes"}
        </button>
        <button type="button" className="button button--small button--ghost" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}

export function CertificatesPage({ data }: { data: CertificatesData }) {
  const { announce } = useAdmin();
  const revalidator = useRevalidator();
  const [dialog, confirm] = useConfirm();
  // The new certificate and the one being changed: leaving either unsaved asks first.
  const [dirty, onDirty] = useDirtyParts();
  const [leaveDialog] = useUnsavedChanges(dirty);
  const [editing, setEditing] = useState<string | null>(null);

  const toggle = async (c: Certificate) => {
    const revoke = !c.revokedAt;
    if (revoke) {
      const yes = await confirm({
        title: `Revoke the certificate of ${c.studentName}?`,
        body: "Parents can no longer download it. You can restore it later.",
        confirm: "Revoke",
      });
      if (!yes) return;
    }
    try {
      await api(`/api/admin/certificates/${encodeURIComponent(c.id)}/${revoke ? "revoke" : "restore"}`, {
        method: "POST",
      });
      announce(`Certificate ${c.admissionNo} ${revoke ? "revoked" : "restored"}.`);
      revalidator.revalidate();
    } catch (err) {
      announce(err instanceof Error ? `That did not work: ${err.message}` : "That did not work.");
    }
  };

  return (
    <>
      <h1>Transfer certificates</h1>
      <p className="admin-page__intro">
        Parents download a certificate on the website by typing the admission number and the student's full name.
      </p>

      <section aria-labelledby="cert-new-title">
        <h2 id="cert-new-title">Add a certificate</h2>
        <NewCertificate onDirty={onDirty} />
      </section>

      <section aria-labelledby="cert-list-title">
        <h2 id="cert-list-title">Certificates</h2>
        <Form method="get" className="admin-filters" aria-label="Search certificates">
          <div className="admin-field">
            <label htmlFor="cert-q">Admission number or name</label>
            <input id="cert-q" type="search" name="q" defaultValue={data.q} key={data.q} />
          </div>
          {data.lookup ? <input type="hidden" name="lookup" value={data.lookup} /> : null}
          <button type="submit" className="button button--small">
            Search
          </button>
          {data.q ? (
            <Link className="admin-filters__reset" to="/admin/certificates">
              Clear
            </Link>
          ) : null}
        </Form>
        <p className="admin-count">
          {data.items.length} certificate{data.items.length === 1 ? "" : "s"}
          {data.q ? " found" : ""}
        </p>
        {data.items.length ? (
          <ul className="admin-rows">
            {data.items.map((c) => (
              <li key={c.id} className="admin-row admin-row--wrap">
                <div className="admin-row__main">
                  <p className="admin-row__title">
                    {c.admissionNo}: {c.studentName}
                  </p>
                  <p className="admin-row__meta">
                    {c.revokedAt ? (
                      <span className="admin-badge admin-badge--draft">Revoked</span>
                    ) : (
                      <span className="admin-badge admin-badge--published">Active</span>
                    )}
                    <span>Updated {formatDate(c.updatedAt, "dd/mm/yyyy") ?? c.updatedAt}</span>
                  </p>
                </div>
                <div className="admin-row__actions">
                  <a
                    className="button button--small button--ghost"
                    href={`/api/admin/certificates/${encodeURIComponent(c.id)}/file`}
                    target="_blank"
                    rel="noreferrer"
                  >
                    View<span className="visually-hidden"> certificate {c.admissionNo} (opens in a new tab)</span>
                  </a>
                  <a
                    className="button button--small button--ghost"
                    href={`/api/admin/certificates/${encodeURIComponent(c.id)}/slip`}
                    target="_blank"
                    rel="noreferrer"
                  >
                    Verification slip
                    <span className="visually-hidden"> for certificate {c.admissionNo} (opens in a new tab)</span>
                  </a>
                  <button
                    type="button"
                    className="button button--small button--ghost"
                    aria-expanded={editing === c.id}
                    onClick={() => setEditing(editing === c.id ? null : c.id)}
                  >
                    Replace<span className="visually-hidden"> certificate {c.admissionNo}</span>
                  </button>
                  <button
                    type="button"
                    className={`button button--small button--ghost${c.revokedAt ? "" : " admin-button--danger"}`}
                    onClick={() => toggle(c)}
                  >
                    {c.revokedAt ? "Restore" : "Revoke"}
                    <span className="visually-hidden"> certificate {c.admissionNo}</span>
                  </button>
                </div>
                {editing === c.id ? (
                  <ReplaceCertificate cert={c} onClose={() => setEditing(null)} onDirty={onDirty} />
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="admin-empty">{data.q ? "No certificate matches." : "No certificates yet."}</p>
        )}
      </section>

      <section aria-labelledby="cert-lookups-title">
        <h2 id="cert-lookups-title">Lookups on the website</h2>
        <Form method="get" className="admin-filters" aria-label="Filter lookups">
          {data.q ? <input type="hidden" name="q" value={data.q} /> : null}
          <div className="admin-field">
            <label htmlFor="cert-lookup">Admission number</label>
            <input id="cert-lookup" type="search" name="lookup" defaultValue={data.lookup} key={data.lookup} />
          </div>
          <button type="submit" className="button button--small">
            Show lookups
          </button>
        </Form>
        {data.lookups.length ? (
          <div className="table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">Certificate lookups, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Admission number</th>
                  <th scope="col">Result</th>
                  <th scope="col">From address</th>
                </tr>
              </thead>
              <tbody>
                {data.lookups.map((l, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: log lines have no id
                  <tr key={i}>
                    <td>{when(l.at)}</td>
                    <td>{l.admissionNo}</td>
                    <td>{l.via === "verify" ? "Code checked" : l.found ? "Found" : "Not found"}</td>
                    <td>{l.clientIp}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="admin-empty">No lookups{data.lookup ? " for this admission number" : ""} yet.</p>
        )}
      </section>
      {dialog}
      {leaveDialog}
    </>
  );
}
